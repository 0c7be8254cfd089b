import { describe, expect, it } from 'vitest';
import type { Opening } from '../contracts/designer.js';
import { arrangeRoom } from './arrangement.js';
import { doorSwing, rectInSwing } from './door-swing.js';
import type { ArrangeItem } from './item-roles.js';
import { findSpot, footprintAt } from './placement.js';
import { doorSwings, inDoorSwing, placeOpening } from './openings.js';
import { roomOutline } from './room-shapes.js';
import { cm, deg } from './units.js';

const room = roomOutline('rectangular', { width: cm(400), length: cm(300) });
const box = (x: number, y: number, width: number, length: number, rotation = 0) =>
  footprintAt({ width: cm(width), length: cm(length) }, { x: cm(x), y: cm(y), rotation: deg(rotation) });
// On the left wall (index 3, running up from (0,300) to (0,0)): the door spans y 190 (its start) to 110.
const door = (hinge: 'left' | 'right'): Opening => ({ id: 'd', kind: 'door', wall: 3, offset: 150, width: 80, hinge });
const swingOf = (hinge: 'left' | 'right') => doorSwing(placeOpening(room, door(hinge))!);

describe("a door's swing", () => {
  it('is a quarter circle from the hinge towards the latch: the far corner of its square is free', () => {
    const left = swingOf('left');
    expect(left.hinge).toEqual({ x: 0, y: 190 });
    // 65..75 by 115..125: inside the square the door spans, but 92 cm from the hinge, beyond the 80 cm leaf.
    expect(rectInSwing(box(70, 120, 10, 10), left)).toBe(false);
    // Hinged at the other end, the same corner is 65 cm from the hinge: in the swing.
    expect(rectInSwing(box(70, 120, 10, 10), swingOf('right'))).toBe(true);
    // In the middle of the arc, and a turned piece reaching into it.
    expect(rectInSwing(box(40, 160, 20, 20), left)).toBe(true);
    expect(rectInSwing(box(75, 150, 60, 30, 45), left)).toBe(true);
    expect(rectInSwing(box(110, 150, 60, 30, 45), left)).toBe(false);
  });

  it('lets furniture stand flush beside its reach, on the hinge side and in the wall', () => {
    const left = swingOf('left');
    // Just past the hinge along the wall, just past the leaf's reach into the room, and beyond the latch.
    expect(rectInSwing(box(30, 215, 60, 50), left)).toBe(false);
    expect(rectInSwing(box(105, 190, 50, 50), left)).toBe(false);
    expect(rectInSwing(box(30, 85, 60, 50), left)).toBe(false);
    // Behind the wall (outside the room).
    expect(rectInSwing(box(-30, 150, 40, 40), left)).toBe(false);
  });

  it('is the rule the designer warns by: windows have none', () => {
    const flagged = inDoorSwing(
      room,
      [door('left')],
      [
        { id: 'arc', rect: box(40, 160, 20, 20) },
        { id: 'corner', rect: box(70, 120, 10, 10) },
      ],
    );
    expect([...flagged]).toEqual(['arc']);
    expect(doorSwings(room, [{ ...door('left'), kind: 'window' }])).toEqual([]);
  });

  it('is kept clear by the first free spot a new piece gets', () => {
    const outline = roomOutline('rectangular', { width: cm(200), length: cm(200) });
    const item = { width: cm(50), length: cm(50) };
    // Without a door the first spot is the top-left corner; a door hinged there sends the piece past its reach.
    expect(findSpot(outline, item, [])).toEqual({ x: 25, y: 25, rotation: 0 });
    const corner: Opening = { id: 'd', kind: 'door', wall: 0, offset: 40, width: 80, hinge: 'left' };
    const swings = doorSwings(outline, [corner]);
    const spot = findSpot(outline, item, [], swings)!;
    expect(rectInSwing(footprintAt(item, spot), swings[0]!)).toBe(false);
    expect(spot.x - 25).toBeGreaterThanOrEqual(80 - 1e-6);
  });
});

const item = (id: string, kind: ArrangeItem['kind'], width: number, length: number): ArrangeItem => ({ id, kind, width, length });
const BOARDS: Record<string, ArrangeItem[]> = {
  bedroom: [
    item('bed', 'bed', 160, 210),
    item('stand-1', 'storage', 50, 40),
    item('stand-2', 'storage', 50, 40),
    item('rug', 'rug', 170, 240),
  ],
  living: [
    item('sofa', 'sofa', 220, 95),
    item('coffee', 'table', 110, 60),
    item('armchair', 'armchair', 80, 85),
    item('lamp', 'lamp', 40, 40),
  ],
  dining: [item('table', 'table', 160, 90), ...[1, 2, 3, 4].map((n) => item(`chair-${n}`, 'dining-chair', 45, 52))],
  bath: [item('tub', 'bathtub', 170, 75), item('vanity', 'vanity', 90, 50), item('toilet', 'toilet', 40, 70), item('mat', 'rug', 90, 60)],
};

describe('the automatic arrangement and the doors', () => {
  // A door in the middle of each wall of a 400 x 340 room, hinged either way.
  const doors: Opening[] = [0, 1, 2, 3].flatMap((wall) =>
    (['left', 'right'] as const).map((hinge) => ({
      id: `d${wall}${hinge}`,
      kind: 'door' as const,
      wall,
      offset: wall % 2 ? 170 : 200,
      width: 90,
      hinge,
    })),
  );

  it('keeps every piece of furniture out of the swing of every door (rugs may lie there)', () => {
    let withoutDoorBlocked = 0;
    for (const [name, items] of Object.entries(BOARDS))
      for (const opening of doors) {
        const size = { width: 400, length: 340, shape: 'rectangular' as const };
        const outline = roomOutline('rectangular', { width: cm(400), length: cm(340) });
        const furniture = (layout: ReturnType<typeof arrangeRoom>) =>
          layout.items.flatMap((entry) => {
            const it = items.find((i) => i.id === entry.id)!;
            return it.kind === 'rug' ? [] : [{ id: it.id, rect: box(entry.x, entry.y, it.width, it.length, entry.rotation) }];
          });
        const layout = arrangeRoom({ ...size, openings: [opening] }, items);
        expect({ name, door: opening.id, inSwing: [...inDoorSwing(outline, [opening], furniture(layout))] }).toEqual({
          name,
          door: opening.id,
          inSwing: [],
        });
        if (inDoorSwing(outline, [opening], furniture(arrangeRoom(size, items))).size) withoutDoorBlocked += 1;
      }
    // The rule changes layouts: left to itself, the arrangement would have put something in several of these swings.
    expect(withoutDoorBlocked).toBeGreaterThan(4);
  });

  it('keeps the layout it was given its doors', () => {
    const layout = arrangeRoom({ width: 300, length: 300, shape: 'l-shaped', openings: [doors[0]!] }, BOARDS.bath!);
    expect(layout.openings).toEqual([doors[0]]);
  });
});
