/**
 * The automatic arrangement: a sensible first layout for a board's products in a room of any of the six shapes.
 * Large pieces stand against walls, a rug lies under the bed or the seating, chairs go round the dining table,
 * nightstands and lamps beside the bed or the sofa. Accessories (mount 'accessory') are not placed. Pure and
 * deterministic: the same room, items and variant give the same layout. The designer, the 3D view and the studio
 * generator's picture all start from it.
 *
 * Conventions (those of the designer's layout): x and y are the item's centre in cm from the room's top-left, y down;
 * rotation turns it clockwise on screen. Unturned, an item's width runs along x and its back is its -y side, so a bed
 * at rotation 0 has its headboard towards the top wall and its foot (its front, +y) towards the room.
 */
import type { RoomLayout, RoomShapeId } from '../contracts/designer.js';
import { kindMount, type ProductKind, type ProductMount } from '../contracts/product-kinds.js';
import { boundsOf, type Box, rectsOverlap, signedArea, type PlacedRect, type Polygon } from './geometry.js';
import { findSpot, fitsRoom, footprintAt, type Footprint, type Placement } from './placement.js';
import { roomOutline } from './room-shapes.js';
import { cm, type Cm, deg, formatSize, type LengthUnit, normaliseDegrees } from './units.js';

/** A product as the arrangement takes it: sizes in cm (width along the wall it backs onto, length away from it). */
export interface ArrangeItem {
  readonly id: string;
  readonly width: number;
  readonly length: number;
  readonly kind?: ProductKind;
  readonly mount?: ProductMount;
}

export interface ArrangeRoom {
  readonly width: number;
  readonly length: number;
  readonly shape: RoomShapeId;
}

export interface ArrangeOptions {
  /** 0 (the default) is the canonical layout; other numbers vary walls and sides, the same number the same way. */
  readonly variant?: number;
}

/** The seed's room side (spec section 9), in cm. */
export const SEED_ROOM_SIDE = 200;
const ROOM_STEP = 10;
const MAX_GROW_STEPS = 400;

export const mountOf = (item: Pick<ArrangeItem, 'kind' | 'mount'>): ProductMount =>
  item.mount ?? (item.kind ? kindMount(item.kind) : 'floor');

/** A mattress and a bed frame: the mattress lies in the frame. */
const mattressInFrame = (a: Pick<ArrangeItem, 'kind'>, b: Pick<ArrangeItem, 'kind'>) =>
  (a.kind === 'mattress' && b.kind === 'bed') || (a.kind === 'bed' && b.kind === 'mattress');

/**
 * Rugs are a floor layer: furniture may stand on a rug, so only two rugs or two pieces of furniture can collide; a
 * mattress lies in a bed frame, so those two do not either.
 */
export const canCollide = (a: Pick<ArrangeItem, 'kind' | 'mount'>, b: Pick<ArrangeItem, 'kind' | 'mount'>) =>
  (mountOf(a) === 'rug') === (mountOf(b) === 'rug') && !mattressInFrame(a, b);

type Role = 'bed' | 'sofa' | 'table' | 'seat' | 'armchair' | 'nightstand' | 'storage' | 'lamp' | 'bench' | 'rug' | 'small';

const SMALL_STORAGE = 70;
const LARGE_UNKNOWN = 120;

function roleOf(item: ArrangeItem, hasBed: boolean): Role {
  if (mountOf(item) === 'rug') return 'rug';
  const biggest = Math.max(item.width, item.length);
  switch (item.kind) {
    case 'bed':
    case 'mattress':
      return 'bed';
    case 'sofa':
      return 'sofa';
    case 'table':
      return 'table';
    case 'dining-chair':
    case 'stool':
      return 'seat';
    case 'armchair':
      return 'armchair';
    case 'storage':
      return hasBed && biggest <= SMALL_STORAGE ? 'nightstand' : 'storage';
    case 'lamp':
      return 'lamp';
    case 'bench':
      return 'bench';
    case undefined:
      return biggest >= LARGE_UNKNOWN ? 'storage' : 'small';
    default:
      return 'small';
  }
}

interface Vec {
  readonly x: number;
  readonly y: number;
}

