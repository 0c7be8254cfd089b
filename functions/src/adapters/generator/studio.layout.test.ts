import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../../../emulators/catalogue/products.mjs';
import { rectInsidePolygon } from '../../room/geometry.js';
import { cm, deg, roomPoint } from '../../room/units.js';
import type { BoardProduct } from '../../ports/generator.port.js';
import { planRoom, type Plan, type PlanItem } from './studio.layout.js';

const all = demoProducts();
const pick = (words: string, n = 0): BoardProduct => {
  const product = all.filter((p) => p.title.includes(words))[n];
  if (!product) throw new Error(`no demo product "${words}"`);
  return { ...product, cutout: Buffer.alloc(0) };
};
const SEEDS = Array.from({ length: 12 }, (_, i) => `seed-${i}`);

const rect = (i: PlanItem) => ({ x0: i.x - i.w / 2, x1: i.x + i.w / 2, y0: i.y - i.l / 2, y1: i.y + i.l / 2 });
const isSeat = (i: PlanItem) => i.kind === 'dining-chair' || i.kind === 'stool';
/** Pairs of standing pieces whose footprints overlap (a seat tucked under its table's edge is not one). */
function collisions(plan: Plan): string[] {
  const standing = plan.items.filter((i) => i.role === 'floor');
  const found: string[] = [];
  standing.forEach((a, i) =>
    standing.slice(i + 1).forEach((b) => {
      if ((isSeat(a) && b.kind === 'table') || (a.kind === 'table' && isSeat(b))) return;
      const [p, q] = [rect(a), rect(b)];
      if (p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1) found.push(`${a.product.title} / ${b.product.title}`);
    }),
  );
  return found;
}
const inside = (plan: Plan) =>
  plan.items
    .filter((i) => i.role === 'floor')
    .every(
      (i) => rect(i).x0 >= -1e-9 && rect(i).y0 >= -1e-9 && rect(i).x1 <= plan.room.width + 1e-9 && rect(i).y1 <= plan.room.length + 1e-9,
    );

describe('the studio plan keeps pieces apart', () => {
  it('sets two mattresses without a frame side by side, never one in the other', () => {
    for (const seed of SEEDS) {
      const plan = planRoom([pick('Mattress', 0), pick('Mattress', 1)], 'Sleep', seed);
      expect(plan.items.every((i) => i.role === 'floor')).toBe(true);
      expect(collisions(plan), seed).toEqual([]);
      expect(inside(plan), seed).toBe(true);
    }
  });

  it('grows a bath that has to hold a bed, a sofa and an armchair', () => {
    for (const seed of SEEDS) {
      const plan = planRoom([pick('Bed Frame'), pick('Sofa'), pick('Armchair'), pick('Bath Bench')], 'Bath', seed);
      expect(collisions(plan), seed).toEqual([]);
      expect(inside(plan), seed).toBe(true);
    }
  });

  it("stands a board's own layout that puts two pieces on one spot apart", () => {
    const [bed, sofa] = [pick('Bed Frame'), pick('Sofa')];
    const layout = {
      width: 300,
      length: 300,
      shape: 'rectangular' as const,
      items: [
        { id: bed.id, x: 150, y: 150, rotation: 0 },
        { id: sofa.id, x: 150, y: 150, rotation: 0 },
      ],
    };
    const plan = planRoom([bed, sofa], 'Sleep', 'seed-1', layout);
    expect(collisions(plan)).toEqual([]);
    expect(inside(plan)).toBe(true);
  });
});

