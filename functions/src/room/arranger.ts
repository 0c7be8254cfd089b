/**
 * The arrangement's working state: the room's outline and walls, what is placed so far, and the searches for a free
 * place (against a wall, beside a piece, near a point). Pure and deterministic: a variant number stands for chance.
 */
import { type DoorSwing, rectInSwing } from './door-swing.js';
import { boundsOf, type Box, rectsOverlap, type PlacedRect, type Polygon } from './geometry.js';
import { ANCHOR_ROLES, type ArrangeItem, canCollide, mountOf, type Role } from './item-roles.js';
import { findSpot, fitsRoom, footprintAt, type Footprint, type Placement } from './placement.js';
import { cm, normaliseDegrees } from './units.js';
import { centroidOf, forwardOf, offset, rotationFacing, sideOf, type Vec, type Wall, wallsOf } from './walls.js';

export interface Placed {
  readonly item: ArrangeItem;
  readonly role: Role;
  readonly at: Placement;
  readonly rect: PlacedRect;
}

export interface Candidate {
  readonly at: Placement;
  readonly score: number;
}

const radians = (angle: number) => (angle * Math.PI) / 180;
const tidy = (value: number) => Math.round(value * 100) / 100;

export const placementAt = (x: number, y: number, rotation: number): Placement => ({
  x: cm(tidy(x)),
  y: cm(tidy(y)),
  rotation: normaliseDegrees(tidy(rotation)),
});

export const footprint = (item: ArrangeItem): Footprint => ({ width: cm(item.width), length: cm(item.length) });

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

export class Arranger {
  readonly walls: Wall[];
  readonly centre: Vec;
  readonly box: Box;
  readonly placed = new Map<string, Placed>();
  /** Items the room had no proper place for: a big piece off the walls, a rug under nothing. */
  readonly misplaced = new Set<string>();
  readonly wallBias: number[];
  readonly flip: boolean;

  constructor(
    readonly outline: Polygon,
    /** The doors' swings: no furniture stands there. */
    readonly swings: readonly DoorSwing[],
    variant: number,
  ) {
    this.walls = wallsOf(outline);
    this.centre = centroidOf(outline);
    this.box = boundsOf(outline);
    const next = random(variant * 7919 + 17);
    const side = Math.max(this.box.maxX - this.box.minX, this.box.maxY - this.box.minY);
    // Variant 0 keeps the plain preferences; others shuffle which walls win and which side comes first.
    this.wallBias = this.walls.map(() => (variant === 0 ? 0 : next() * side));
    this.flip = variant % 2 === 1;
  }

  /** Whether the item may stand there: inside the room, out of the doors' swings and clear of what it can collide with. */
  free(item: ArrangeItem, at: Placement, ignore?: string): boolean {
    if (!this.inBox(item, at) || !fitsRoom(this.outline, footprint(item), at)) return false;
    const rect = footprintAt(footprint(item), at);
    if (mountOf(item) !== 'rug' && this.swings.some((swing) => rectInSwing(rect, swing))) return false;
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

  anchors(): Placed[] {
    return [...this.placed.values()].filter((p) => ANCHOR_ROLES.includes(p.role));
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
    const others = this.anchors();
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

  /** Against a wall, preferably away from the anchors' walls; `corner` prefers the ends of walls. */
  alongWall(item: ArrangeItem, corner: boolean): Placement | null {
    const anchors = this.anchors();
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
    const swings = mountOf(item) === 'rug' ? [] : this.swings;
    return findSpot(this.outline, footprint(item), others, swings) ?? placementAt(this.centre.x, this.centre.y, 0);
  }
}
