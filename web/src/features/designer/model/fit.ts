import type { RoomSize } from '@room/room-shapes';
import { cm, type Cm, formatNumber } from '@room/units';

export interface ItemSize {
  readonly width: Cm;
  readonly length: Cm;
}

type FitCheck = { readonly fits: true } | { readonly fits: false; readonly minWidth: Cm; readonly minLength: Cm; readonly message: string };

const fitMessage = (minWidth: Cm, minLength: Cm) =>
  `Room dimensions must be at least ${formatNumber(minWidth)}x${formatNumber(minLength)} to fit the furniture.`;

/**
 * The spec's gate between step 1 and step 2: the room's width and length must reach the largest
 * item width and the largest item length. It is a bounding-box check, as the spec states it; the
 * room's real shape is enforced later, while items are placed and moved.
 */
export function checkRoomFits(room: RoomSize, items: readonly ItemSize[]): FitCheck {
  const minWidth = cm(Math.max(0, ...items.map((item) => item.width)));
  const minLength = cm(Math.max(0, ...items.map((item) => item.length)));
  if (room.width >= minWidth && room.length >= minLength) return { fits: true };
  return { fits: false, minWidth, minLength, message: fitMessage(minWidth, minLength) };
}
