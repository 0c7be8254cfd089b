/**
 * The room-photo compositor's model: the board's cutouts placed on the user's photo, back to front. Positions and sizes
 * are fractions of the photo (0..1), so the same composition draws on the screen at any size and on the saved canvas at
 * the photo's own size. Pure: no React, no DOM.
 */
import { ROOM_PIECE_MAX_WIDTH, ROOM_PIECE_MIN_WIDTH, type RoomPiece } from '@contracts/board-pictures';

/** A cutout on the photo: its centre (`x`, `y`) and `width` as fractions of the photo; `aspect` is its height / width in pixels. */
export interface Placed {
  key: string;
  productId: string;
  title: string;
  src: string;
  x: number;
  y: number;
  width: number;
  aspect: number;
  flipped: boolean;
}

export interface Composition {
  /** Back to front: the last one is drawn last, in front of the others. */
  items: Placed[];
  selected: string | null;
}

export const EMPTY: Composition = { items: [], selected: null };

/** The smallest and largest a cutout may be, as a fraction of the photo's width. */
export const MIN_WIDTH = ROOM_PIECE_MIN_WIDTH;
export const MAX_WIDTH = ROOM_PIECE_MAX_WIDTH;
/** A new cutout's width, and the step of 'Larger' / 'Smaller'. */
export const START_WIDTH = 0.3;
export const SCALE_STEP = 1.15;
/** How far an arrow key moves a cutout, as a fraction of the photo. */
export const NUDGE = 0.01;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function change(composition: Composition, key: string, update: (item: Placed) => Placed): Composition {
  return { ...composition, items: composition.items.map((item) => (item.key === key ? update(item) : item)) };
}

/**
 * A cutout added in front and selected: where it was dropped (`at`, fractions of the photo), or else a little below the
 * middle (where furniture stands).
 */
export function addCutout(
  composition: Composition,
  cutout: { productId: string; title: string; src: string; aspect: number },
  key: string,
  at?: { x: number; y: number },
): Composition {
  const count = composition.items.length;
  // Side by side (left, middle, right, again), so that a new piece never hides the one before.
  const spot = at ? { x: clamp(at.x, 0, 1), y: clamp(at.y, 0, 1) } : { x: 0.25 + (count % 3) * 0.25, y: 0.6 };
  const placed: Placed = { ...cutout, key, ...spot, width: START_WIDTH, flipped: false };
  return { items: [...composition.items, placed], selected: key };
}

export function select(composition: Composition, key: string | null): Composition {
  return { ...composition, selected: key };
}

/** Moves the cutout's centre by (dx, dy) fractions of the photo; the centre stays on the photo. */
export function moveBy(composition: Composition, key: string, dx: number, dy: number): Composition {
  return change(composition, key, (item) => ({ ...item, x: clamp(item.x + dx, 0, 1), y: clamp(item.y + dy, 0, 1) }));
}

/** Scales the cutout about its centre by `factor`, within MIN_WIDTH..MAX_WIDTH of the photo's width. */
export function scaleBy(composition: Composition, key: string, factor: number): Composition {
  return change(composition, key, (item) => ({ ...item, width: clamp(item.width * factor, MIN_WIDTH, MAX_WIDTH) }));
}

export function flip(composition: Composition, key: string): Composition {
  return change(composition, key, (item) => ({ ...item, flipped: !item.flipped }));
}

/** One step towards the front (+1) or the back (-1) of the stack. */
export function restack(composition: Composition, key: string, step: 1 | -1): Composition {
  const at = composition.items.findIndex((item) => item.key === key);
  const to = at + step;
  if (at < 0 || to < 0 || to >= composition.items.length) return composition;
  const items = [...composition.items];
  [items[at], items[to]] = [items[to]!, items[at]!];
  return { ...composition, items };
}

export function removeCutout(composition: Composition, key: string): Composition {
  return {
    items: composition.items.filter((item) => item.key !== key),
    selected: composition.selected === key ? null : composition.selected,
  };
}

export function canMove(composition: Composition, key: string, step: 1 | -1): boolean {
  const at = composition.items.findIndex((item) => item.key === key);
  return at >= 0 && at + step >= 0 && at + step < composition.items.length;
}

/** Where a cutout is drawn on a photo `width` x `height` pixels: its box in pixels (left, top, width, height). */
export function boxOf(item: Placed, width: number, height: number): { left: number; top: number; width: number; height: number } {
  const w = item.width * width;
  const h = w * item.aspect;
  return { left: item.x * width - w / 2, top: item.y * height - h / 2, width: w, height: h };
}

/** A board piece that can be placed: its product, its name and its cutout's address. */
export interface PieceSource {
  productId: string;
  title: string;
  url: string;
}

/** What is kept of a composition with the room photo: each piece's product and place, back to front. */
export function toPieces(composition: Composition): RoomPiece[] {
  return composition.items.map(({ productId, x, y, width, aspect, flipped }) => ({ productId, x, y, width, aspect, flipped }));
}

/**
 * A kept composition placed again, nothing selected: keys `p1`, `p2`... in order; a piece whose product is no longer
 * on the board (its products were edited) is left out.
 */
export function fromPieces(pieces: readonly RoomPiece[], sources: readonly PieceSource[]): Composition {
  const byProduct = new Map(sources.map((source) => [source.productId, source]));
  const items = pieces.flatMap((piece, index): Placed[] => {
    const source = byProduct.get(piece.productId);
    return source ? [{ ...piece, key: `p${index + 1}`, title: source.title, src: source.url }] : [];
  });
  return { items, selected: null };
}
