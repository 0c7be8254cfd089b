/**
 * The room's walls and the directions the kernel turns items by. Conventions (the designer's layout): x and y in cm
 * from the room's top-left, y down; rotation turns an item clockwise on screen; unturned, an item's back is its -y
 * side and its front (a bed's foot, a sofa's seat) its +y side.
 */
import { signedArea, type Polygon } from './geometry.js';
import { normaliseDegrees } from './units.js';

export interface Vec {
  readonly x: number;
  readonly y: number;
}

export interface Wall {
  readonly start: Vec;
  readonly direction: Vec;
  /** Points into the room. */
  readonly inward: Vec;
  readonly length: number;
  readonly square: boolean;
  readonly index: number;
}

const radians = (angle: number) => (angle * Math.PI) / 180;

/** The item's front (its local +y) in room space: a bed's foot, a sofa's seat, a chair's knees. */
export const forwardOf = (rotation: number): Vec => ({ x: -Math.sin(radians(rotation)), y: Math.cos(radians(rotation)) });
/** The item's local +x in room space: along the wall it backs onto. */
export const sideOf = (rotation: number): Vec => ({ x: Math.cos(radians(rotation)), y: Math.sin(radians(rotation)) });
/** The turn that points an item's front along `direction`. */
export const rotationFacing = (direction: Vec) => normaliseDegrees((Math.atan2(-direction.x, direction.y) * 180) / Math.PI);
/** `from` moved by each step: a direction and a distance. */
export const offset = (from: Vec, ...steps: Array<[Vec, number]>): Vec =>
  steps.reduce((p, [d, k]) => ({ x: p.x + d.x * k, y: p.y + d.y * k }), from);

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

/** The outline's centre of area. */
export function centroidOf(outline: Polygon): Vec {
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
