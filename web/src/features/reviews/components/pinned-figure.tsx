import type { RoomLayout } from '@contracts/designer';
import type { ReviewBoardItem, ReviewNote } from '@contracts/reviews';
import { boardRoom } from '@room/board-room';
import { cm, px } from '@room/units';
import { toRoom, toScreen } from '@room/viewport';
import { type MouseEvent, type ReactNode, type Ref, useMemo } from 'react';
import { PlanKey, type PlanPiece, planViewport, RoomPlan } from '../../../components/ui/room-plan';
import { useElementWidth } from '../../../lib/use-element-width';
import { notePlace, notePoint } from '../model/plan-pins';
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

/** Where a pin stands, in percentages of its figure; the picture's notes are fractions of it. */
type Place = (note: { x: number; y: number }) => { left: number; top: number };
const asFractions: Place = (note) => ({ left: note.x * 100, top: note.y * 100 });

function Pins({ notes, target, place }: { notes: Pinned['notes']; target: PinTarget; place: Place }) {
  return (
    <>
      {notes.map((note, index) => {
        if (note.target !== target) return null;
        const at = place(note);
        return (
          <span key={index} className={styles.pin} style={{ left: `${at.left}%`, top: `${at.top}%` }} aria-hidden="true">
            {index + 1}
          </span>
        );
      })}
    </>
  );
}

function Canvas({
  target,
  notes,
  onPin,
  label,
  place = asFractions,
  canvasRef,
  children,
}: Pinned & { target: PinTarget; label: string; place?: Place; canvasRef?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div
      ref={canvasRef}
      className={[styles.canvas, onPin ? styles.editable : ''].join(' ')}
      data-pins={target}
      onClick={onPin ? (event) => onPin(pointOf(event)) : undefined}
      role={onPin ? 'presentation' : undefined}
      aria-label={label}
    >
      {children}
      <Pins notes={notes} target={target} place={place} />
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

/** A review board's products as the plan draws them; a blank name becomes 'Item N'. */
function planPieces(items: readonly ReviewBoardItem[]): PlanPiece[] {
  const positive = (value: number) => cm(Number.isFinite(value) && value > 0 ? value : 1);
  return items.map((item, index) => ({
    id: item.id,
    name: item.title.trim() || `Item ${index + 1}`,
    width: positive(item.width),
    length: positive(item.length),
    kind: item.kind,
    mount: item.mount,
    colour: item.colour ?? null,
  }));
}

/** Drawn this wide until the figure is measured (and in tests). */
const PLAN_WIDTH = 480;

/**
 * The board's plan as the room designer draws it (the saved layout, or the automatic arrangement of a board never laid
 * out), read-only, with the review's pins. A note's point stands for a place in the room (model/plan-pins.ts).
 */
export function PinnedPlan({ items, layout, ...pinned }: Pinned & { items: readonly ReviewBoardItem[]; layout: RoomLayout | null }) {
  const pieces = useMemo(() => planPieces(items), [items]);
  const plan = useMemo(() => boardRoom(pieces, layout), [pieces, layout]);
  const [ref, measured] = useElementWidth<HTMLDivElement>(PLAN_WIDTH);
  const width = px(Math.max(240, measured));
  const viewport = planViewport(plan.room, width);
  const place = (note: { x: number; y: number }) => {
    const at = toScreen(viewport, plan.room, notePlace(plan.room, note));
    return { left: (at.x / viewport.width) * 100, top: (at.y / viewport.height) * 100 };
  };
  const onPin = pinned.onPin;
  return (
    <figure className={styles.figure}>
      <Canvas
        target="plan"
        label="The board's plan"
        notes={pinned.notes}
        place={place}
        canvasRef={ref}
        onPin={
          onPin
            ? (point) =>
                onPin(
                  notePoint(plan.room, toRoom(viewport, plan.room, { x: px(point.x * viewport.width), y: px(point.y * viewport.height) })),
                )
            : undefined
        }
      >
        <RoomPlan plan={plan} pieces={pieces} width={width} label="The board's plan" />
      </Canvas>
      <figcaption className={styles.planCaption}>
        <span>
          {onPin ? 'Click the plan to pin a note.' : 'The plan'}
          {plan.automatic ? ' The room is not laid out yet: this is the automatic arrangement.' : ''}
        </span>
        <PlanKey plan={plan} pieces={pieces} />
      </figcaption>
    </figure>
  );
}
