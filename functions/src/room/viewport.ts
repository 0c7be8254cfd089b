/** How a room's plan sits on a screen canvas (room cm to screen px): the room designer's and the review's plans. */
import type { RoomSize } from './room-shapes.js';
import { cm, type Cm, px, type Px, roomPoint, type RoomPoint, type ScreenPoint } from './units.js';

/** How the room sits on the canvas: a uniform scale and a margin for the walls and the labels. */
export interface Viewport {
  /** Pixels per centimetre. */
  readonly scale: number;
  readonly margin: Px;
  readonly width: Px;
  readonly height: Px;
}

/**
 * Fits the room into a canvas `width` pixels wide (500 or 300, spec section 9), keeping its
 * proportions; a long narrow room is fitted to at most `maxHeight` pixels and centred across.
 */
export function fitViewport(room: RoomSize, width: Px, maxHeight: Px, margin: Px): Viewport {
  const scale = Math.min((width - 2 * margin) / room.width, (maxHeight - 2 * margin) / room.length);
  return { scale, margin, width, height: px(Math.ceil(room.length * scale + 2 * margin - 1e-6)) };
}

/** Where the room's top-left corner lands on the canvas. */
export function roomOrigin(viewport: Viewport, room: RoomSize): ScreenPoint {
  return { x: px((viewport.width - room.width * viewport.scale) / 2), y: viewport.margin };
}

export function toRoom(viewport: Viewport, room: RoomSize, point: ScreenPoint): RoomPoint {
  const origin = roomOrigin(viewport, room);
  return roomPoint((point.x - origin.x) / viewport.scale, (point.y - origin.y) / viewport.scale);
}

export function toScreen(viewport: Viewport, room: RoomSize, point: RoomPoint): ScreenPoint {
  const origin = roomOrigin(viewport, room);
  return { x: px(origin.x + point.x * viewport.scale), y: px(origin.y + point.y * viewport.scale) };
}

export const pxToCm = (viewport: Viewport, length: Px): Cm => cm(length / viewport.scale);
