import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../../../emulators/catalogue/products.mjs';
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

describe('the studio plan seats chairs at their table', () => {
  it('puts four dining chairs in a row behind the table, facing it and the viewer', () => {
    for (const seed of SEEDS) {
      const chairs = [0, 1, 2, 3].map(() => pick('Dining Chair', 0));
      const plan = planRoom([pick('Dining Table'), ...chairs, pick('Flatweave Rug')], 'Dining', seed);
      const table = plan.items.find((i) => i.kind === 'table')!;
      const seats = plan.items.filter((i) => i.kind === 'dining-chair');
      expect(seats).toHaveLength(4);
      for (const seat of seats) {
        // Drawn facing the viewer, a chair faces its table only from behind it: its front edge at the table's back.
        expect(seat.y + seat.l / 2, seed).toBeLessThanOrEqual(table.y - table.l / 2 + 12 + 1e-9);
        expect(seat.y + seat.l / 2, seed).toBeGreaterThan(table.y - table.l / 2);
        expect(Math.abs(seat.x - table.x), seed).toBeLessThan(table.w / 2 + seat.w);
      }
      expect(collisions(plan), seed).toEqual([]);
      expect(inside(plan), seed).toBe(true);
    }
  });
});
