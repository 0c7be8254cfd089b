import { describe, expect, it } from 'vitest';
import type { RoomLayout } from '../contracts/designer.js';
import { arrangeRoom } from './arrangement.js';
import { boardRoom } from './board-room.js';
import type { ArrangeItem } from './item-roles.js';
import { rectsOverlap } from './geometry.js';
import { defaultDoor } from './openings.js';
import { fitsRoom, footprintAt } from './placement.js';
import { roomOutline } from './room-shapes.js';
import { defaultRoomSize } from './room-size.js';
import { cm } from './units.js';

const bed: ArrangeItem = { id: 'bed', width: 160, length: 210, kind: 'bed' };
const stand: ArrangeItem = { id: 'stand', width: 45, length: 40, kind: 'storage' };
const rug: ArrangeItem = { id: 'rug', width: 200, length: 140, kind: 'rug', mount: 'rug' };
const pillow: ArrangeItem = { id: 'pillow', width: 50, length: 50, kind: 'pillow', mount: 'accessory' };
const items = [bed, stand, rug, pillow];

describe('boardRoom', () => {
  it('gives a board never laid out the automatic start: the room that fits, the classic door, the arrangement', () => {
    const room = boardRoom(items, null);
    const size = defaultRoomSize(items);
    expect(room.room).toEqual({ width: size.width, length: size.length, shape: 'rectangular' });
    expect(room.grown).toBe(size.grown);
    expect(room.automatic).toBe(true);
    expect(room.openings).toEqual([defaultDoor(roomOutline('rectangular', { width: size.width, length: size.length }))]);
    const arranged = arrangeRoom(room.room, items);
    expect(Object.entries(room.placements).map(([id, at]) => ({ id, ...at }))).toEqual(arranged.items);
    expect(room.placements.pillow).toBeUndefined();
  });

  it('keeps a saved layout, its doors, and finds a free spot for a floor item it does not place (not for one taken off)', () => {
    const window = { id: 'window-1', kind: 'window' as const, wall: 0, offset: 150, width: 120 };
    const saved: RoomLayout = {
      width: 400,
      length: 300,
      shape: 'l-shaped',
      items: [
        { id: 'bed', x: 100, y: 190, rotation: 360 - 1e-9 },
        { id: 'pillow', x: 10, y: 10, rotation: 0 },
        { id: 'gone', x: 10, y: 10, rotation: 0 },
      ],
      removed: ['rug'],
      openings: [window],
    };
    const room = boardRoom(items, saved);
    expect(room).toMatchObject({ room: { width: 400, length: 300, shape: 'l-shaped' }, openings: [window], automatic: false });
    expect(room.placements.bed).toEqual({ x: 100, y: 190, rotation: 0 });
    expect(Object.keys(room.placements).sort()).toEqual(['bed', 'stand']);
    // The stand found a spot on the L's floor, clear of the bed.
    const size = (item: ArrangeItem) => ({ width: cm(item.width), length: cm(item.length) });
    expect(fitsRoom(roomOutline('l-shaped', room.room), size(stand), room.placements.stand!)).toBe(true);
    expect(rectsOverlap(footprintAt(size(stand), room.placements.stand!), footprintAt(size(bed), room.placements.bed!))).toBe(false);
  });

  it('puts the classic door in a layout saved before doors and windows', () => {
    const saved: RoomLayout = { width: 300, length: 300, shape: 'rectangular', items: [] };
    expect(boardRoom(items, saved).openings).toEqual([defaultDoor(roomOutline('rectangular', { width: cm(300), length: cm(300) }))]);
  });
});
