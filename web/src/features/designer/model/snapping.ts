import { EPSILON, rectBounds, type Box, type PlacedRect, type Polygon } from '@room/geometry';
import { cm, type Cm, roomPoint, type RoomPoint } from '@room/units';

/** How close (in cm) an item's edge must come to a wall or a neighbour's edge to snap to it. */
export const SNAP_THRESHOLD = cm(5);

/** A line an item snapped to, for drawing a guide: x = at (vertical) or y = at (horizontal). */
interface SnapGuide {
  readonly axis: 'x' | 'y';
  readonly at: Cm;
}

interface Snap {
  readonly center: RoomPoint;
  readonly guides: readonly SnapGuide[];
}

interface Line {
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

const spansMeet = (aMin: number, aMax: number, bMin: number, bMax: number, slack: number) => aMin <= bMax + slack && bMin <= aMax + slack;

/** Walls parallel to an axis: vertical walls give x lines, horizontal walls give y lines. */
function wallLines(polygon: Polygon, axis: 'x' | 'y'): Line[] {
  const other = axis === 'x' ? 'y' : 'x';
  return polygon.flatMap((a, i) => {
    const b = polygon[(i + 1) % polygon.length] ?? a;
    if (Math.abs(a[axis] - b[axis]) > EPSILON) return [];
    return [{ at: a[axis], from: Math.min(a[other], b[other]), to: Math.max(a[other], b[other]) }];
  });
}

function boxLines(box: Box, axis: 'x' | 'y'): Line[] {
  const [from, to] = axis === 'x' ? [box.minY, box.maxY] : [box.minX, box.maxX];
  return axis === 'x'
    ? [
        { at: box.minX, from, to },
        { at: box.maxX, from, to },
      ]
    : [
        { at: box.minY, from, to },
        { at: box.maxY, from, to },
      ];
}

function bestDelta(box: Box, lines: Line[], axis: 'x' | 'y', threshold: number): { delta: number; at: number } | null {
  const [min, max] = axis === 'x' ? [box.minX, box.maxX] : [box.minY, box.maxY];
  const [spanMin, spanMax] = axis === 'x' ? [box.minY, box.maxY] : [box.minX, box.maxX];
  let best: { delta: number; at: number } | null = null;
  for (const line of lines) {
    if (!spansMeet(spanMin, spanMax, line.from, line.to, threshold)) continue;
    for (const edge of [min, max]) {
      const delta = line.at - edge;
      if (Math.abs(delta) <= threshold && (best === null || Math.abs(delta) < Math.abs(best.delta))) best = { delta, at: line.at };
    }
  }
  return best;
}

/**
 * Pulls a footprint's box edges onto nearby straight walls and onto the edges of neighbouring
 * items, each axis on its own. Diagonal walls do not snap. The caller checks that the snapped
 * place is still inside the room.
 */
export function snapRect(rect: PlacedRect, walls: Polygon, others: readonly PlacedRect[], threshold: Cm = SNAP_THRESHOLD): Snap {
  const box = rectBounds(rect);
  const otherBoxes = others.map(rectBounds);
  const guides: SnapGuide[] = [];
  let { x, y } = rect.center;
  for (const axis of ['x', 'y'] as const) {
    const lines = [...wallLines(walls, axis), ...otherBoxes.flatMap((other) => boxLines(other, axis))];
    const best = bestDelta(box, lines, axis, threshold);
    if (best === null) continue;
    if (axis === 'x') x = cm(x + best.delta);
    else y = cm(y + best.delta);
    guides.push({ axis, at: cm(best.at) });
  }
  return { center: roomPoint(x, y), guides };
}