describe('the studio plan seats chairs round their table', () => {
  /** The table and its chairs: those behind it (facing the viewer) and those in front of it (drawn from behind). */
  function dining(chairs: number, table: string) {
    return SEEDS.map((seed) => {
      const seats = Array.from({ length: chairs }, () => pick('Dining Chair', 0));
      const plan = planRoom([pick(table), ...seats, pick('Flatweave Rug')], 'Dining', seed);
      const at = plan.items.find((i) => i.kind === 'table')!;
      const placed = plan.items.filter((i) => i.kind === 'dining-chair');
      return {
        seed,
        plan,
        table: at,
        far: placed.filter((c) => c.y < at.y - at.l / 2),
        near: placed.filter((c) => c.y > at.y + at.l / 2),
      };
    });
  }

  it('puts four chairs at a 160 cm table two behind it, facing the viewer, and two in front, seen from behind', () => {
    for (const { seed, plan, table, far, near } of dining(4, 'Porto Ash Farmhouse Dining Table')) {
      expect([far.length, near.length], seed).toEqual([2, 2]);
      for (const chair of far) {
        expect(chair.view, seed).toBe('front');
        // Tucked under the table's back edge: its front edge 12 cm past it.
        expect(chair.y + chair.l / 2, seed).toBeCloseTo(table.y - table.l / 2 + 12, 6);
      }
      for (const chair of near) {
        expect(chair.view, seed).toBe('back');
        expect(chair.y - chair.l / 2, seed).toBeCloseTo(table.y + table.l / 2 - 12, 6);
      }
      // One either side of the table's middle on each long side.
      for (const row of [far, near]) expect(row.map((c) => Math.sign(c.x - table.x)).sort(), seed).toEqual([-1, 1]);
      expect(collisions(plan), seed).toEqual([]);
      expect(inside(plan), seed).toBe(true);
    }
  });

  it('puts six chairs at a 160 cm table two and two along it and one at each end, turned to face it', () => {
    for (const { seed, plan, table, far, near } of dining(6, 'Porto Ash Farmhouse Dining Table')) {
      expect([far.length, near.length], seed).toEqual([2, 2]);
      const ends = plan.items.filter((i) => i.kind === 'dining-chair' && !far.includes(i) && !near.includes(i));
      const chair = pick('Dining Chair', 0);
      expect(ends.map((c) => [c.view, Math.sign(c.x - table.x), c.w, c.l]).sort(), seed).toEqual([
        ['left', 1, chair.length, chair.width],
        ['right', -1, chair.length, chair.width],
      ]);
      expect(collisions(plan), seed).toEqual([]);
      expect(inside(plan), seed).toBe(true);
    }
  });

  it('puts six chairs at a 206 cm table three and three', () => {
    for (const { seed, plan, far, near } of dining(6, 'Aspen Ebony Farmhouse Dining Table')) {
      expect([far.length, near.length], seed).toEqual([3, 3]);
      expect(collisions(plan), seed).toEqual([]);
      expect(inside(plan), seed).toBe(true);
    }
  });
});

describe("the studio plan shows the layout's doors and windows", () => {
  const layout = {
    width: 460,
    length: 380,
    shape: 'rectangular' as const,
    items: [],
    openings: [
      { id: 'door-1', kind: 'door' as const, wall: 0, offset: 390, width: 85, hinge: 'left' as const },
      { id: 'window-1', kind: 'window' as const, wall: 0, offset: 120, width: 120 },
      { id: 'window-2', kind: 'window' as const, wall: 3, offset: 190, width: 100 },
      { id: 'door-2', kind: 'door' as const, wall: 2, offset: 100, width: 80 },
    ],
  };

  it('on the back and left walls where the layout puts them; the near wall is cut away', () => {
    const plan = planRoom([pick('Sofa')], 'Entertainment', 'seed-1', layout);
    expect(plan.openings).toEqual([
      { kind: 'door', wall: 0, a: 347.5, b: 432.5 },
      { kind: 'window', wall: 0, a: 60, b: 180 },
      // The left wall runs up from (0, 380): 140 to 240 cm along it is plan y 240 to 140.
      { kind: 'window', wall: 3, a: 140, b: 240 },
    ]);
  });

  it("on the walls of the layout's shape that face the viewer, and the floor in that shape", () => {
    const shaped = {
      ...layout,
      shape: 'l-shaped' as const,
      openings: [
        { id: 'door-1', kind: 'door' as const, wall: 0, offset: 70, width: 85 },
        // The L's inner wall faces away from the viewer: cut away, its window is not drawn.
        { id: 'window-1', kind: 'window' as const, wall: 1, offset: 90, width: 100 },
        { id: 'window-2', kind: 'window' as const, wall: 2, offset: 120, width: 100 },
      ],
    };
    const plan = planRoom([pick('Sofa')], 'Entertainment', 'seed-1', shaped);
    expect(plan.openings).toEqual([
      { kind: 'door', wall: 0, a: 27.5, b: 112.5 },
      { kind: 'window', wall: 2, a: 70, b: 170 },
    ]);
    expect(plan.outline).toEqual([
      { x: 0, y: 0 },
      { x: 230, y: 0 },
      { x: 230, y: 190 },
      { x: 460, y: 190 },
      { x: 460, y: 380 },
      { x: 0, y: 380 },
    ]);
  });

  it("keeps every piece of a shaped room's layout on its floor, out of the L's notch", () => {
    const [bed, sofa] = [pick('Bed Frame'), pick('Sofa')];
    // The designer's places, turned: unturned, as the picture draws them, both would reach into the notch.
    const shaped = {
      width: 400,
      length: 400,
      shape: 'l-shaped' as const,
      items: [
        { id: bed.id, x: 300, y: 300, rotation: 90 },
        { id: sofa.id, x: 150, y: 100, rotation: 90 },
      ],
    };
    const plan = planRoom([bed, sofa], 'Sleep', 'seed-1', shaped);
    // Seen from the side the bed faces (it was turned a quarter): the L turned with it, its notch now top left.
    expect(plan.outline.map(({ x, y }) => [x + 0, y + 0])).toEqual([
      [0, 400],
      [0, 200],
      [200, 200],
      [200, 0],
      [400, 0],
      [400, 400],
    ]);
    const floor = plan.outline.map((p) => roomPoint(p.x, p.y));
    for (const item of plan.items.filter((i) => i.role === 'floor')) {
      const at = { center: roomPoint(item.x, item.y), width: cm(item.w), length: cm(item.l), rotation: deg(0) };
      expect(rectInsidePolygon(at, floor), item.product.title).toBe(true);
    }
    expect(collisions(plan)).toEqual([]);
  });

  it('leaves the studio its own window without a layout that lists openings', () => {
    expect(planRoom([pick('Sofa')], 'Entertainment', 'seed-1').openings).toBeNull();
    expect(planRoom([pick('Sofa')], 'Entertainment', 'seed-1', { ...layout, openings: undefined }).openings).toBeNull();
  });
});