const radians = (angle: number) => (angle * Math.PI) / 180;
/** The item's front (its local +y) in room space: a bed's foot, a sofa's seat, a chair's knees. */
const forwardOf = (rotation: number): Vec => ({ x: -Math.sin(radians(rotation)), y: Math.cos(radians(rotation)) });
/** The item's local +x in room space: along the wall it backs onto. */
const sideOf = (rotation: number): Vec => ({ x: Math.cos(radians(rotation)), y: Math.sin(radians(rotation)) });
export const rotationFacing = (direction: Vec) => normaliseDegrees((Math.atan2(-direction.x, direction.y) * 180) / Math.PI);
const tidy = (value: number) => Math.round(value * 100) / 100;
const placementAt = (x: number, y: number, rotation: number): Placement => ({
  x: cm(tidy(x)),
  y: cm(tidy(y)),
  rotation: normaliseDegrees(tidy(rotation)),
});
const offset = (from: Vec, ...steps: Array<[Vec, number]>): Vec =>
  steps.reduce((p, [d, k]) => ({ x: p.x + d.x * k, y: p.y + d.y * k }), from);

export interface Wall {
  readonly start: Vec;
  readonly direction: Vec;
  /** Points into the room. */
  readonly inward: Vec;
  readonly length: number;
  readonly square: boolean;
  readonly index: number;
}

/** The outline's walls in its order, each with the direction into the room. */
export function wallsOf(outline: Polygon): Wall[] {
  const clockwise = signedArea(outline) > 0;
  return outline.map((a, index) => {
    const b = outline[(index + 1) % outline.length] ?? a;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const direction = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
    const inward = clockwise ? { x: -direction.y, y: direction.x } : { x: direction.y, y: -direction.x };
    return { start: a, direction, inward, length, square: Math.abs(direction.x) < 1e-9 || Math.abs(direction.y) < 1e-9, index };
  });
}

function centroidOf(outline: Polygon): Vec {
  const area = signedArea(outline);
  if (Math.abs(area) < 1e-9) return outline[0] ?? { x: 0, y: 0 };
  let x = 0;
  let y = 0;
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length] ?? a;
    const cross = a.x * b.y - b.x * a.y;
    x += (a.x + b.x) * cross;
    y += (a.y + b.y) * cross;
  });
  return { x: x / (6 * area), y: y / (6 * area) };
}

