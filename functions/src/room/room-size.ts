/** The room a board's designer starts with: the seed's square, grown until the arrangement fits the furniture. */
import type { RoomShapeId } from '../contracts/designer.js';
import { arrangesCleanly } from './arrangement.js';
import { type ArrangeItem, mountOf } from './item-roles.js';
import { cm, type Cm, formatSize, type LengthUnit } from './units.js';

/** The seed's room side (spec section 9), in cm. */
const SEED_ROOM_SIDE = 200;
const ROOM_STEP = 10;
const MAX_GROW_STEPS = 400;

interface DefaultRoomSize {
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
    return arrangesCleanly({ width: w, length: l, shape }, floor);
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
