/**
 * Doors and windows on the room's walls (the layout's optional `openings`), shared by the designer, the 3D view and the
 * studio generator. A door swings into the room through a quarter circle as wide as the door (door-swing.ts): no furniture
 * may stand there.
 */
import type { Opening } from '../contracts/designer.js';
import { type DoorSwing, doorSwing, rectInSwing } from './door-swing.js';
import type { PlacedRect, Polygon } from './geometry.js';
import { type RoomPoint, roomPoint } from './units.js';
import { wallsOf, type Wall } from './walls.js';

export const DOOR_WIDTH = 80;
export const WINDOW_WIDTH = 120;
export const MIN_OPENING_WIDTH = 30;

/** An opening where it is: its wall, its two ends and its centre on the wall. */
export interface PlacedOpening {
  readonly opening: Opening;
  readonly wall: Wall;
  readonly start: RoomPoint;
  readonly end: RoomPoint;
  readonly centre: RoomPoint;
}

/**
 * The classic door of layouts saved before openings: in the middle of the longest wall on the room's near side (the
 * largest plan y), hinged on its left.
 */
export function defaultDoor(outline: Polygon): Opening {
  const walls = wallsOf(outline);
  const midY = (wall: Wall) => wall.start.y + (wall.direction.y * wall.length) / 2;
  const near = walls.filter((wall) => wall.inward.y < -0.5);
  const pick = (near.length ? near : walls).reduce((a, b) =>
    b.length > a.length + 1e-6 || (Math.abs(b.length - a.length) <= 1e-6 && midY(b) > midY(a)) ? b : a,
  );
  return { id: 'door-1', kind: 'door', wall: pick.index, offset: pick.length / 2, width: Math.min(DOOR_WIDTH, pick.length), hinge: 'left' };
}

/** The layout's openings, or the classic door when it has none listed. */
export const openingsOf = (layout: { openings?: readonly Opening[] }, outline: Polygon): readonly Opening[] =>
  layout.openings ?? [defaultDoor(outline)];

/** The opening on its wall, its width and centre kept on the wall; null when the outline has no such wall. */
export function placeOpening(outline: Polygon, opening: Opening): PlacedOpening | null {
  const wall = wallsOf(outline)[opening.wall];
  if (!wall) return null;
  const width = Math.min(opening.width, wall.length);
  const t = Math.min(wall.length - width / 2, Math.max(width / 2, opening.offset));
  const at = (d: number) => roomPoint(wall.start.x + wall.direction.x * d, wall.start.y + wall.direction.y * d);
  return { opening: { ...opening, width, offset: t }, wall, start: at(t - width / 2), end: at(t + width / 2), centre: at(t) };
}

/** The swings of the doors among `openings` (windows have none). */
export function doorSwings(outline: Polygon, openings: readonly Opening[]): DoorSwing[] {
  return openings.flatMap((o) => {
    const placed = o.kind === 'door' ? placeOpening(outline, o) : null;
    return placed ? [doorSwing(placed)] : [];
  });
}

/** The nearest place on any wall for an opening `width` wide dragged to `point`: its wall and centre offset. */
export function nearestWallSpot(outline: Polygon, point: { x: number; y: number }, width: number): { wall: number; offset: number } {
  let best = { wall: 0, offset: 0, distance: Infinity };
  for (const wall of wallsOf(outline)) {
    if (wall.length < MIN_OPENING_WIDTH) continue;
    const along = (point.x - wall.start.x) * wall.direction.x + (point.y - wall.start.y) * wall.direction.y;
    const w = Math.min(width, wall.length);
    const t = Math.min(wall.length - w / 2, Math.max(w / 2, along));
    const distance = Math.hypot(point.x - (wall.start.x + wall.direction.x * t), point.y - (wall.start.y + wall.direction.y * t));
    if (distance < best.distance) best = { wall: wall.index, offset: t, distance };
  }
  return { wall: best.wall, offset: best.offset };
}

/** Space kept between two openings on one wall. */
const OPENING_GAP = 10;

/**
 * Where a new opening `width` wide goes: the spot nearest `target` (nearestWallSpot), moved along its wall to the
 * nearest place clear of the openings already there, else the first other wall with room for it; the spot nearest
 * `target` when every wall is full. A second window added lands beside the first, never hidden under it.
 */
export function freeWallSpot(
  outline: Polygon,
  openings: readonly Opening[],
  target: { x: number; y: number },
  width: number,
): { wall: number; offset: number } {
  const nearest = nearestWallSpot(outline, target, width);
  const walls = wallsOf(outline);
  const order = [nearest.wall, ...walls.map((wall) => wall.index).filter((index) => index !== nearest.wall)];
  for (const index of order) {
    const wall = walls[index]!;
    const w = Math.min(width, wall.length);
    if (w < MIN_OPENING_WIDTH) continue;
    const taken = openings
      .map((opening) => (opening.wall === index ? placeOpening(outline, opening)?.opening : undefined))
      .filter((placed): placed is Opening => placed !== undefined)
      .map((placed) => [placed.offset - placed.width / 2 - OPENING_GAP, placed.offset + placed.width / 2 + OPENING_GAP] as const);
    const clear = (offset: number) => taken.every(([from, to]) => offset + w / 2 <= from || offset - w / 2 >= to);
    const wanted = index === nearest.wall ? nearest.offset : wall.length / 2;
    // The candidates: the wanted spot, and each end of every taken stretch, nearest the wanted spot first.
    const candidates = [wanted, ...taken.flatMap(([from, to]) => [from - w / 2, to + w / 2])]
      .filter((offset) => offset >= w / 2 - 1e-6 && offset <= wall.length - w / 2 + 1e-6)
      .sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted));
    const spot = candidates.find(clear);
    if (spot !== undefined) return { wall: index, offset: spot };
  }
  return nearest;
}

/** Ids of the footprints that stand in a door's swing. */
export function inDoorSwing(
  outline: Polygon,
  openings: readonly Opening[],
  footprints: ReadonlyArray<{ id: string; rect: PlacedRect }>,
): Set<string> {
  const swings = doorSwings(outline, openings);
  return new Set(footprints.filter((f) => swings.some((swing) => rectInSwing(f.rect, swing))).map((f) => f.id));
}