/** A small deterministic generator (mulberry32): the variant's choices, the same every time. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Placed {
  readonly item: ArrangeItem;
  readonly role: Role;
  readonly at: Placement;
  readonly rect: PlacedRect;
}

interface Candidate {
  readonly at: Placement;
  readonly score: number;
}

const footprint = (item: ArrangeItem): Footprint => ({ width: cm(item.width), length: cm(item.length) });

class Arranger {
  readonly outline: Polygon;
  readonly walls: Wall[];
  readonly centre: Vec;
  readonly box: Box;
  readonly placed = new Map<string, Placed>();
  /** Items the room had no proper place for: a big piece off the walls, a rug under nothing. */
  readonly misplaced = new Set<string>();
  readonly wallBias: number[];
  readonly flip: boolean;

  constructor(room: ArrangeRoom, variant: number) {
    this.outline = roomOutline(room.shape, { width: cm(room.width), length: cm(room.length) });
    this.walls = wallsOf(this.outline);
    this.centre = centroidOf(this.outline);
    this.box = boundsOf(this.outline);
    const next = random(variant * 7919 + 17);
    // Variant 0 keeps the plain preferences; others shuffle which walls win and which side comes first.
    this.wallBias = this.walls.map(() => (variant === 0 ? 0 : next() * Math.max(room.width, room.length)));
    this.flip = variant % 2 === 1;
  }

  /** Whether the item may stand there: inside the room and clear of everything it can collide with. */
  free(item: ArrangeItem, at: Placement, ignore?: string): boolean {
    if (!this.inBox(item, at) || !fitsRoom(this.outline, footprint(item), at)) return false;
    const rect = footprintAt(footprint(item), at);
    for (const other of this.placed.values()) {
      if (other.item.id === ignore || !canCollide(item, other.item)) continue;
      if (rectsOverlap(rect, other.rect)) return false;
    }
    return true;
  }

  /** A cheap first test: the turned footprint's box within the room's box. */
  inBox(item: { width: number; length: number }, at: Placement): boolean {
    const cos = Math.abs(Math.cos(radians(at.rotation)));
    const sin = Math.abs(Math.sin(radians(at.rotation)));
    const hx = (cos * item.width + sin * item.length) / 2 - 1e-4;
    const hy = (sin * item.width + cos * item.length) / 2 - 1e-4;
    return at.x - hx >= this.box.minX && at.x + hx <= this.box.maxX && at.y - hy >= this.box.minY && at.y + hy <= this.box.maxY;
  }

  put(item: ArrangeItem, role: Role, at: Placement): Placed {
    const placed = { item, role, at, rect: footprintAt(footprint(item), at) };
    this.placed.set(item.id, placed);
    return placed;
  }

  best(item: ArrangeItem, candidates: Iterable<Candidate>): Placement | null {
    let found: Candidate | null = null;
    for (const candidate of candidates) {
      if (found && candidate.score >= found.score) continue;
      if (this.free(item, candidate.at)) found = candidate;
    }
    return found?.at ?? null;
  }

  /** Spots with the item's back flush against a wall, scored by `score(wall, t)` (t: centre's distance along the wall). */
  *wallSpots(item: ArrangeItem, score: (wall: Wall, t: number, at: Placement) => number): Generator<Candidate> {
    for (const wall of this.walls) {
      if (wall.length + 1e-6 < item.width) continue;
      const rotation = rotationFacing(wall.inward);
      const free = wall.length - item.width;
      const steps = Math.max(1, Math.min(48, Math.ceil(free / 4)));
      const ts = Array.from({ length: steps + 1 }, (_, k) => item.width / 2 + (free * k) / steps);
      for (const t of [wall.length / 2, ...ts]) {
        const centre = offset(wall.start, [wall.direction, t], [wall.inward, item.length / 2]);
        const at = placementAt(centre.x, centre.y, rotation);
        yield { at, score: score(wall, t, at) + (this.wallBias[wall.index] ?? 0) + (wall.square ? 0 : 80) };
      }
    }
  }

  /** Room in front of an item (its front clear for `depth` cm), so a bed does not face a wall a hand's width away. */
  clearInFront(item: ArrangeItem, at: Placement, depth: number): boolean {
    const front = offset(at, [forwardOf(at.rotation), item.length / 2 + depth / 2]);
    const zone: ArrangeItem = { id: '', width: item.width, length: depth };
    const zoneAt = placementAt(front.x, front.y, at.rotation);
    return this.inBox(zone, zoneAt) && fitsRoom(this.outline, footprint(zone), zoneAt);
  }

  /** Against the longest wall that leaves room in front, centred on it. */
  anchor(item: ArrangeItem, clearance: number): Placement | null {
    const others = [...this.placed.values()].filter((p) => p.role === 'bed' || p.role === 'sofa');
    return this.best(
      item,
      this.wallSpots(item, (wall, t, at) => {
        const centred = Math.abs(t - wall.length / 2);
        const cramped = this.clearInFront(item, at, clearance) ? 0 : 400;
        const sameWall = others.some((other) => other.at.rotation === at.rotation) ? 150 : 0;
        return -wall.length + centred * 0.6 + cramped + sameWall;
      }),
    );
  }

  /** Against a wall, preferably away from the bed's and sofa's walls; `corner` prefers the ends of walls. */
  alongWall(item: ArrangeItem, corner: boolean): Placement | null {
    const anchors = [...this.placed.values()].filter((p) => p.role === 'bed' || p.role === 'sofa');
    return this.best(
      item,
      this.wallSpots(item, (wall, t, at) => {
        const fromEnd = Math.min(t - item.width / 2, wall.length - item.width / 2 - t);
        const where = corner ? fromEnd : Math.abs(t - wall.length / 2) * 0.3;
        const anchorWall = anchors.some((a) => a.at.rotation === at.rotation) ? 60 : 0;
        const blocksFront = this.clearInFront(item, at, 40) ? 0 : 120;
        return where + anchorWall + blocksFront;
      }),
    );
  }

  /** Beside an anchor, backed onto the same wall: the nearest free place on either side. */
  beside(item: ArrangeItem, anchor: Placed): Placement | null {
    const { at } = anchor;
    const side = sideOf(at.rotation);
    const front = forwardOf(at.rotation);
    const back = offset(at, [front, -anchor.item.length / 2 + item.length / 2]);
    const sides = this.flip ? [1, -1] : [-1, 1];
    const candidates: Candidate[] = [];
    for (let extra = 0; extra <= 120; extra += 5) {
      sides.forEach((sign, order) => {
        const centre = offset(back, [side, sign * (anchor.item.width / 2 + item.width / 2 + extra)]);
        candidates.push({ at: placementAt(centre.x, centre.y, at.rotation), score: extra + order * 0.5 });
      });
    }
    return this.best(item, candidates);
  }

  /** Near a point, on a grid over the room, upright or turned a quarter; `grow` asks for clearance round the item. */
  central(item: ArrangeItem, target: Vec, rotations: number[], grow: { width: number; length: number }): Placement | null {
    const box = this.box;
    const step = Math.max(2, Math.min(box.maxX - box.minX, box.maxY - box.minY) / 24);
    const candidates: Candidate[] = [];
    rotations.forEach((rotation, order) => {
      for (let y: number = box.minY; y <= box.maxY + 1e-9; y += step) {
        for (let x: number = box.minX; x <= box.maxX + 1e-9; x += step) {
          candidates.push({ at: placementAt(x, y, rotation), score: Math.hypot(x - target.x, y - target.y) + order * 0.01 });
        }
      }
    });
    candidates.sort((a, b) => a.score - b.score);
    const zone: ArrangeItem = { id: '', width: item.width + grow.width, length: item.length + grow.length };
    for (const candidate of candidates) {
      if (grow.width + grow.length > 0 && !(this.inBox(zone, candidate.at) && fitsRoom(this.outline, footprint(zone), candidate.at)))
        continue;
      if (this.free(item, candidate.at)) return candidate.at;
    }
    return null;
  }

  fallback(item: ArrangeItem): Placement {
    const others = [...this.placed.values()].filter((p) => canCollide(item, p.item)).map((p) => p.rect);
    return findSpot(this.outline, footprint(item), others) ?? placementAt(this.centre.x, this.centre.y, 0);
  }
}

