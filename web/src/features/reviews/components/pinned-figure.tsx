import type { RoomLayout } from '@contracts/designer';
import type { ReviewNote } from '@contracts/reviews';
import type { MouseEvent } from 'react';
import styles from './reviews.module.css';

export type PinTarget = ReviewNote['target'];

interface Pinned {
  /** The notes, numbered from 1 across both figures; only this figure's are drawn. */
  notes: ReadonlyArray<Pick<ReviewNote, 'target' | 'x' | 'y'>>;
  /** Where a click (a real pointer's) pins a new note, in fractions of the figure; absent: read only. */
  onPin?: (point: { x: number; y: number }) => void;
}

/** The point of a click inside the element, as fractions of its width and height (0..1). */
function pointOf(event: MouseEvent<HTMLElement>): { x: number; y: number } {
  const box = event.currentTarget.getBoundingClientRect();
  const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
  return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
}

function Pins({ notes, target }: { notes: Pinned['notes']; target: PinTarget }) {
  return (
    <>
      {notes.map((note, index) =>
        note.target === target ? (
          <span key={index} className={styles.pin} style={{ left: `${note.x * 100}%`, top: `${note.y * 100}%` }} aria-hidden="true">
            {index + 1}
          </span>
        ) : null,
      )}
    </>
  );
}

function Canvas({ target, notes, onPin, label, children }: Pinned & { target: PinTarget; label: string; children: React.ReactNode }) {
  return (
    <div
      className={[styles.canvas, onPin ? styles.editable : ''].join(' ')}
      data-pins={target}
      onClick={onPin ? (event) => onPin(pointOf(event)) : undefined}
      role={onPin ? 'presentation' : undefined}
      aria-label={label}
    >
      {children}
      <Pins notes={notes} target={target} />
    </div>
  );
}

/** The board's picture with the review's numbered pins over it. */
export function PinnedPicture({ url, title, ...pinned }: Pinned & { url: string | null; title: string }) {
  return (
    <figure className={styles.figure}>
      <Canvas target="picture" label={`The picture of ${title}`} {...pinned}>
        {url ? <img src={url} alt={`The picture of ${title}`} draggable={false} /> : <svg viewBox="0 0 4 3" aria-hidden="true" />}
      </Canvas>
      <figcaption>{pinned.onPin ? 'Click the picture to pin a note.' : 'The board'}</figcaption>
    </figure>
  );
}

/** The board's plan, drawn from its layout (the room and each product's place, seen from above), with its pins. */
export function PinnedPlan({ layout, ...pinned }: Pinned & { layout: RoomLayout }) {
  const pad = Math.max(layout.width, layout.length) * 0.04;
  const piece = Math.max(layout.width, layout.length) * 0.09;
  return (
    <figure className={styles.figure}>
      <Canvas target="plan" label="The board's plan" {...pinned}>
        <svg viewBox={`${-pad} ${-pad} ${layout.width + 2 * pad} ${layout.length + 2 * pad}`} role="img" aria-label="The board's plan">
          <rect
            x={0}
            y={0}
            width={layout.width}
            height={layout.length}
            fill="var(--color-bg)"
            stroke="var(--color-ink)"
            strokeWidth={pad / 3}
          />
          {layout.items.map((item) => (
            <rect
              key={item.id}
              x={item.x - piece / 2}
              y={item.y - piece / 2}
              width={piece}
              height={piece}
              rx={piece / 6}
              fill="var(--color-muted)"
              opacity={0.45}
              transform={`rotate(${item.rotation} ${item.x} ${item.y})`}
            />
          ))}
        </svg>
      </Canvas>
      <figcaption>{pinned.onPin ? 'Click the plan to pin a note.' : 'The plan'}</figcaption>
    </figure>
  );
}
