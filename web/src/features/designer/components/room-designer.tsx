import { type KeyboardEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { commandForKey, commands, type DesignerCommand } from '../model/commands';
import { type DesignerState, inSwingIds, outsideIds, overlappingIds, swingNotice, isAccessory } from '../model/designer-state';
import type { SaveStatus } from '../model/room-store';
import { roomSizeNote } from '@room/room-size';
import { cm, cmToInches, formatSize, inchesToCm, type LengthUnit } from '@room/units';
import { ItemsList } from './items-list';
import { RoomCanvas } from './room-canvas';
import { RoomSizeStep } from './room-size-step';
import styles from './room-designer.module.css';
import { ShapePicker } from './shape-picker';
import { useCanvasWidth } from './use-canvas-width';
import { type RoomStore, useRoomSnapshot } from './use-room-store';

interface RoomDesignerProps {
  /** The board's room store: the designer reads it and dispatches the user's commands to it. */
  store: RoomStore;
  /** Whether the board has a saved layout: with one, the designer opens on step 2. */
  hasSavedLayout: boolean;
  /** For people who are not the board's owner: the saved layout, without controls. */
  readOnly?: boolean;
}

const SAVE_TEXT: Record<SaveStatus, string> = {
  idle: '',
  pending: '',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Could not save the layout. It will be tried again after your next change.',
};

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
  !(target instanceof HTMLInputElement && ['radio', 'checkbox'].includes(target.type));

/** The room designer under a board: room size (step 1), then the room with its items (step 2). */
export function RoomDesigner({ store, hasSavedLayout, readOnly = false }: RoomDesignerProps) {
  const snapshot = useRoomSnapshot(store);
  const { state, saveStatus } = snapshot;
  const dispatch = store.dispatch;
  const [step, setStep] = useState<1 | 2>(hasSavedLayout || readOnly ? 2 : 1);
  // Another editor's change shows the room.
  const [remoteSeen, setRemoteSeen] = useState(snapshot.remoteChanges);
  if (remoteSeen !== snapshot.remoteChanges) {
    setRemoteSeen(snapshot.remoteChanges);
    setStep(2);
  }
  const [unit, setUnit] = useState<LengthUnit>('cm');
  const [photos, setPhotos] = useState(false);
  const canvasWidth = useCanvasWidth();
  const inSwing = useMemo(() => inSwingIds(state), [state]);
  const overlapping = useMemo(() => overlappingIds(state), [state]);
  // Drawn in the warning colour like an overlap; the list names it apart.
  const flagged = useMemo(() => new Set([...overlapping, ...inSwing]), [overlapping, inSwing]);
  const doorNotice = inSwing.size ? swingNotice(state) : null;
  const outside = useMemo(() => outsideIds(state), [state]);
  const { room } = state.layout;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (readOnly || step !== 2 || isTyping(event.target)) return;
    const command = commandForKey(event, state.selectedId);
    if (!command) return;
    // Arrow keys on the radio group change the shape; leave them be there.
    if (command.type === 'nudge' && event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    dispatch(command);
  };

  return (
    <section className={styles.designer} aria-labelledby="room-designer-heading" onKeyDown={onKeyDown} data-step={step}>
      <header className={styles.header}>
        <h2 id="room-designer-heading" className={styles.heading}>
          Room designer
        </h2>
        <p className={styles.saveStatus} role="status" aria-live="polite">
          {SAVE_TEXT[saveStatus]}
        </p>
      </header>

      {readOnly && !hasSavedLayout ? (
        <p className={styles.muted}>The owner has not laid out this room yet.</p>
      ) : step === 1 ? (
        <RoomSizeStep
          width={room.width}
          length={room.length}
          note={roomSizeNote({ width: room.width, length: room.length, grown: state.grownToFit }, 'cm')}
          items={state.items.filter((item) => !isAccessory(item))}
          onNext={(width, length) => {
            dispatch(commands.setRoomSize(width, length));
            setStep(2);
          }}
        />
      ) : (
        <div className={styles.workspace}>
          <div className={styles.toolbar}>
            <p className={styles.dimensions}>
              <span className={styles.muted}>Room</span>{' '}
              <strong data-testid="room-dimensions">{formatSize(room.width, room.length, unit)}</strong>
            </p>
            {readOnly ? null : (
              <Button variant="secondary" size="sm" onClick={() => setStep(1)}>
                Back
              </Button>
            )}
            <fieldset className={styles.segmented}>
              <legend className="visually-hidden">Units</legend>
              {(['cm', 'in'] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="designer-unit"
                    value={value}
                    aria-label={value === 'cm' ? 'cm (centimetres)' : 'in (inches)'}
                    checked={unit === value}
                    onChange={() => setUnit(value)}
                  />
                  <span aria-hidden="true">{value}</span>
                </label>
              ))}
            </fieldset>
            <label className={styles.toggle}>
              <input type="checkbox" checked={photos} onChange={(event) => setPhotos(event.target.checked)} />
              <span>Photos</span>
            </label>
            {readOnly ? null : (
              <>
                <label className={styles.toggle}>
                  <input
                    type="checkbox"
                    checked={state.snapping}
                    onChange={(event) => dispatch(commands.setSnapping(event.target.checked))}
                  />
                  <span>Snap to walls and items</span>
                </label>
                <span className={styles.history}>
                  <Button variant="secondary" size="sm" onClick={() => dispatch(commands.addOpening('door'))}>
                    Add door
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => dispatch(commands.addOpening('window'))}>
                    Add window
                  </Button>
                </span>
                <span className={styles.history}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label="Undo"
                    aria-keyshortcuts="Control+Z Meta+Z"
                    title="Undo (Ctrl/Cmd+Z)"
                    disabled={!snapshot.canUndo}
                    onClick={() => dispatch(commands.undo())}
                  >
                    <UndoIcon />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label="Redo"
                    aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
                    title="Redo (Shift+Ctrl/Cmd+Z)"
                    disabled={!snapshot.canRedo}
                    onClick={() => dispatch(commands.redo())}
                  >
                    <UndoIcon redo />
                  </button>
                </span>
              </>
            )}
          </div>

          <div className={styles.stage}>
            <div className={styles.canvasColumn}>
              <RoomCanvas
                state={state}
                dispatch={dispatch}
                width={canvasWidth}
                unit={unit}
                overlapping={flagged}
                outside={outside}
                readOnly={readOnly}
                photos={photos}
              />
              {state.notice ? (
                <p className={styles.notice} aria-live="polite" data-testid="designer-notice">
                  {state.notice}
                </p>
              ) : null}
              {doorNotice ? (
                <p className={styles.notice} aria-live="polite" data-testid="door-swing-notice">
                  {doorNotice}
                </p>
              ) : null}
              {readOnly ? null : <OpeningControls state={state} dispatch={dispatch} unit={unit} />}
              {readOnly ? null : (
                <>
                  <p className={styles.hint} id="room-designer-keys">
                    Drag items, or select one and use the arrow keys (Shift for 10 cm) and R / Shift+R to turn it.
                  </p>
                  <p className={styles.touchHint}>Drag an item to move it; tap it to turn it or take it off the plan.</p>
                </>
              )}
            </div>
            <div className={styles.sidebar}>
              <ItemsList
                state={state}
                dispatch={dispatch}
                unit={unit}
                overlapping={overlapping}
                inSwing={inSwing}
                outside={outside}
                readOnly={readOnly}
              />
              {readOnly ? null : (
                <ShapePicker value={room.shape} onChange={(shape) => dispatch(commands.setShape(shape))} disabled={readOnly} />
              )}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

/** The selected door's or window's width and hinge, and its removal; a hint to add one when none is selected. */
function OpeningControls({
  state,
  dispatch,
  unit,
}: {
  state: DesignerState;
  dispatch: (command: DesignerCommand) => void;
  unit: LengthUnit;
}) {
  const opening = state.layout.openings.find((o) => o.id === state.selectedOpening);
  if (!opening) return <p className={styles.hint}>Drag a door or window along the walls; select one to set its width.</p>;
  const name = `${opening.kind === 'door' ? 'Door' : 'Window'} ${opening.id.split('-').pop()}`;
  const shown = unit === 'in' ? Math.round(cmToInches(cm(opening.width))) : Math.round(opening.width);
  return (
    <div className={styles.openingControls} role="group" aria-label={`${name} settings`} data-testid="opening-controls">
      <strong>{name}</strong>
      <label>
        Width ({unit}){' '}
        <input
          type="number"
          min={unit === 'in' ? 12 : 30}
          max={unit === 'in' ? 157 : 400}
          value={shown}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (!Number.isFinite(value) || value <= 0) return;
            dispatch(commands.setOpening(opening.id, { width: unit === 'in' ? inchesToCm(value) : value }));
          }}
        />
      </label>
      {opening.kind === 'door' ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => dispatch(commands.setOpening(opening.id, { hinge: opening.hinge === 'right' ? 'left' : 'right' }))}
        >
          Swing {opening.hinge === 'right' ? 'left' : 'right'}
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => dispatch(commands.removeOpening(opening.id))}>
        Remove {opening.kind}
      </Button>
    </div>
  );
}

function UndoIcon({ redo = false }: { redo?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      style={redo ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M9 14 4 9l5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
