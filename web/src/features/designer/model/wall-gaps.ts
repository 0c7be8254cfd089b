import { rectBounds, type PlacedRect, type Polygon } from '@room/geometry';
import { cm, type Cm, roomPoint, type RoomPoint } from '@room/units';

type WallSide = 'left' | 'right' | 'top' | 'bottom';

/** A straight measure from an item's edge to the wall it faces: drawn as a dimension line while dragging. */
interface WallGap {
  readonly side: WallSide;
  readonly from: RoomPoint;
  readonly to: RoomPoint;
  readonly length: Cm;
}

const DIRECTIONS: Record<WallSide, { x: number; y: number }> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  top: { x: 0, y: -1 },
  bottom: { x: 0, y: 1 },
};

/** How far a ray from `p` along `d` goes before it meets a wall of the room; Infinity when it meets none. */
function rayToWall(p: { x: number; y: number }, d: { x: number; y: number }, room: Polygon): number {
  let nearest = Infinity;
  room.forEach((a, i) => {
    const b = room[(i + 1) % room.length] ?? a;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const denominator = d.x * ey - d.y * ex;
    if (Math.abs(denominator) < 1e-12) return;
    const t = ((a.x - p.x) * ey - (a.y - p.y) * ex) / denominator;
    const u = ((a.x - p.x) * d.y - (a.y - p.y) * d.x) / denominator;
    if (t >= -1e-6 && u >= -1e-9 && u <= 1 + 1e-9) nearest = Math.min(nearest, Math.max(0, t));
  });
  return nearest;
}

/**
 * The distances from an item's box (its turned footprint's axis-aligned box) to the walls on its four sides,
 * measured from the middle of each side of the box straight out to the first wall.
 */
export function wallGaps(rect: PlacedRect, room: Polygon): WallGap[] {
  const box = rectBounds(rect);
  const middle = { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
  const starts: Record<WallSide, { x: number; y: number }> = {
    left: { x: box.minX, y: middle.y },
    right: { x: box.maxX, y: middle.y },
    top: { x: middle.x, y: box.minY },
    bottom: { x: middle.x, y: box.maxY },
  };
  return (Object.keys(DIRECTIONS) as WallSide[]).flatMap((side) => {
    const from = starts[side];
    const d = DIRECTIONS[side];
    const length = rayToWall(from, d, room);
    if (!Number.isFinite(length)) return [];
    return [{ side, from: roomPoint(from.x, from.y), to: roomPoint(from.x + d.x * length, from.y + d.y * length), length: cm(length) }];
  });
}
