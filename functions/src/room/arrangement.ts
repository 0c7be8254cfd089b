/**
 * The automatic arrangement: a sensible first layout for a board's products in a room of any of the six shapes.
 * Large pieces stand against walls, a rug lies under the bed or the seating, chairs go round the dining table,
 * nightstands and lamps beside the bed or the sofa, a bath against the longest wall with the vanity and toilet on the
 * others; no furniture stands in a door's swing. Accessories (mount 'accessory') are not placed. Pure and
 * deterministic: the same room, items and variant give the same layout. The designer, the 3D view and the studio
 * generator's picture all start from it. Conventions: walls.ts.
 */
import type { Opening, RoomLayout, RoomShapeId } from '../contracts/designer.js';
import { Arranger, type Candidate, footprint, type Placed, placementAt } from './arranger.js';
import { rectsOverlap } from './geometry.js';
import { rugSpots, seatSpots } from './group-spots.js';
import { type ArrangeItem, canCollide, mountOf, type Role, roleOf } from './item-roles.js';
import { doorSwings } from './openings.js';
import { fitsRoom, footprintAt, type Placement } from './placement.js';
import { roomOutline } from './room-shapes.js';
import { cm, deg } from './units.js';
import { forwardOf, offset, rotationFacing, sideOf } from './walls.js';

interface ArrangeRoom {
  readonly width: number;
  readonly length: number;
  readonly shape: RoomShapeId;
  /** The room's doors and windows: furniture keeps out of every door's swing. */
  readonly openings?: readonly Opening[];
}

interface ArrangeOptions {
  /** 0 (the default) is the canonical layout; other numbers vary walls and sides, the same number the same way. */
  readonly variant?: number;
}

/** Thrown in strict mode as soon as an item finds no proper place: the room is too small, no need to finish. */
class NoRoom extends Error {}

/** One arrangement in progress: the arranger, the floor items by role, and how a found (or missing) place is kept. */
class Arrangement {
  readonly arranger: Arranger;
  readonly floor: readonly ArrangeItem[];
  readonly hasBed: boolean;

  constructor(
    room: ArrangeRoom,
    items: readonly ArrangeItem[],
    variant: number,
    readonly strict: boolean,
  ) {
    const outline = roomOutline(room.shape, { width: cm(room.width), length: cm(room.length) });
    this.arranger = new Arranger(outline, doorSwings(outline, room.openings ?? []), variant);
    this.floor = items.filter((item) => mountOf(item) !== 'accessory');
    this.hasBed = this.floor.some((item) => item.kind === 'bed' || item.kind === 'mattress');
    if (strict && this.floor.some((item) => this.tooBig(item))) throw new NoRoom();
  }

  /** Larger than the room's box whichever way it turns. */
  tooBig(item: ArrangeItem): boolean {
    const box = this.arranger.box;
    const [short = 0, long = 0] = [box.maxX - box.minX, box.maxY - box.minY].sort((a, b) => a - b);
    return Math.min(item.width, item.length) > short || Math.max(item.width, item.length) > long;
  }

  /** The floor items of a role, largest first. */
  byRole(role: Role): ArrangeItem[] {
    return this.floor.filter((item) => roleOf(item, this.hasBed) === role).sort((a, b) => b.width * b.length - a.width * a.length);
  }

  /** Puts an item where it was found; without a place, strict mode gives up and a large piece counts as misplaced. */
  put(item: ArrangeItem, role: Role, at: Placement | null): Placed {
    if (!at && this.strict) throw new NoRoom();
    if (!at && (role === 'bed' || role === 'sofa' || role === 'tub' || role === 'storage' || role === 'rug'))
      this.arranger.misplaced.add(item.id);
    return this.arranger.put(item, role, at ?? this.arranger.fallback(item));
  }
}

/** With a bed frame, a mattress goes into it (centred, turned with it); without one, the mattress is the bed. */
function placeBeds(a: Arrangement): Placed[] {
  const frames = a.byRole('bed').filter((item) => item.kind === 'bed');
  const beds = (frames.length ? frames : a.byRole('bed')).map((bed) => a.put(bed, 'bed', a.arranger.anchor(bed, 60)));
  const frame = frames.length ? beds[0]?.at : undefined;
  if (frame)
    for (const mattress of a.byRole('bed').filter((item) => item.kind === 'mattress'))
      a.put(mattress, 'bed', placementAt(frame.x, frame.y, frame.rotation));
  return beds;
}

/** A coffee table in front of the sofa. */
function coffeeTableSpots(sofa: Placed, table: ArrangeItem): Candidate[] {
  const front = forwardOf(sofa.at.rotation);
  return [40, 30, 50, 60, 25].flatMap((gap, order) =>
    [0, -30, 30].map((shift) => {
      const centre = offset(sofa.at, [front, sofa.item.length / 2 + gap + table.length / 2], [sideOf(sofa.at.rotation), shift]);
      return { at: placementAt(centre.x, centre.y, sofa.at.rotation), score: order + Math.abs(shift) / 10 };
    }),
  );
}

