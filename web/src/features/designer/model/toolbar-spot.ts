import type { RoomSize } from '@room/room-shapes';
import type { Px } from '@room/units';
import { roomOrigin, type Viewport } from '@room/viewport';

/** A box on the canvas, in screen px. */
export interface ScreenBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The on-canvas toolbar: three 44 px buttons, 4 px apart and inside (room-designer.module.css, .onCanvas). */
export const TOOLBAR_SIZE = { width: 3 * 44 + 2 * 4 + 2 * 4, height: 44 + 2 * 4 } as const;
const GAP = 8;

/**
 * Where the selected item's toolbar goes on the canvas (its top-left corner, in px): just above the item, or just below
 * it when above would reach into the margin over the walls, where the room's width is written; never into the margin
 * left of the walls, where its length is written; and inside the canvas across, as far as the room allows.
 */
export function toolbarSpot(
  viewport: Viewport,
  room: RoomSize,
  item: ScreenBox,
  wall: Px,
  size: { width: number; height: number } = TOOLBAR_SIZE,
): { left: number; top: number; above: boolean } {
  const origin = roomOrigin(viewport, room);
  const clearTop = origin.y - wall;
  const clearLeft = origin.x - wall;
  const aboveTop = item.minY - GAP - size.height;
  const above = aboveTop >= clearTop;
  const top = above ? aboveTop : Math.max(clearTop, Math.min(item.maxY + GAP, viewport.height - size.height));
  const centred = (item.minX + item.maxX) / 2 - size.width / 2;
  const left = Math.max(clearLeft, Math.min(centred, viewport.width - size.width));
  return { left, top, above };
}
