/**
 * The floor a door sweeps as it opens: a quarter circle as wide as the door, centred on its hinge, between the closed
 * door along the wall and the open door square to it. One rule for the designer's warning, the placement search and
 * the automatic arrangement: no furniture may stand there (rugs may lie there).
 */
import { type PlacedRect, rectCorners } from './geometry.js';
import type { Vec, Wall } from './walls.js';

export interface DoorSwing {
  /** The hinge, on the wall. */
  readonly hinge: Vec;
  /** Along the wall from the hinge towards the latch side. */
  readonly along: Vec;
  /** Into the room, square to the wall. */
  readonly inward: Vec;
  /** The door's width: the swing's radius. */
  readonly radius: number;
}

/** What a door needs for its swing: its ends on the wall, which end holds the hinge, and its wall's inward direction. */
interface SwingingDoor {
  readonly start: Vec;
  readonly end: Vec;
  readonly wall: Pick<Wall, 'inward'>;
  readonly opening: { readonly width: number; readonly hinge?: 'left' | 'right' };
}

/** The hinge end and the latch end of a door: hinged on its left (the default) means at its start along the wall. */
export function hingeEnds(door: SwingingDoor): { hinge: Vec; latch: Vec } {
  return door.opening.hinge === 'right' ? { hinge: door.end, latch: door.start } : { hinge: door.start, latch: door.end };
}

export function doorSwing(door: SwingingDoor): DoorSwing {
  const { hinge, latch } = hingeEnds(door);
  const length = Math.hypot(latch.x - hinge.x, latch.y - hinge.y) || 1;
  return {
    hinge,
    along: { x: (latch.x - hinge.x) / length, y: (latch.y - hinge.y) / length },
    inward: door.wall.inward,
    radius: door.opening.width,
  };
}

/** Touching the swing's edge is allowed: furniture may stand flush beside the door's reach. */
const TOUCH = 1e-3;

/** The convex polygon `points` cut to the half plane where (p − origin)·normal ≥ 0 (Sutherland–Hodgman, one edge). */
function clip(points: readonly Vec[], origin: Vec, normal: Vec): Vec[] {
  const side = (p: Vec) => (p.x - origin.x) * normal.x + (p.y - origin.y) * normal.y;
  const out: Vec[] = [];
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length] ?? a;
    const [sa, sb] = [side(a), side(b)];
    if (sa >= 0) out.push(a);
    if (sa >= 0 !== sb >= 0) {
      const t = sa / (sa - sb);
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    }
  });
  return out;
}

function distanceToSegment(p: Vec, a: Vec, b: Vec): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function insideConvex(p: Vec, polygon: readonly Vec[]): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (Math.abs(cross) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/**
 * Whether a footprint stands in the swing. The quarter circle is the disc of the door's width cut to the quadrant
 * between the wall and the open door, so the footprint (convex) is cut to that quadrant first; what is left overlaps
 * the swing when some of it lies nearer the hinge than the door is wide.
 */
export function rectInSwing(rect: PlacedRect, swing: DoorSwing): boolean {
  const { hinge, along, inward, radius } = swing;
  // Pulled in by a hair so a piece flush against the wall or beside the door's reach does not count.
  const inset = (d: Vec) => ({ x: hinge.x + d.x * TOUCH, y: hinge.y + d.y * TOUCH });
  const part = clip(clip(rectCorners(rect), inset(inward), inward), inset(along), along);
  if (part.length < 3) return false;
  if (insideConvex(hinge, part)) return true;
  const nearest = Math.min(...part.map((a, i) => distanceToSegment(hinge, a, part[(i + 1) % part.length] ?? a)));
  return nearest < radius - TOUCH;
}
