import { cm, type Cm, type Deg, type RoomPoint, roomPoint } from './units.js';

/** A closed polygon in room space, vertices in order; the last vertex joins the first. */
export type Polygon = readonly RoomPoint[];

/** An item's footprint: a rectangle of width (along x) by length (along y) before it turns, centred on `center`. */
export interface PlacedRect {
  readonly center: RoomPoint;
  readonly width: Cm;
  readonly length: Cm;
  readonly rotation: Deg;
}

export interface Box {
  readonly minX: Cm;
  readonly minY: Cm;
  readonly maxX: Cm;
  readonly maxY: Cm;
}

/** Touching is allowed: a wall or a neighbour closer than this (in cm) does not count as crossing. */
export const EPSILON = 1e-6;

const radians = (angle: Deg) => (angle * Math.PI) / 180;

/** The four corners, clockwise on screen, starting at the footprint's own top-left. */
export function rectCorners({ center, width, length, rotation }: PlacedRect): RoomPoint[] {
  const cos = Math.cos(radians(rotation));
  const sin = Math.sin(radians(rotation));
  const hw = width / 2;
  const hl = length / 2;
  return [
    [-hw, -hl],
    [hw, -hl],
    [hw, hl],
    [-hw, hl],
  ].map(([dx = 0, dy = 0]) => roomPoint(center.x + dx * cos - dy * sin, center.y + dx * sin + dy * cos));
}

/** The axis-aligned box around a turned footprint. */
export function rectBounds(rect: PlacedRect): Box {
  return boundsOf(rectCorners(rect));
}

export function boundsOf(points: readonly RoomPoint[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: cm(Math.min(...xs)), minY: cm(Math.min(...ys)), maxX: cm(Math.max(...xs)), maxY: cm(Math.max(...ys)) };
}

function distanceToSegment(p: RoomPoint, a: RoomPoint, b: RoomPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function edges(polygon: Polygon): Array<[RoomPoint, RoomPoint]> {
  return polygon.map((a, i) => [a, polygon[(i + 1) % polygon.length] as RoomPoint]);
}

/** Even-odd test; a point on the boundary (within `tolerance` cm) counts as inside. */
export function pointInPolygon(p: RoomPoint, polygon: Polygon, tolerance = 1e-4): boolean {
  let inside = false;
  for (const [a, b] of edges(polygon)) {
    if (distanceToSegment(p, a, b) <= tolerance) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Whether segment a–b enters the open rectangle |x| < hw, |y| < hl (Liang–Barsky clipping).
 * The rectangle is shrunk by a hair so that a wall the footprint merely touches does not count.
 */
function segmentEntersBox(a: { x: number; y: number }, b: { x: number; y: number }, hw: number, hl: number): boolean {
  const w = hw - 1e-4;
  const l = hl - 1e-4;
  if (w <= 0 || l <= 0) return false;
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const checks: Array<[number, number]> = [
    [-dx, a.x + w],
    [dx, w - a.x],
    [-dy, a.y + l],
    [dy, l - a.y],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q <= 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 >= t1) return false;
    }
  }
  return t1 - t0 > 0;
}

/**
 * Whether a turned footprint lies wholly inside the room's real outline: all four corners inside
 * (or on) the polygon, and no wall passes through the footprint. The second test is what catches a
 * concave room: a rectangle bridging the gap between the arms of a U has every corner inside, yet
 * the walls of the gap cross it.
 */
export function rectInsidePolygon(rect: PlacedRect, polygon: Polygon): boolean {
  if (!rectCorners(rect).every((corner) => pointInPolygon(corner, polygon))) return false;
  const cos = Math.cos(-radians(rect.rotation));
  const sin = Math.sin(-radians(rect.rotation));
  const local = polygon.map((p) => {
    const dx = p.x - rect.center.x;
    const dy = p.y - rect.center.y;
    return { x: dx * cos - dy * sin, y: dx * sin + dy * cos };
  });
  return !local.some((a, i) => segmentEntersBox(a, local[(i + 1) % local.length] ?? a, rect.width / 2, rect.length / 2));
}

/** Whether two footprints share any area (separating axis test); touching edges do not overlap. */
export function rectsOverlap(a: PlacedRect, b: PlacedRect): boolean {
  const cornersA = rectCorners(a);
  const cornersB = rectCorners(b);
  const axes = [a.rotation, b.rotation].flatMap((rotation) => {
    const r = radians(rotation);
    return [
      { x: Math.cos(r), y: Math.sin(r) },
      { x: -Math.sin(r), y: Math.cos(r) },
    ];
  });
  return axes.every((axis) => {
    const project = (points: RoomPoint[]) => points.map((p) => p.x * axis.x + p.y * axis.y);
    const pa = project(cornersA);
    const pb = project(cornersB);
    return Math.min(...pa) < Math.max(...pb) - 1e-4 && Math.min(...pb) < Math.max(...pa) - 1e-4;
  });
}

/** Signed area (positive when the vertices run clockwise on screen, y down). */
export function signedArea(polygon: Polygon): number {
  return edges(polygon).reduce((sum, [a, b]) => sum + (a.x * b.y - b.x * a.y), 0) / 2;
}

/**
 * The polygon grown outwards by `distance` with mitred corners: the outer line of a wall of that
 * thickness drawn around the room.
 */
export function offsetPolygon(polygon: Polygon, distance: number): Polygon {
  const outward = signedArea(polygon) > 0 ? -1 : 1;
  const n = polygon.length;
  return polygon.map((p, i) => {
    const prev = polygon[(i - 1 + n) % n] as RoomPoint;
    const next = polygon[(i + 1) % n] as RoomPoint;
    const normal = (a: RoomPoint, b: RoomPoint) => {
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.hypot(dx, dy) || 1;
      return { x: (-dy / len) * outward, y: (dx / len) * outward };
    };
    const n1 = normal(prev, p);
    const n2 = normal(p, next);
    const bisector = { x: n1.x + n2.x, y: n1.y + n2.y };
    const dot = bisector.x * n1.x + bisector.y * n1.y || 1;
    const scale = distance / dot;
    return roomPoint(p.x + bisector.x * scale, p.y + bisector.y * scale);
  });
}

export function polygonPath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ') + ' Z';
}

const round = (value: number) => Math.round(value * 100) / 100;