/** The seats round a table: its long sides first, spaced evenly, then its ends; each seat faces the table. */
function seatSpots(table: Placed, seats: readonly ArrangeItem[]): Array<(seat: ArrangeItem) => Candidate[]> {
  const { at, item } = table;
  const long = item.width >= item.length ? 'x' : 'y';
  const longSide = long === 'x' ? item.width : item.length;
  const shortSide = long === 'x' ? item.length : item.width;
  const seatWidth = Math.max(...seats.map((seat) => seat.width), 1);
  const perSide = Math.max(1, Math.floor((longSide + 10) / (seatWidth + 5)));
  const onFirst = Math.min(perSide, Math.ceil(seats.length / 2));
  const onSecond = Math.min(perSide, seats.length - onFirst);
  const side = sideOf(at.rotation);
  const front = forwardOf(at.rotation);
  const [alongLong, acrossLong] = long === 'x' ? [side, front] : [front, side];
  const spot =
    (u: number, sign: number, axisAlong: Vec, axisAcross: Vec, half: number) =>
    (seat: ArrangeItem): Candidate[] =>
      [0, 3, 8].map((gap, order) => {
        const centre = offset(at, [axisAlong, u], [axisAcross, sign * (half + seat.length / 2 + gap)]);
        // A seat faces the table: its front points back across.
        const facing = { x: -sign * axisAcross.x, y: -sign * axisAcross.y };
        return { at: placementAt(centre.x, centre.y, rotationFacing(facing)), score: order };
      });
  const row = (count: number, sign: number) =>
    Array.from({ length: count }, (_, i) =>
      spot(-longSide / 2 + (longSide * (i + 0.5)) / count, sign, alongLong, acrossLong, shortSide / 2),
    );
  const ends = [1, -1].map((sign) => spot(0, sign, acrossLong, alongLong, longSide / 2));
  const first = row(onFirst, -1);
  const second = row(onSecond, 1);
  const interleaved = first.flatMap((s, i) => (second[i] ? [s, second[i]] : [s]));
  return [...interleaved, ...ends];
}

