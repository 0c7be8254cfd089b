import { describe, expect, it } from 'vitest';
import { ROOM_SHAPE_IDS, type RoomLayout } from '../contracts/designer.js';
import { arrangeRoom, layoutProblems } from './arrangement.js';
import { defaultRoomSize, roomSizeNote } from './room-size.js';
import { rectCorners, rectsOverlap } from './geometry.js';
import type { ArrangeItem } from './item-roles.js';
import { footprintAt } from './placement.js';
import { roomOutline } from './room-shapes.js';
import { cm, deg } from './units.js';

const item = (id: string, kind: ArrangeItem['kind'], width: number, length: number, mount?: ArrangeItem['mount']): ArrangeItem => ({
  id,
  kind,
  width,
  length,
  mount,
});

const BOARDS: Record<string, ArrangeItem[]> = {
  bedroom: [
    item('bed', 'bed', 160, 210),
    item('stand-1', 'storage', 50, 40),
    item('stand-2', 'storage', 50, 40),
    item('rug', 'rug', 170, 240),
    item('lamp', 'lamp', 40, 40),
    item('dresser', 'storage', 120, 50),
    item('duvet', 'bedding', 200, 220),
    item('pillow', 'pillow', 50, 70),
    item('paint', 'paint', 20, 20),
  ],
  living: [
    item('sofa', 'sofa', 220, 95),
    item('coffee', 'table', 110, 60),
    item('rug', 'rug', 200, 290),
    item('armchair', 'armchair', 80, 85),
    item('floor-lamp', 'lamp', 40, 40),
    item('plant', 'plant', 40, 40),
    item('cushion', 'pillow', 45, 45),
  ],
  dining: [
    item('table', 'table', 180, 90),
    ...[1, 2, 3, 4, 5, 6].map((n) => item(`chair-${n}`, 'dining-chair', 45, 52)),
    item('rug', 'rug', 200, 300),
    item('sideboard', 'storage', 160, 45),
    item('napkins', 'napkin', 40, 40),
  ],
  bath: [
    item('vanity', 'storage', 120, 55),
    item('bench', 'bench', 100, 40),
    item('mat', 'rug', 80, 50),
    item('towel', 'towel', 70, 140),
    item('plant', 'plant', 30, 30),
    item('tiles', 'tile', 30, 30),
  ],
};

const WALL_PIECES = new Set(['bed', 'sofa', 'storage']);

