import { commands, type DesignerCommand, ROTATION_INTERVAL_MS } from '../model/commands';
import type { DesignerItem, DesignerState } from '../model/designer-state';
import { formatNumber, formatSize, type LengthUnit } from '@contracts/room/units';
import styles from './room-designer.module.css';
import { useHoldRepeat } from './use-hold-repeat';

interface ItemsListProps {
  state: DesignerState;
  dispatch: (command: DesignerCommand) => void;
  unit: LengthUnit;
  overlapping: ReadonlySet<string>;
  outside: ReadonlySet<string>;
  readOnly: boolean;
}

export function ItemsList({ state, dispatch, unit, overlapping, outside, readOnly }: ItemsListProps) {
  const headingId = 'designer-items-heading';
  return (
    <section className={styles.items} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        Items
      </h3>
      {state.items.length === 0 ? <p className={styles.muted}>No items on this board.</p> : null}
      <ul className={styles.itemList}>
        {state.items.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            state={state}
            dispatch={dispatch}
            unit={unit}
            warning={outside.has(item.id) ? 'Does not fit this room shape' : overlapping.has(item.id) ? 'Overlaps another item' : null}
            readOnly={readOnly}
          />
        ))}
      </ul>
    </section>
  );
}

interface ItemRowProps {
  item: DesignerItem;
  state: DesignerState;
  dispatch: (command: DesignerCommand) => void;
  unit: LengthUnit;
  warning: string | null;
  readOnly: boolean;
}

function ItemRow({ item, state, dispatch, unit, warning, readOnly }: ItemRowProps) {
  const selected = state.selectedId === item.id;
  const rotation = state.layout.placements[item.id]?.rotation ?? 0;
  const turn = (command: DesignerCommand) => {
    dispatch(commands.select(item.id));
    dispatch(command);
  };
  const left = useHoldRepeat((gesture) => turn(commands.rotateLeft(item.id, gesture)), ROTATION_INTERVAL_MS, readOnly);
  const right = useHoldRepeat((gesture) => turn(commands.rotateRight(item.id, gesture)), ROTATION_INTERVAL_MS, readOnly);
  const size = formatSize(item.width, item.length, unit);
  return (
    <li className={[styles.itemRow, selected ? styles.itemRowSelected : ''].filter(Boolean).join(' ')} data-item-id={item.id}>
      {readOnly ? (
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>{item.name}</span>
          <span className={styles.itemSize}>{size}</span>
        </span>
      ) : (
        <button
          type="button"
          className={styles.itemText}
          aria-pressed={selected}
          aria-label={`Select ${item.name}, ${size}`}
          onClick={() => dispatch(commands.select(item.id))}
        >
          <span className={styles.itemTitle}>{item.name}</span>
          <span className={styles.itemSize}>{size}</span>
        </button>
      )}
      <span className={styles.angle} data-testid="item-rotation" aria-label={`${item.name} rotation`}>
        {formatNumber(rotation)}°
      </span>
      {readOnly ? null : (
        <span className={styles.rotateControls}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`Rotate ${item.name} left`}
            title="Rotate left (hold to keep turning)"
            {...left}
          >
            <RotateIcon direction="left" />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`Rotate ${item.name} right`}
            title="Rotate right (hold to keep turning)"
            {...right}
          >
            <RotateIcon direction="right" />
          </button>
        </span>
      )}
      {warning ? <span className={styles.itemWarning}>{warning}</span> : null}
    </li>
  );
}

function RotateIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      style={direction === 'right' ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M9 5H4v5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M4.6 9.2A8 8 0 1 1 6 17.6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