/** The rug's places under an anchor: along the anchor's front axis, overlapping it, upright or turned. */
function rugSpots(rug: ArrangeItem, anchor: Placed, reach: number): Candidate[] {
  const { at, item } = anchor;
  const front = forwardOf(at.rotation);
  const side = sideOf(at.rotation);
  const candidates: Candidate[] = [];
  [0, 90].forEach((turn, order) => {
    const rugDepth = turn === 0 ? rug.length : rug.width;
    // A bed stands on the rug's upper part; a sofa's front legs on the rug's edge.
    const ideal = reach === 0 ? 0 : item.length / 2 + rugDepth / 2 - Math.min(reach, item.length * 0.6, rugDepth * 0.5);
    for (let d = -item.length / 2; d <= item.length / 2 + rugDepth / 2 - 5; d += 10) {
      const rugWide = turn === 0 ? rug.width : rug.length;
      const reachSide = (item.width + rugWide) / 2 - 10;
      for (let shift = -reachSide; shift <= reachSide + 1e-9; shift += Math.max(10, reachSide / 8)) {
        const centre = offset(at, [front, d], [side, shift]);
        candidates.push({
          at: placementAt(centre.x, centre.y, at.rotation + turn),
          score: Math.abs(d - ideal) + Math.abs(shift) * 2 + order * 30,
        });
      }
    }
  });
  return candidates.sort((a, b) => a.score - b.score);
}

/** Thrown in strict mode as soon as an item finds no proper place: the room is too small, no need to finish. */
class NoRoom extends Error {}

