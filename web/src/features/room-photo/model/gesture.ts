/**
 * A drag or pinch on the room photo, from the pointers' screen positions before and after one pointer moved: how far
 * their middle moved and how much their spread grew. Pure: no React, no DOM.
 */

export interface ScreenPoint {
  x: number;
  y: number;
}

const distance = ([a, b]: ScreenPoint[]) => Math.hypot(a!.x - b!.x, a!.y - b!.y);
const middle = (points: ScreenPoint[]): ScreenPoint => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

/**
 * One step of a gesture on a stage `width` x `height` px: the shift of the pointers' middle as fractions of the stage,
 * and the scale factor of a pinch (1 for one pointer).
 */
export function gestureStep(
  before: ScreenPoint[],
  after: ScreenPoint[],
  width: number,
  height: number,
): { dx: number; dy: number; factor: number } {
  const [from, to] = [middle(before), middle(after)];
  const factor = before.length >= 2 && after.length >= 2 ? distance(after) / Math.max(1, distance(before)) : 1;
  return { dx: (to.x - from.x) / Math.max(1, width), dy: (to.y - from.y) / Math.max(1, height), factor };
}
