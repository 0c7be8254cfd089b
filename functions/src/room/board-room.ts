/**
 * A board's room as every plan starts it: the room designer opens on it and a review's plan draws it, so both show the
 * same room for the same board. Conventions: walls.ts.
 */
import type { Opening, RoomLayout, RoomShapeId } from '../contracts/designer.js';
import { arrangeRoom } from './arrangement.js';
import type { DoorSwing } from './door-swing.js';
import { canCollide, type ArrangeItem, mountOf } from './item-roles.js';
import { defaultDoor } from './openings.js';
import { findSpot, footprintAt, type Placement } from './placement.js';
import { roomOutline } from './room-shapes.js';
import { defaultRoomSize } from './room-size.js';
import { cm, type Cm, deg, normaliseDegrees } from './units.js';

export interface BoardRoomShape {
  readonly width: Cm;
  readonly length: Cm;
  readonly shape: RoomShapeId;
}

export interface BoardRoom {
  readonly room: BoardRoomShape;
  /** Where each floor item stands; a floor item without one is off the plan. */
  readonly placements: Readonly<Record<string, Placement>>;
  readonly openings: readonly Opening[];
  /** No saved layout: the automatic arrangement. */
  readonly automatic: boolean;
  /** The automatic room grew past the seed's 200 x 200 to fit the furniture. */
  readonly grown: boolean;
}

const centreOf = (room: BoardRoomShape): Placement => ({ x: cm(room.width / 2), y: cm(room.length / 2), rotation: deg(0) });

/**
 * A first place for `item` among `placements`: the first spot clear of what it can collide with (furniture stands on
 * rugs freely) and, for furniture, of the doors' swings; the room's middle when the room cannot hold it.
 */
export function freeSpot(
  items: readonly ArrangeItem[],
  room: BoardRoomShape,
  placements: Readonly<Record<string, Placement>>,
  item: ArrangeItem,
  swings: readonly DoorSwing[] = [],
): Placement {
  const size = (piece: ArrangeItem) => ({ width: cm(piece.width), length: cm(piece.length) });
  const blockers = items.flatMap((other) => {
    const at = placements[other.id];
    return other.id !== item.id && at && canCollide(item, other) ? [footprintAt(size(other), at)] : [];
  });
  return findSpot(roomOutline(room.shape, room), size(item), blockers, mountOf(item) === 'rug' ? [] : swings) ?? centreOf(room);
}

/**
 * With a saved layout: its room, doors and places (the classic door when it lists none); a floor item it does not place
 * gets the first free spot, unless the user took it off the plan. Without one: the smallest room that fits the furniture
 * (the seed's 200 x 200 when it does), rectangular, with the classic door, and the automatic arrangement.
 */
export function boardRoom(items: readonly ArrangeItem[], saved?: RoomLayout | null): BoardRoom {
  if (!saved) {
    const size = defaultRoomSize(items);
    const room: BoardRoomShape = { width: size.width, length: size.length, shape: 'rectangular' };
    const arranged = arrangeRoom(room, items);
    const placements = Object.fromEntries(
      arranged.items.map((entry) => [entry.id, { x: cm(entry.x), y: cm(entry.y), rotation: deg(entry.rotation) }]),
    );
    return { room, placements, openings: [defaultDoor(roomOutline(room.shape, room))], automatic: true, grown: size.grown };
  }
  const room: BoardRoomShape = { width: cm(saved.width), length: cm(saved.length), shape: saved.shape };
  const floor = items.filter((item) => mountOf(item) !== 'accessory');
  const placements: Record<string, Placement> = {};
  for (const entry of saved.items) {
    if (floor.some((item) => item.id === entry.id))
      placements[entry.id] = { x: cm(entry.x), y: cm(entry.y), rotation: normaliseDegrees(entry.rotation) };
  }
  const removed = new Set(saved.removed ?? []);
  for (const item of floor) {
    if (!placements[item.id] && !removed.has(item.id)) placements[item.id] = freeSpot(items, room, placements, item);
  }
  const openings = saved.openings ?? [defaultDoor(roomOutline(room.shape, room))];
  return { room, placements, openings, automatic: false, grown: false };
}