function arrange(room: ArrangeRoom, items: readonly ArrangeItem[], options: ArrangeOptions, strict = false) {
  const variant = Math.max(0, Math.floor(options.variant ?? 0));
  const arranger = new Arranger(room, variant);
  const floor = items.filter((item) => mountOf(item) !== 'accessory');
  if (strict) {
    const box = boundsOf(arranger.outline);
    const [short, long] = [box.maxX - box.minX, box.maxY - box.minY].sort((a, b) => a - b);
    const tooBig = (item: ArrangeItem) =>
      Math.min(item.width, item.length) > (short ?? 0) || Math.max(item.width, item.length) > (long ?? 0);
    if (floor.some(tooBig)) throw new NoRoom();
  }
  const hasBed = floor.some((item) => item.kind === 'bed' || item.kind === 'mattress');
  const byRole = (role: Role) =>
    floor.filter((item) => roleOf(item, hasBed) === role).sort((a, b) => b.width * b.length - a.width * a.length);
  const put = (item: ArrangeItem, role: Role, at: Placement | null) => {
    if (!at && strict) throw new NoRoom();
    if (!at && (role === 'bed' || role === 'sofa' || role === 'storage' || role === 'rug')) arranger.misplaced.add(item.id);
    return arranger.put(item, role, at ?? arranger.fallback(item));
  };

  // With a bed frame, a mattress goes into it (centred, turned with it); without one, the mattress is the bed.
  const frames = byRole('bed').filter((item) => item.kind === 'bed');
  const beds = (frames.length ? frames : byRole('bed')).map((bed) => put(bed, 'bed', arranger.anchor(bed, 60)));
  if (frames.length && beds[0]) {
    const frame = beds[0].at;
    for (const mattress of byRole('bed').filter((item) => item.kind === 'mattress')) {
      put(mattress, 'bed', placementAt(frame.x, frame.y, frame.rotation));
    }
  }
  const sofas = byRole('sofa').map((sofa) => put(sofa, 'sofa', arranger.anchor(sofa, 90)));
  const seats = byRole('seat');
  const tables: Placed[] = [];
  for (const table of byRole('table')) {
    const sofa = sofas[0];
    if (sofa && seats.length === 0 && tables.length === 0) {
      // A coffee table in front of the sofa.
      const front = forwardOf(sofa.at.rotation);
      const spots = [40, 30, 50, 60, 25].flatMap((gap, order) =>
        [0, -30, 30].map((shift) => {
          const centre = offset(sofa.at, [front, sofa.item.length / 2 + gap + table.length / 2], [sideOf(sofa.at.rotation), shift]);
          return { at: placementAt(centre.x, centre.y, sofa.at.rotation), score: order + Math.abs(shift) / 10 };
        }),
      );
      tables.push(put(table, 'table', arranger.best(table, spots)));
      continue;
    }
    if (beds.length > 0 && seats.length === 0) {
      tables.push(put(table, 'table', arranger.alongWall(table, false)));
      continue;
    }
    const depth = Math.max(45, ...seats.map((seat) => seat.length)) + 5;
    const longX = table.width >= table.length;
    const box = boundsOf(arranger.outline);
    // The table's long side along the room's long side.
    const rotations = longX === box.maxX - box.minX >= box.maxY - box.minY ? [0, 90] : [90, 0];
    const grow = seats.length ? (longX ? { width: 0, length: 2 * depth } : { width: 2 * depth, length: 0 }) : { width: 0, length: 0 };
    const at =
      arranger.central(table, arranger.centre, rotations, grow) ??
      arranger.central(table, arranger.centre, rotations, { width: 0, length: 0 });
    tables.push(put(table, 'table', at));
  }

  const table = tables[0];
  if (table && seats.length) {
    const spots = seatSpots(table, seats);
    for (const seat of seats) {
      let at: Placement | null = null;
      while (!at && spots.length) at = arranger.best(seat, spots.shift()?.(seat) ?? []);
      put(seat, 'seat', at ?? arranger.alongWall(seat, true));
    }
  } else {
    for (const seat of seats) put(seat, 'seat', arranger.alongWall(seat, true));
  }

  for (const storage of byRole('storage')) put(storage, 'storage', arranger.alongWall(storage, false));
  for (const stand of byRole('nightstand')) {
    const bed = beds[0];
    put(stand, 'nightstand', (bed && arranger.beside(stand, bed)) ?? arranger.alongWall(stand, true));
  }

  for (const chair of byRole('armchair')) {
    const sofa = sofas[0];
    let at: Placement | null = null;
    if (sofa) {
      const front = forwardOf(sofa.at.rotation);
      const side = sideOf(sofa.at.rotation);
      const ends = (arranger.flip ? [1, -1] : [-1, 1]).flatMap((sign, order) =>
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
      at = arranger.best(chair, [...ends, ...across]);
    }
    put(chair, 'armchair', at ?? (beds[0] && arranger.beside(chair, beds[0])) ?? arranger.alongWall(chair, true));
  }

  for (const lamp of byRole('lamp')) {
    const anchor = beds[0] ?? sofas[0];
    put(lamp, 'lamp', (anchor && arranger.beside(lamp, anchor)) ?? arranger.alongWall(lamp, true));
  }

  const benches: Placed[] = [];
  for (const bench of byRole('bench')) {
    const bed = beds[0];
    let at: Placement | null = null;
    if (bed) {
      const front = forwardOf(bed.at.rotation);
      at = arranger.best(
        bench,
        [2, 10, 20].map((gap, score) => {
          const centre = offset(bed.at, [front, bed.item.length / 2 + gap + bench.length / 2]);
          return { at: placementAt(centre.x, centre.y, bed.at.rotation), score };
        }),
      );
    }
    benches.push(put(bench, 'bench', at ?? arranger.alongWall(bench, false)));
  }

  for (const small of byRole('small')) put(small, 'small', arranger.alongWall(small, true));

  const rugAnchors: Array<{ anchor: Placed; reach: number }> = [
    ...beds.map((anchor) => ({ anchor, reach: anchor.item.length * 0.6 })),
    ...sofas.map((anchor) => ({ anchor, reach: 25 })),
    ...tables.map((anchor) => ({ anchor, reach: 0 })),
    // A bath mat in front of the bath's bench.
    ...benches.filter(() => beds.length === 0).map((anchor) => ({ anchor, reach: 8 })),
  ];
  for (const rug of byRole('rug')) {
    const underSomething = rugAnchors.length > 0;
    let at: Placement | null = null;
    while (!at && rugAnchors.length) {
      const next = rugAnchors.shift();
      if (next) at = arranger.best(rug, rugSpots(rug, next.anchor, next.reach));
    }
    if (!at && underSomething) {
      if (strict) throw new NoRoom();
      arranger.misplaced.add(rug.id);
    }
    put(rug, 'rug', at ?? arranger.central(rug, arranger.centre, [0, 90], { width: 0, length: 0 }));
  }

  const layout: RoomLayout = {
    width: room.width,
    length: room.length,
    shape: room.shape,
    items: floor.flatMap((item) => {
      const placed = arranger.placed.get(item.id);
      return placed ? [{ id: item.id, x: placed.at.x, y: placed.at.y, rotation: placed.at.rotation }] : [];
    }),
  };
  return { layout, misplaced: arranger.misplaced };
}

/**
 * A sensible first layout of `items` in `room`: every floor item and rug placed (accessories are left out), inside
 * the room, clear of one another (furniture may stand on rugs) wherever the room has the space.
 */
export function arrangeRoom(room: ArrangeRoom, items: readonly ArrangeItem[], options: ArrangeOptions = {}): RoomLayout {
  return arrange(room, items, options).layout;
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

export interface DefaultRoomSize {
  readonly width: Cm;
  readonly length: Cm;
  /** True when the seed's 200 x 200 was too small for the furniture. */
  readonly grown: boolean;
}

const roundUp = (value: number) => Math.ceil(value / ROOM_STEP - 1e-9) * ROOM_STEP;

/**
 * The room a board's designer starts with: the seed's 200 x 200 when the arrangement fits every floor item in it
 * without collisions, otherwise the smallest size (each side a multiple of 10 cm, never under 200 nor under the
 * largest item's width and length, as the size step requires) where it does, grown on the shorter side first.
 */
export function defaultRoomSize(items: readonly ArrangeItem[], shape: RoomShapeId = 'rectangular'): DefaultRoomSize {
  const floor = items.filter((item) => mountOf(item) !== 'accessory');
  let width = Math.max(SEED_ROOM_SIDE, roundUp(Math.max(0, ...floor.map((item) => item.width))));
  let length: number = Math.max(SEED_ROOM_SIDE, roundUp(Math.max(0, ...floor.map((item) => item.length))));
  const sizeAt = (steps: number) => {
    let w = width;
    let l = length;
    for (let k = 0; k < steps; k += 1) {
      if (w <= l) w += ROOM_STEP;
      else l += ROOM_STEP;
    }
    return { w, l };
  };
  const fits = (steps: number) => {
    const { w, l } = sizeAt(steps);
    try {
      const problems = layoutProblems(arrange({ width: w, length: l, shape }, floor, {}, true).layout, floor);
      return problems.outside.size === 0 && problems.overlapping.size === 0;
    } catch (error) {
      if (error instanceof NoRoom) return false;
      throw error;
    }
  };
  // Gallop to a size that fits, then halve back to the first one that does (each try is a whole arrangement).
  let fitting = 0;
  if (!fits(0)) {
    let failing = 0;
    fitting = 1;
    while (fitting < MAX_GROW_STEPS && !fits(fitting)) {
      failing = fitting;
      fitting = Math.min(MAX_GROW_STEPS, fitting * 2);
    }
    while (fitting - failing > 1) {
      const middle = Math.floor((failing + fitting) / 2);
      if (fits(middle)) fitting = middle;
      else failing = middle;
    }
  }
  ({ w: width, l: length } = sizeAt(fitting));
  return { width: cm(width), length: cm(length), grown: width !== SEED_ROOM_SIDE || length !== SEED_ROOM_SIDE };
}

/** The designer's one line about a grown room; null when the seed's size fits. */
export function roomSizeNote(size: DefaultRoomSize, unit: LengthUnit): string | null {
  if (!size.grown) return null;
  return `The room starts at ${formatSize(size.width, size.length, unit)}, the smallest size that fits this board's furniture.`;
}