function distanceToSegment(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function rectOf(layout: RoomLayout, items: ArrangeItem[], id: string) {
  const entry = layout.items.find((e) => e.id === id);
  const it = items.find((i) => i.id === id);
  if (!entry || !it) throw new Error(`${id} is not placed`);
  return footprintAt({ width: cm(it.width), length: cm(it.length) }, { x: cm(entry.x), y: cm(entry.y), rotation: deg(entry.rotation) });
}

/** Whether the footprint's back (two corners) lies flush on one wall of the room. */
function backsOntoWall(layout: RoomLayout, items: ArrangeItem[], id: string) {
  const outline = roomOutline(layout.shape, { width: cm(layout.width), length: cm(layout.length) });
  const corners = rectCorners(rectOf(layout, items, id));
  return outline.some((a, i) => {
    const b = outline[(i + 1) % outline.length] ?? a;
    return corners.filter((c) => distanceToSegment(c, a, b) < 0.5).length >= 2;
  });
}

describe('arrangeRoom', () => {
  for (const [board, items] of Object.entries(BOARDS)) {
    for (const shape of ROOM_SHAPE_IDS) {
      it(`lays out the ${board} in a ${shape} room: all inside, nothing colliding, big pieces on walls, rug under`, () => {
        const size = defaultRoomSize(items, shape);
        const layout = arrangeRoom({ width: size.width, length: size.length, shape }, items);
        const floor = items.filter((i) => !['bedding', 'pillow', 'paint', 'napkin', 'towel', 'tile'].includes(i.kind ?? ''));
        expect(layout.items.map((e) => e.id).sort()).toEqual(floor.map((i) => i.id).sort());
        const problems = layoutProblems(layout, items);
        expect([...problems.outside]).toEqual([]);
        expect([...problems.overlapping]).toEqual([]);
        for (const it of items.filter((i) => WALL_PIECES.has(i.kind ?? '') && i.width * i.length >= 60 * 50 + 1)) {
          expect(backsOntoWall(layout, items, it.id), `${it.id} against a wall`).toBe(true);
        }
        const anchor = items.find((i) => i.kind === 'bed' || i.kind === 'sofa');
        const rug = items.find((i) => i.mount === undefined && i.kind === 'rug');
        if (anchor && rug) expect(rectsOverlap(rectOf(layout, items, rug.id), rectOf(layout, items, anchor.id))).toBe(true);
      });
    }
  }

  it('puts the bedroom in the seed room: bed centred on the longest wall, nightstands either side, rug under the bed', () => {
    const items = BOARDS.bedroom ?? [];
    const layout = arrangeRoom({ width: 300, length: 300, shape: 'rectangular' }, items);
    const at = (id: string) => layout.items.find((e) => e.id === id);
    expect(at('bed')).toEqual({ id: 'bed', x: 150, y: 105, rotation: 0 });
    expect(at('stand-1')).toEqual({ id: 'stand-1', x: 45, y: 20, rotation: 0 });
    expect(at('stand-2')).toEqual({ id: 'stand-2', x: 255, y: 20, rotation: 0 });
    expect(rectsOverlap(rectOf(layout, items, 'rug'), rectOf(layout, items, 'bed'))).toBe(true);
    expect(layout.items.some((e) => ['duvet', 'pillow', 'paint'].includes(e.id))).toBe(false);
  });

  it('lays a mattress in the bed frame (same centre and turn, not an overlap); without a frame the mattress is the bed', () => {
    const items = [item('frame', 'bed', 160, 210), item('mattress', 'mattress', 150, 200), item('stand', 'storage', 50, 40)];
    const layout = arrangeRoom({ width: 300, length: 300, shape: 'rectangular' }, items);
    const at = (id: string) => layout.items.find((e) => e.id === id);
    expect({ ...at('mattress'), id: 'frame' }).toEqual(at('frame'));
    expect(layoutProblems(layout, items).overlapping).toEqual(new Set());

    const alone = arrangeRoom({ width: 300, length: 300, shape: 'rectangular' }, [item('mattress', 'mattress', 150, 200)]);
    expect(alone.items).toEqual([{ id: 'mattress', x: 150, y: 100, rotation: 0 }]);
  });

  it('seats the dining chairs round the table, each facing it', () => {
    const items = BOARDS.dining ?? [];
    const layout = arrangeRoom({ width: 400, length: 360, shape: 'rectangular' }, items);
    const table = layout.items.find((e) => e.id === 'table');
    if (!table) throw new Error('no table');
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const chair = layout.items.find((e) => e.id === `chair-${n}`);
      if (!chair) throw new Error('no chair');
      // Within a seat's depth of the table's edge.
      expect(Math.abs(chair.y - table.y) <= 45 + 26 + 9 || Math.abs(chair.x - table.x) <= 90 + 26 + 9).toBe(true);
      const towards = { x: table.x - chair.x, y: table.y - chair.y };
      const front = { x: -Math.sin((chair.rotation * Math.PI) / 180), y: Math.cos((chair.rotation * Math.PI) / 180) };
      expect(towards.x * front.x + towards.y * front.y).toBeGreaterThan(0);
    }
  });

  it('puts the coffee table in front of the sofa and the armchair beside the seating', () => {
    const items = BOARDS.living ?? [];
    const layout = arrangeRoom({ width: 400, length: 400, shape: 'rectangular' }, items);
    const sofa = layout.items.find((e) => e.id === 'sofa');
    const coffee = layout.items.find((e) => e.id === 'coffee');
    expect(sofa).toEqual({ id: 'sofa', x: 200, y: 47.5, rotation: 0 });
    expect(coffee).toEqual({ id: 'coffee', x: 200, y: 165, rotation: 0 });
    expect(rectsOverlap(rectOf(layout, items, 'rug'), rectOf(layout, items, 'coffee'))).toBe(true);
  });

  it('is deterministic, and a variant gives another layout', () => {
    const items = BOARDS.living ?? [];
    const room = { width: 400, length: 350, shape: 'l-shaped' as const };
    expect(arrangeRoom(room, items, { variant: 3 })).toEqual(arrangeRoom(room, items, { variant: 3 }));
    const variants = [0, 1, 2, 3, 4].map((variant) => JSON.stringify(arrangeRoom(room, items, { variant }).items));
    expect(new Set(variants).size).toBeGreaterThan(1);
    for (const variant of [1, 2, 3, 4]) {
      const problems = layoutProblems(arrangeRoom(room, items, { variant }), items);
      expect([...problems.outside, ...problems.overlapping]).toEqual([]);
    }
  });

  it('leaves accessories out whether told by mount or by kind', () => {
    const layout = arrangeRoom({ width: 200, length: 200, shape: 'rectangular' }, [
      item('a', 'pillow', 40, 40),
      item('b', 'decor', 40, 40, 'accessory'),
      item('c', undefined, 40, 40),
    ]);
    expect(layout.items.map((e) => e.id)).toEqual(['c']);
  });
});

describe('defaultRoomSize', () => {
  it("is the seed's 200 x 200 when the furniture fits, with nothing to say", () => {
    const size = defaultRoomSize(BOARDS.bath ?? []);
    expect(size).toEqual({ width: 200, length: 200, grown: false });
    expect(roomSizeNote(size, 'cm')).toBeNull();
  });

  it('grows to the smallest fitting size in steps of 10 cm, and says so in one line', () => {
    const items = [item('sofa', 'sofa', 243, 95), item('chair', 'armchair', 80, 85), item('lamp', 'lamp', 40, 40)];
    const size = defaultRoomSize(items);
    expect(size.width % 10).toBe(0);
    expect(size.length % 10).toBe(0);
    expect(size.width).toBeGreaterThanOrEqual(250);
    const fits = (width: number, length: number) => {
      const problems = layoutProblems(arrangeRoom({ width, length, shape: 'rectangular' }, items), items);
      return problems.outside.size + problems.overlapping.size === 0;
    };
    expect(fits(size.width, size.length)).toBe(true);
    if (size.width > 250) expect(fits(size.width - 10, size.length)).toBe(false);
    if (size.length > 200) expect(fits(size.width, size.length - 10)).toBe(false);
    expect(roomSizeNote(size, 'cm')).toBe(
      `The room starts at ${size.width} x ${size.length} cm, the smallest size that fits this board's furniture.`,
    );
  });

  it('grows for a crowded board even when each piece alone fits 200 x 200', () => {
    const size = defaultRoomSize(BOARDS.dining ?? []);
    expect(size.grown).toBe(true);
    expect(layoutProblems(arrangeRoom({ ...size, shape: 'rectangular' }, BOARDS.dining ?? []), BOARDS.dining ?? []).overlapping.size).toBe(
      0,
    );
  });
});