/** Tables: before a sofa without dining seats, along a wall in a bedroom, else central with room for the seats round it. */
function placeTables(a: Arrangement, sofas: readonly Placed[], beds: readonly Placed[], seats: readonly ArrangeItem[]): Placed[] {
  const tables: Placed[] = [];
  for (const table of a.byRole('table')) {
    const sofa = sofas[0];
    if (sofa && seats.length === 0 && tables.length === 0) {
      tables.push(a.put(table, 'table', a.arranger.best(table, coffeeTableSpots(sofa, table))));
      continue;
    }
    if (beds.length > 0 && seats.length === 0) {
      tables.push(a.put(table, 'table', a.arranger.alongWall(table, false)));
      continue;
    }
    const depth = Math.max(45, ...seats.map((seat) => seat.length)) + 5;
    const longX = table.width >= table.length;
    const box = a.arranger.box;
    // The table's long side along the room's long side.
    const rotations = longX === box.maxX - box.minX >= box.maxY - box.minY ? [0, 90] : [90, 0];
    const grow = seats.length ? (longX ? { width: 0, length: 2 * depth } : { width: 2 * depth, length: 0 }) : { width: 0, length: 0 };
    const at =
      a.arranger.central(table, a.arranger.centre, rotations, grow) ??
      a.arranger.central(table, a.arranger.centre, rotations, { width: 0, length: 0 });
    tables.push(a.put(table, 'table', at));
  }
  return tables;
}

/** Seats round the first table, each facing it; without a table, in the corners. */
function placeSeats(a: Arrangement, table: Placed | undefined, seats: readonly ArrangeItem[]) {
  if (!table) {
    for (const seat of seats) a.put(seat, 'seat', a.arranger.alongWall(seat, true));
    return;
  }
  const spots = seatSpots(table, seats);
  for (const seat of seats) {
    let at: Placement | null = null;
    while (!at && spots.length) at = a.arranger.best(seat, spots.shift()?.(seat) ?? []);
    a.put(seat, 'seat', at ?? a.arranger.alongWall(seat, true));
  }
}

/** An armchair at an end of the sofa turned to the seating, or across from it; else beside the bed or in a corner. */
function placeArmchairs(a: Arrangement, sofa: Placed | undefined, bed: Placed | undefined) {
  for (const chair of a.byRole('armchair')) {
    let at: Placement | null = null;
    if (sofa) {
      const front = forwardOf(sofa.at.rotation);
      const side = sideOf(sofa.at.rotation);
      const ends = (a.arranger.flip ? [1, -1] : [-1, 1]).flatMap((sign, order) =>
        [20, 35, 5].map((gap, k) => {
          const centre = offset(sofa.at, [side, sign * (sofa.item.width / 2 + chair.length / 2 + gap)], [front, sofa.item.length / 2 + 30]);
          // Turned a quarter to face the middle of the seating.
          const facing = { x: -sign * side.x, y: -sign * side.y };
          return { at: placementAt(centre.x, centre.y, rotationFacing(facing)), score: order * 10 + k };
        }),
      );
      const across = [140, 170, 200].map((gap, k) => {
        const centre = offset(sofa.at, [front, sofa.item.length / 2 + gap + chair.length / 2]);
        return { at: placementAt(centre.x, centre.y, sofa.at.rotation + 180), score: 30 + k };
      });
      at = a.arranger.best(chair, [...ends, ...across]);
    }
    a.put(chair, 'armchair', at ?? (bed && a.arranger.beside(chair, bed)) ?? a.arranger.alongWall(chair, true));
  }
}

/** A bench at the foot of the bed; else along a wall. */
function placeBenches(a: Arrangement, bed: Placed | undefined): Placed[] {
  return a.byRole('bench').map((bench) => {
    let at: Placement | null = null;
    if (bed) {
      const front = forwardOf(bed.at.rotation);
      at = a.arranger.best(
        bench,
        [2, 10, 20].map((gap, score) => {
          const centre = offset(bed.at, [front, bed.item.length / 2 + gap + bench.length / 2]);
          return { at: placementAt(centre.x, centre.y, bed.at.rotation), score };
        }),
      );
    }
    return a.put(bench, 'bench', at ?? a.arranger.alongWall(bench, false));
  });
}

/** Each rug under the next anchor that has room for it: a bed, the seating, a table, a bath's front or a bath bench. */
function placeRugs(a: Arrangement, anchors: Array<{ anchor: Placed; reach: number }>) {
  for (const rug of a.byRole('rug')) {
    const underSomething = anchors.length > 0;
    let at: Placement | null = null;
    while (!at && anchors.length) {
      const next = anchors.shift();
      if (next) at = a.arranger.best(rug, rugSpots(rug, next.anchor, next.reach));
    }
    if (!at && underSomething) {
      if (a.strict) throw new NoRoom();
      a.arranger.misplaced.add(rug.id);
    }
    a.put(rug, 'rug', at ?? a.arranger.central(rug, a.arranger.centre, [0, 90], { width: 0, length: 0 }));
  }
}

