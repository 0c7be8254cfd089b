import { describe, expect, it } from 'vitest';
import { type Opening, RoomLayoutSchema } from '../contracts/designer.js';
import { defaultDoor, doorSwings, freeWallSpot, inDoorSwing, nearestWallSpot, openingsOf, placeOpening } from './openings.js';
import { footprintAt } from './placement.js';
import { roomOutline } from './room-shapes.js';
import { cm, deg } from './units.js';

const room = roomOutline('rectangular', { width: cm(400), length: cm(300) });
const box = (x: number, y: number, width = 60, length = 60) =>
  footprintAt({ width: cm(width), length: cm(length) }, { x: cm(x), y: cm(y), rotation: deg(0) });

describe('openings', () => {
  it('keeps a layout saved without openings valid, with the classic door in the middle of the near wall', () => {
    const old: { width: number; length: number; shape: string; items: never[]; openings?: never[] } = {
      width: 400,
      length: 300,
      shape: 'rectangular',
      items: [],
    };
    expect(RoomLayoutSchema.safeParse(old).success).toBe(true);
    const [door] = openingsOf(old, room);
    expect(door).toEqual(defaultDoor(room));
    expect(placeOpening(room, door!)!.centre).toEqual({ x: 200, y: 300 });
  });

  it('refuses an opening narrower than 30 cm and two openings with one id', () => {
    const base = { width: 400, length: 300, shape: 'rectangular', items: [] };
    const door = { id: 'd', kind: 'door', wall: 0, offset: 100, width: 20 };
    expect(RoomLayoutSchema.safeParse({ ...base, openings: [door] }).success).toBe(false);
    const ok = { ...door, width: 80 };
    expect(RoomLayoutSchema.safeParse({ ...base, openings: [ok, ok] }).error?.issues[0]?.message).toBe('Opening ids must be unique.');
  });

  it('puts a dragged opening on the nearest wall, kept whole on it', () => {
    // Near the right wall (index 1, from (400,0) down), dragged past where it would fit whole.
    expect(nearestWallSpot(room, { x: 395, y: 280 }, 120)).toEqual({ wall: 1, offset: 240 });
    expect(nearestWallSpot(room, { x: 150, y: 8 }, 80)).toEqual({ wall: 0, offset: 150 });
  });

  it('puts each new window beside the ones on its wall, and on the next wall once that wall is full', () => {
    const back = { x: 200, y: 0 };
    expect(freeWallSpot(room, [], back, 120)).toEqual(nearestWallSpot(room, back, 120));
    const windows: Opening[] = [];
    const add = () => {
      const spot = freeWallSpot(room, windows, back, 120);
      windows.push({ id: `window-${windows.length + 1}`, kind: 'window', width: 120, ...spot });
      return spot;
    };
    const first = add();
    expect(add()).toEqual({ wall: first.wall, offset: 70 });
    expect(add()).toEqual({ wall: first.wall, offset: 330 });
    // The back wall (400 cm) holds three: the fourth goes to another wall.
    const fourth = add();
    expect(fourth.wall).not.toBe(first.wall);
    expect(placeOpening(room, windows[3]!)!.opening.offset).toBe(fourth.offset);
  });

  it("flags furniture in a door's swing and not beside it", () => {
    const door = { id: 'd', kind: 'door' as const, wall: 3, offset: 150, width: 80 };
    // The left wall runs up from (0,300) to (0,0): the door spans y 190 to 110, hinged at its start (0,190), and its
    // swing reaches 80 cm into the room.
    expect(doorSwings(room, [door])).toEqual([{ hinge: { x: 0, y: 190 }, along: { x: 0, y: -1 }, inward: { x: 1, y: 0 }, radius: 80 }]);
    const flagged = inDoorSwing(
      room,
      [door],
      [
        { id: 'in', rect: box(60, 150) },
        { id: 'clear', rect: box(120, 150) },
        { id: 'beside', rect: box(40, 40) },
      ],
    );
    expect([...flagged]).toEqual(['in']);
    // A window has no swing.
    expect(inDoorSwing(room, [{ ...door, kind: 'window' }], [{ id: 'in', rect: box(60, 150) }]).size).toBe(0);
  });
});
