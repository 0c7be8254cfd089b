import { type DoorSwing, rectInSwing } from './door-swing.js';
import { boundsOf, rectInsidePolygon, rectsOverlap, type PlacedRect, type Polygon } from './geometry.js';
import { cm, type Cm, type Deg, normaliseDegrees, roomPoint, type RoomPoint } from './units.js';

/** Where one item stands: its centre in room cm and its turn in degrees [0, 360). */
export interface Placement {
  readonly x: Cm;
  readonly y: Cm;
  readonly rotation: Deg;
}

export interface Footprint {
  readonly width: Cm;
  readonly length: Cm;
}

export const footprintAt = (item: Footprint, at: Placement): PlacedRect => ({
  center: roomPoint(at.x, at.y),
  width: item.width,
  length: item.length,
  rotation: at.rotation,
});

export const fitsRoom = (room: Polygon, item: Footprint, at: Placement) => rectInsidePolygon(footprintAt(item, at), room);

const SEARCH_STEPS = 24;

/** The last valid place on the straight way from `from` (valid) to `to` (not), by bisection. */
function lastValidAlong(room: Polygon, item: Footprint, from: Placement, to: RoomPoint): Placement {
  const at = (t: number): Placement => ({ ...from, x: cm(from.x + (to.x - from.x) * t), y: cm(from.y + (to.y - from.y) * t) });
  if (fitsRoom(room, item, at(1))) return at(1);
  let lo = 0;
  let hi = 1;
  for (let step = 0; step < SEARCH_STEPS; step += 1) {
    const mid = (lo + hi) / 2;
    if (fitsRoom(room, item, at(mid))) lo = mid;
    else hi = mid;
  }
  // Bisection stops a hair short of the wall; a flush fit reads better (20, not 19.9999).
  const found = at(lo);
  const tidy: Placement = { ...found, x: cm(Math.round(found.x * 1000) / 1000), y: cm(Math.round(found.y * 1000) / 1000) };
  return fitsRoom(room, item, tidy) ? tidy : found;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Moves an item towards `to` without letting it leave the room. When the target is outside, the
 * item stops at the last valid place along the drag, then slides along the wall on whichever axis
 * brings it nearer the target, so a drag into a wall glides instead of sticking.
 */
export function clampMove(room: Polygon, item: Footprint, from: Placement, to: RoomPoint): Placement {
  const target: Placement = { ...from, x: to.x, y: to.y };
  if (fitsRoom(room, item, target)) return target;
  if (!fitsRoom(room, item, from)) return clampToBounds(room, target);
  const stop = lastValidAlong(room, item, from, to);
  const slides = [
    stop,
    lastValidAlong(room, item, stop, roomPoint(to.x, stop.y)),
    lastValidAlong(room, item, stop, roomPoint(stop.x, to.y)),
  ];
  return slides.reduce((best, candidate) => (distance(candidate, to) < distance(best, to) - 1e-9 ? candidate : best));
}

/** An item that fits nowhere (the room's shape is too tight) may still be moved around the room's box. */
function clampToBounds(room: Polygon, at: Placement): Placement {
  const box = boundsOf(room);
  return { ...at, x: cm(Math.min(box.maxX, Math.max(box.minX, at.x))), y: cm(Math.min(box.maxY, Math.max(box.minY, at.y))) };
}

const RING_DIRECTIONS = 16;

/**
 * Turns an item by `by` degrees. When the turned footprint would cross a wall (say, tucked into the
 * inner corner of an L), it is pushed to the nearest place where it fits, up to half its longer
 * side away; if there is none, the turn is refused and null comes back.
 */
export function rotateWithin(room: Polygon, item: Footprint, from: Placement, by: Deg): Placement | null {
  const turned: Placement = { ...from, rotation: normaliseDegrees(from.rotation + by) };
  if (!fitsRoom(room, item, from)) return turned;
  if (fitsRoom(room, item, turned)) return turned;
  const reach = Math.max(item.width, item.length) / 2;
  const step = Math.max(0.5, reach / 60);
  for (let radius = step; radius <= reach + 1e-9; radius += step) {
    for (let k = 0; k < RING_DIRECTIONS; k += 1) {
      const angle = (2 * Math.PI * k) / RING_DIRECTIONS;
      const candidate: Placement = { ...turned, x: cm(from.x + radius * Math.cos(angle)), y: cm(from.y + radius * Math.sin(angle)) };
      if (fitsRoom(room, item, candidate)) return candidate;
    }
  }
  return null;
}

/**
 * A first place for an item: scanning the room in reading order, the first spot where it fits
 * without touching what is already placed nor standing in a door's swing, upright or turned a quarter; failing that,
 * the first spot where it fits at all (the overlap then shows in the warning colour); failing that, null.
 */
export function findSpot(
  room: Polygon,
  item: Footprint,
  others: readonly PlacedRect[],
  swings: readonly DoorSwing[] = [],
): Placement | null {
  const box = boundsOf(room);
  const grid = Math.max(1, Math.min(box.maxX - box.minX, box.maxY - box.minY) / 40);
  let fallback: Placement | null = null;
  for (const rotation of [normaliseDegrees(0), normaliseDegrees(90)]) {
    const half = rotation === 0 ? { w: item.width / 2, l: item.length / 2 } : { w: item.length / 2, l: item.width / 2 };
    for (let y = box.minY + half.l; y <= box.maxY - half.l + 1e-9; y += grid) {
      for (let x = box.minX + half.w; x <= box.maxX - half.w + 1e-9; x += grid) {
        const at: Placement = { x: cm(x), y: cm(y), rotation };
        if (!fitsRoom(room, item, at)) continue;
        const rect = footprintAt(item, at);
        if (!others.some((other) => rectsOverlap(rect, other)) && !swings.some((swing) => rectInSwing(rect, swing))) return at;
        fallback ??= at;
      }
    }
  }
  return fallback;
}