function arrange(room: ArrangeRoom, items: readonly ArrangeItem[], options: ArrangeOptions, strict = false) {
  const a = new Arrangement(room, items, Math.max(0, Math.floor(options.variant ?? 0)), strict);
  const { arranger } = a;
  const beds = placeBeds(a);
  const sofas = a.byRole('sofa').map((sofa) => a.put(sofa, 'sofa', arranger.anchor(sofa, 90)));
  const tubs = a.byRole('tub').map((tub) => a.put(tub, 'tub', arranger.anchor(tub, 60)));
  const seats = a.byRole('seat');
  const tables = placeTables(a, sofas, beds, seats);
  placeSeats(a, tables[0], seats);
  for (const storage of a.byRole('storage')) a.put(storage, 'storage', arranger.alongWall(storage, false));
  for (const stand of a.byRole('nightstand')) {
    const bed = beds[0];
    a.put(stand, 'nightstand', (bed && arranger.beside(stand, bed)) ?? arranger.alongWall(stand, true));
  }
  placeArmchairs(a, sofas[0], beds[0]);
  for (const lamp of a.byRole('lamp')) {
    const anchor = beds[0] ?? sofas[0];
    a.put(lamp, 'lamp', (anchor && arranger.beside(lamp, anchor)) ?? arranger.alongWall(lamp, true));
  }
  const benches = placeBenches(a, beds[0]);
  for (const small of a.byRole('small')) a.put(small, 'small', arranger.alongWall(small, true));
  placeRugs(a, [
    ...beds.map((anchor) => ({ anchor, reach: anchor.item.length * 0.6 })),
    ...sofas.map((anchor) => ({ anchor, reach: 25 })),
    ...tables.map((anchor) => ({ anchor, reach: 0 })),
    // A bath mat at the bath's side, or in front of the bath's bench.
    ...tubs.map((anchor) => ({ anchor, reach: 8 })),
    ...benches.filter(() => beds.length === 0).map((anchor) => ({ anchor, reach: 8 })),
  ]);

  const layout: RoomLayout = {
    width: room.width,
    length: room.length,
    shape: room.shape,
    items: a.floor.flatMap((item) => {
      const placed = arranger.placed.get(item.id);
      return placed ? [{ id: item.id, x: placed.at.x, y: placed.at.y, rotation: placed.at.rotation }] : [];
    }),
    ...(room.openings ? { openings: [...room.openings] } : {}),
  };
  return { layout, misplaced: arranger.misplaced };
}

/**
 * A sensible first layout of `items` in `room`: every floor item and rug placed (accessories are left out), inside
 * the room, clear of one another (furniture may stand on rugs) and of the doors' swings wherever the room has the space.
 */
export function arrangeRoom(room: ArrangeRoom, items: readonly ArrangeItem[], options: ArrangeOptions = {}): RoomLayout {
  return arrange(room, items, options).layout;
}

/**
 * Whether the canonical arrangement puts every item in its proper place in `room`, inside it and with no collision: the
 * test the designer's starting room size grows by (room-size.ts).
 */
export function arrangesCleanly(room: ArrangeRoom, items: readonly ArrangeItem[]): boolean {
  try {
    const problems = layoutProblems(arrange(room, items, {}, true).layout, items);
    return problems.outside.size === 0 && problems.overlapping.size === 0;
  } catch (error) {
    if (error instanceof NoRoom) return false;
    throw error;
  }
}

/** What is wrong with a layout: items outside the room's shape, and items that collide (rugs excepted). */
export function layoutProblems(layout: RoomLayout, items: readonly ArrangeItem[]): { outside: Set<string>; overlapping: Set<string> } {
  const outline = roomOutline(layout.shape, { width: cm(layout.width), length: cm(layout.length) });
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = layout.items.flatMap((entry) => {
    const item = byId.get(entry.id);
    const at = { x: cm(entry.x), y: cm(entry.y), rotation: deg(entry.rotation) };
    return item ? [{ item, at, rect: footprintAt(footprint(item), at) }] : [];
  });
  const outside = new Set(placed.filter((p) => !fitsRoom(outline, footprint(p.item), p.at)).map((p) => p.item.id));
  const overlapping = new Set<string>();
  placed.forEach((a, i) =>
    placed.slice(i + 1).forEach((b) => {
      if (canCollide(a.item, b.item) && rectsOverlap(a.rect, b.rect)) overlapping.add(a.item.id).add(b.item.id);
    }),
  );
  return { outside, overlapping };
}
