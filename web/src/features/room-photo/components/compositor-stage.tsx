import type { RoomPhoto } from '@contracts/board-pictures';
import type { KeyboardEvent, RefObject } from 'react';
import { useStageDrag } from '../hooks/use-stage-drag';
import { flip, moveBy, NUDGE, removeCutout, restack, scaleBy, SCALE_STEP, select, type Composition } from '../model/composition';
import styles from './room-compositor.module.css';

type Change = (c: Composition) => Composition;

/** What a key does to the focused piece. */
function keyAction(key: string, piece: string): Change | undefined {
  const actions: Record<string, Change> = {
    ArrowLeft: (c) => moveBy(c, piece, -NUDGE, 0),
    ArrowRight: (c) => moveBy(c, piece, NUDGE, 0),
    ArrowUp: (c) => moveBy(c, piece, 0, -NUDGE),
    ArrowDown: (c) => moveBy(c, piece, 0, NUDGE),
    '+': (c) => scaleBy(c, piece, SCALE_STEP),
    '=': (c) => scaleBy(c, piece, SCALE_STEP),
    '-': (c) => scaleBy(c, piece, 1 / SCALE_STEP),
    f: (c) => flip(c, piece),
    PageUp: (c) => restack(c, piece, 1),
    PageDown: (c) => restack(c, piece, -1),
    Delete: (c) => removeCutout(c, piece),
    Backspace: (c) => removeCutout(c, piece),
  };
  return actions[key];
}

interface CompositorStageProps {
  stageRef: RefObject<HTMLDivElement | null>;
  photo: RoomPhoto;
  composition: Composition;
  update: (change: Change) => void;
}

/** The room photo with the pieces on it: dragged by mouse or one finger, pinched or wheeled to size, moved by keys. */
export function CompositorStage({ stageRef, photo, composition, update }: CompositorStageProps) {
  const { onPiecePointerDown, stage } = useStageDrag(stageRef, {
    onGrab: (key) => update((c) => select(c, key)),
    onStep: (key, dx, dy, factor) =>
      update((c) => {
        const next = moveBy(c, key, dx, dy);
        return factor !== 1 ? scaleBy(next, key, factor) : next;
      }),
    onEmpty: () => update((c) => select(c, null)),
  });
  const selected = composition.selected;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const action = keyAction(event.key, key);
    if (!action) return;
    event.preventDefault();
    update(action);
  };

  return (
    <div className={styles.stageWrap}>
      <div
        ref={stageRef}
        className={styles.stage}
        style={{ aspectRatio: `${photo.width} / ${photo.height}`, width: `min(100%, calc(70vh * ${photo.width / photo.height}))` }}
        data-testid="room-stage"
        {...stage}
        onWheel={(event) => {
          if (selected) update((c) => scaleBy(c, selected, event.deltaY < 0 ? SCALE_STEP : 1 / SCALE_STEP));
        }}
      >
        <img src={photo.url} alt="Your room" className={styles.photo} draggable={false} />
        {composition.items.map((item) => (
          <button
            key={item.key}
            type="button"
            className={styles.cutout}
            data-key={item.key}
            data-x={item.x.toFixed(4)}
            data-y={item.y.toFixed(4)}
            data-width={item.width.toFixed(4)}
            data-flipped={item.flipped}
            aria-pressed={item.key === selected}
            aria-label={`${item.title} on the photo. Arrow keys move it, plus and minus size it.`}
            style={{
              left: `${(item.x - item.width / 2) * 100}%`,
              top: `${item.y * 100}%`,
              width: `${item.width * 100}%`,
              transform: `translateY(-50%)${item.flipped ? ' scaleX(-1)' : ''}`,
            }}
            onPointerDown={(event) => onPiecePointerDown(event, item.key)}
            onKeyDown={(event) => onKeyDown(event, item.key)}
          >
            <img src={item.src} alt="" draggable={false} />
          </button>
        ))}
      </div>
    </div>
  );
}
