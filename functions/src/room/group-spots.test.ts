import { describe, expect, it } from 'vitest';
import type { Opening, RoomLayout } from '../contracts/designer.js';
import { arrangeRoom, layoutProblems } from './arrangement.js';
import { rectInSwing } from './door-swing.js';
import type { ArrangeItem } from './item-roles.js';
import { doorSwings } from './openings.js';
import { footprintAt } from './placement.js';
import { roomOutline } from './room-shapes.js';
import { cm, deg } from './units.js';

const table = (width: number, length: number): ArrangeItem => ({ id: 'table', kind: 'table', width, length });
const chairs = (count: number): ArrangeItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: `chair-${i + 1}`, kind: 'dining-chair', width: 45, length: 52 }));
const DOOR: Opening = { id: 'door', kind: 'door', wall: 0, offset: 60, width: 85, hinge: 'left' };
const ROOM = { width: 420, length: 380, shape: 'rectangular' as const, openings: [DOOR] };

type Side = 'near' | 'far' | 'left' | 'right';

/** Which side of the table each chair is on, in the table's own frame (its width along x), and how square it faces it (1). */
function seating(layout: RoomLayout) {
  const at = layout.items.find((e) => e.id === 'table');
  if (!at) throw new Error('no table');
  const r = (at.rotation * Math.PI) / 180;
  return layout.items
    .filter((e) => e.id.startsWith('chair-'))
    .map((chair) => {
      const dx = chair.x - at.x;
      const dy = chair.y - at.y;
      // The chair's centre in the table's frame: u along its width, v along its length (its front).
      const u = dx * Math.cos(r) + dy * Math.sin(r);
      const v = -dx * Math.sin(r) + dy * Math.cos(r);
      const side: Side = Math.abs(v) >= Math.abs(u) * 0.5 ? (v > 0 ? 'near' : 'far') : u > 0 ? 'right' : 'left';
      const front = { x: -Math.sin((chair.rotation * Math.PI) / 180), y: Math.cos((chair.rotation * Math.PI) / 180) };
      // Square to the table's edge: the front in the table's frame points straight across that edge.
      const towards = { near: [0, -1], far: [0, 1], left: [1, 0], right: [-1, 0] }[side];
      const facing =
        (front.x * Math.cos(r) + front.y * Math.sin(r)) * towards[0]! + (-front.x * Math.sin(r) + front.y * Math.cos(r)) * towards[1]!;
      return { side, facing };
    });
}

const count = (list: Array<{ side: Side }>) =>
  list.reduce<Record<string, number>>((counts, { side }) => ({ ...counts, [side]: (counts[side] ?? 0) + 1 }), {});

function expectClear(layout: RoomLayout, items: ArrangeItem[]) {
  expect(layoutProblems(layout, items)).toEqual({ outside: new Set(), overlapping: new Set() });
  const outline = roomOutline(layout.shape, { width: cm(layout.width), length: cm(layout.length) });
  const swings = doorSwings(outline, layout.openings ?? []);
  for (const entry of layout.items) {
    const it = items.find((i) => i.id === entry.id)!;
    const rect = footprintAt(
      { width: cm(it.width), length: cm(it.length) },
      { x: cm(entry.x), y: cm(entry.y), rotation: deg(entry.rotation) },
    );
    expect(
      swings.some((swing) => rectInSwing(rect, swing)),
      entry.id,
    ).toBe(false);
  }
}

describe('dining chairs round the table', () => {
  it('puts four chairs two and two on the long sides of a 160 cm table, facing it, clear of walls and the door', () => {
    for (const variant of [0, 1, 2, 3]) {
      const items = [table(160, 90), ...chairs(4)];
      const layout = arrangeRoom(ROOM, items, { variant });
      const seats = seating(layout);
      expect(count(seats), `variant ${variant}`).toEqual({ far: 2, near: 2 });
      for (const seat of seats) expect(seat.facing).toBeGreaterThan(0.99);
      expectClear(layout, items);
    }
  });

  it('puts six chairs three and three along a 200 cm table', () => {
    const items = [table(206, 90), ...chairs(6)];
    const layout = arrangeRoom(ROOM, items);
    const seats = seating(layout);
    expect(count(seats)).toEqual({ far: 3, near: 3 });
    for (const seat of seats) expect(seat.facing).toBeGreaterThan(0.99);
    expectClear(layout, items);
  });

  it('puts six chairs at a 160 cm table two and two along it and one at each end', () => {
    const items = [table(160, 90), ...chairs(6)];
    const layout = arrangeRoom({ ...ROOM, width: 460 }, items);
    const seats = seating(layout);
    expect(count(seats)).toEqual({ far: 2, near: 2, left: 1, right: 1 });
    for (const seat of seats) expect(seat.facing).toBeGreaterThan(0.99);
    expectClear(layout, items);
  });

  it('seats four at a small square table one on each side', () => {
    const items = [table(90, 90), ...chairs(4)];
    const layout = arrangeRoom(ROOM, items);
    const seats = seating(layout);
    expect(count(seats)).toEqual({ far: 1, near: 1, left: 1, right: 1 });
    for (const seat of seats) expect(seat.facing).toBeGreaterThan(0.99);
    expectClear(layout, items);
  });
});