describe('the studio plan makes a bathroom of the bath catalogue', () => {
  const bathroom = () => [
    pick('Freestanding Oval Bathtub'),
    pick('Shaker Vanity'),
    pick('Close-Coupled Toilet'),
    pick('Arched Vanity Mirror'),
    pick('Three-Globe Vanity Light'),
    pick('Globe Wall Sconce'),
    pick('Dome Pendant Light'),
    pick('Towel Set'),
    pick('Bath Rug'),
  ];

  it('backs the tub, the vanity and the toilet onto the wall, a mirror over the vanity and its lights round it', () => {
    for (const seed of SEEDS) {
      const plan = planRoom(bathroom(), 'Bath', seed);
      const find = (kind: string) => plan.items.find((i) => i.kind === kind)!;
      const [tub, vanity, toilet] = [find('bathtub'), find('vanity'), find('toilet')];
      for (const piece of [tub, vanity, toilet]) {
        expect(piece.role, seed).toBe('floor');
        expect(piece.y - piece.l / 2, `${seed} ${piece.product.title}`).toBe(0);
      }
      expect(collisions(plan), seed).toEqual([]);
      expect(inside(plan), seed).toBe(true);
      const mirror = plan.items.find((i) => /Mirror/.test(i.product.title))!;
      expect([mirror.role, mirror.x, mirror.z], seed).toEqual(['wall', vanity.x, vanity.h + 22]);
      const bar = plan.items.find((i) => /Vanity Light/.test(i.product.title))!;
      expect([bar.role, bar.x], seed).toEqual(['wall', mirror.x]);
      expect(bar.z, seed).toBeGreaterThan(mirror.z + mirror.h);
      const sconce = plan.items.find((i) => /Sconce/.test(i.product.title))!;
      expect(sconce.role, seed).toBe('wall');
      expect(Math.abs(sconce.x - mirror.x), seed).toBeGreaterThan(mirror.w / 2);
      const pendant = plan.items.find((i) => /Pendant/.test(i.product.title))!;
      expect([pendant.role, pendant.z + pendant.h, pendant.y], seed).toEqual(['ceiling', 250, tub.y]);
      expect(Math.abs(pendant.x - tub.x), seed).toBeLessThan(tub.w / 2);
      // The towels rest on the vanity or the tub, not on a studio console.
      expect(plan.items.find((i) => i.kind === 'towel')!.host?.kind, seed).toBe('vanity');
      expect(plan.console, seed).toBeNull();
    }
  });
});
