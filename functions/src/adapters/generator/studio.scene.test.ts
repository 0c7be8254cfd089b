import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../../../emulators/catalogue/products.mjs';
import { kindMount, productKind } from '../../contracts/product-kinds.js';
import type { BoardProduct } from '../../ports/generator.port.js';
import { decode } from './studio.cutout.js';
import { planRoom, surfaceHeight, type Plan, type PlanItem } from './studio.layout.js';
import { projectionFor, sceneSprites, type Sprite } from './studio.scene.js';

const CUTOUTS = resolve(process.cwd(), 'emulators/catalogue/cutouts');
const all = demoProducts();
const byTitle = (words: string, n = 0): BoardProduct => {
  const product = all.filter((p) => p.title.includes(words))[n]!;
  return { ...product, cutout: readFileSync(join(CUTOUTS, `${product.id}.png`)) };
};

/** The plan and its sprites as the generator makes them, with the cutouts' visible sizes. */
async function scene(products: BoardProduct[], fn: string, seed = 'seed-1'): Promise<{ plan: Plan; sprites: Sprite[] }> {
  const plan = planRoom(products, fn, seed);
  const sizes = new Map<PlanItem, { imgW: number; imgH: number }>();
  for (const item of plan.items) {
    const { box } = await decode(sharp, item.product.cutout);
    sizes.set(item, { imgW: box.width, imgH: box.height });
  }
  return { plan, sprites: sceneSprites(plan, projectionFor(plan.room), sizes) };
}

const spriteOf = (sprites: Sprite[], words: string) => sprites.find((s) => s.item.product.title.includes(words))!;
const rect = (i: PlanItem) => ({ x0: i.x - i.w / 2, x1: i.x + i.w / 2, y0: i.y - i.l / 2, y1: i.y + i.l / 2 });
const within = (inner: PlanItem, outer: PlanItem) => {
  const [a, b] = [rect(inner), rect(outer)];
  return a.x0 >= b.x0 - 1e-9 && a.x1 <= b.x1 + 1e-9 && a.y0 >= b.y0 - 1e-9 && a.y1 <= b.y1 + 1e-9;
};

describe.skipIf(!existsSync(CUTOUTS))("the studio picture's scene", () => {
  let bedroom: { plan: Plan; sprites: Sprite[] };
  let living: { plan: Plan; sprites: Sprite[] };
  const bedroomProducts = () => [
    byTitle('Platform Bed Frame'),
    byTitle('Hand-Knotted Wool Rug'),
    byTitle('Throw Pillow'),
    byTitle('Lumbar Pillow'),
    byTitle('Duvet Cover'),
    byTitle('Comforter'),
    byTitle('Sheet Set'),
    byTitle('Ceramic Table Lamp'),
    byTitle('Interior Paint'),
    byTitle('Mattress'),
  ];
  const livingProducts = () => [
    byTitle('Linen Sofa'),
    byTitle('Floor Lamp'),
    byTitle('Coffee Table'),
    byTitle('Flatweave Rug'),
    byTitle('Lounge Armchair'),
    byTitle('Throw Pillow', 1),
  ];
  beforeAll(async () => {
    bedroom = await scene(bedroomProducts(), 'Sleep');
    living = await scene(livingProducts(), 'Entertainment');
  });

  it('draws each piece at its true scale: a 150 cm floor lamp stands taller than an 85 cm sofa', () => {
    const lamp = spriteOf(living.sprites, 'Floor Lamp');
    const sofa = spriteOf(living.sprites, 'Linen Sofa');
    expect(lamp.item.h).toBeGreaterThanOrEqual(150);
    expect(sofa.item.h).toBeLessThanOrEqual(88);
    expect(lamp.height).toBeGreaterThan(sofa.height * 1.4);
    const scale = projectionFor(living.plan.room).scale;
    expect(lamp.height / scale).toBeGreaterThan(150);
    expect(lamp.height / scale).toBeLessThan(lamp.item.h + lamp.item.l * 0.3 + 5);
  });

  it('draws a queen bed wider than a single', async () => {
    const queen = all.find((p) => p.kind === 'bed' && p.width === 152)!;
    const single = all.find((p) => p.kind === 'bed' && p.width === 137 && p.variant % 2 === queen.variant % 2)!;
    const widthOf = async (product: typeof queen) => {
      const { sprites } = await scene([{ ...product, cutout: readFileSync(join(CUTOUTS, `${product.id}.png`)) }], 'Sleep');
      return sprites[0]!.width / projectionFor(planRoom([{ ...product, cutout: Buffer.alloc(0) }], 'Sleep', 'seed-1').room).scale;
    };
    expect(await widthOf(queen)).toBeGreaterThan((await widthOf(single)) + 10);
  });

  it('stands every floor piece inside the room, on the floor, without overlapping another', () => {
    for (const { plan, sprites } of [bedroom, living]) {
      const floor = plan.items.filter((i) => i.role === 'floor');
      for (const item of floor) {
        const r = rect(item);
        expect(r.x0, item.product.title).toBeGreaterThanOrEqual(0);
        expect(r.y0, item.product.title).toBeGreaterThanOrEqual(0);
        expect(r.x1, item.product.title).toBeLessThanOrEqual(plan.room.width);
        expect(r.y1, item.product.title).toBeLessThanOrEqual(plan.room.length);
        expect(item.z).toBe(0);
        const sprite = sprites.find((s) => s.item === item)!;
        const front = projectionFor(plan.room).point(item.x, item.y + item.l / 2, 0);
        expect(sprite.top + sprite.height).toBeCloseTo(front.py, 6);
      }
      for (const a of floor)
        for (const b of floor) {
          if (a === b) continue;
          const [ra, rb] = [rect(a), rect(b)];
          const overlap = ra.x0 < rb.x1 && rb.x0 < ra.x1 && ra.y0 < rb.y1 && rb.y0 < ra.y1;
          expect(overlap, `${a.product.title} / ${b.product.title}`).toBe(false);
        }
    }
  });

  it('draws back to front: rugs first, then each standing piece after everything behind it, what rests on it right after it', () => {
    for (const { sprites } of [bedroom, living]) {
      const roles = sprites.map((s) => s.item.role);
      expect(roles.lastIndexOf('rug')).toBeLessThan(roles.indexOf('floor'));
      const standing = sprites.filter((s) => s.item.role === 'floor').map((s) => s.item.y + s.item.l / 2);
      expect(standing).toEqual([...standing].sort((a, b) => a - b));
      sprites.forEach((s, i) => {
        if (s.item.role !== 'on' || !s.item.host || !sprites.some((o) => o.item === s.item.host)) return;
        const hostAt = sprites.findIndex((o) => o.item === s.item.host);
        expect(hostAt).toBeLessThan(i);
        for (const between of sprites.slice(hostAt + 1, i)) expect(between.item.host).toBe(s.item.host);
      });
    }
  });

  it('lays the rug flat under the bed and under the sofa and coffee table', () => {
    const overlaps = (a: PlanItem, b: PlanItem) => {
      const [ra, rb] = [rect(a), rect(b)];
      return ra.x0 < rb.x1 && rb.x0 < ra.x1 && ra.y0 < rb.y1 && rb.y0 < ra.y1;
    };
    const rugIn = (plan: Plan) => plan.items.find((i) => i.role === 'rug')!;
    const bed = bedroom.plan.items.find((i) => i.kind === 'bed')!;
    expect(overlaps(rugIn(bedroom.plan), bed)).toBe(true);
    const table = living.plan.items.find((i) => i.kind === 'table')!;
    expect(within(table, rugIn(living.plan))).toBe(true);
    expect(spriteOf(bedroom.sprites, 'Rug').flat).toBe(true);
  });

  it('puts pillows, bedding and the mattress on the bed, the table lamp on a surface, and paint on the wall, never on the floor', () => {
    const bed = bedroom.plan.items.find((i) => i.kind === 'bed')!;
    for (const item of bedroom.plan.items.filter((i) => ['pillow', 'bedding', 'mattress'].includes(i.kind))) {
      expect(item.role, item.product.title).toBe('on');
      expect(item.host, item.product.title).toBe(bed);
      expect(item.z, item.product.title).toBeGreaterThanOrEqual(surfaceHeight(bed) - 30);
      expect(within({ ...item, w: item.w - 0.01 }, bed), item.product.title).toBe(true);
    }
    const lamp = bedroom.plan.items.find((i) => i.kind === 'lamp')!;
    expect([lamp.role, lamp.z > 0]).toEqual(['on', true]);
    expect(bedroom.plan.items.some((i) => i.kind === 'paint')).toBe(false);
    expect(bedroom.plan.finishes.paints).toEqual([byTitle('Interior Paint').hexCodes[0]]);
  });

  it('never stands an accessory on the floor, in any room', async () => {
    const accessories = all.filter((p) => kindMount(productKind(p)) === 'accessory');
    for (const fn of ['Sleep', 'Entertainment', 'Dining', 'Bath']) {
      const products = accessories
        .filter((_, i) => i % 7 === fn.length % 7)
        .slice(0, 8)
        .map((p) => ({ ...p, cutout: Buffer.alloc(0) }));
      const plan = planRoom([byTitle('Bath Bench'), ...products], fn, 'seed-2');
      for (const item of plan.items.filter((i) => i.product.id !== byTitle('Bath Bench').id))
        expect(item.role, `${fn}: ${item.product.title}`).not.toBe('floor');
    }
  });

  it("stands the pieces where the board's own layout puts them, in its room size", () => {
    const products = livingProducts();
    const sofa = products[0]!;
    const layout = {
      width: 500,
      length: 420,
      shape: 'rectangular' as const,
      items: [{ id: sofa.id, x: 300, y: 200, rotation: 0 }],
    };
    const plan = planRoom(products, 'Entertainment', 'seed-1', layout);
    expect(plan.room).toEqual({ width: 500, length: 420 });
    expect(plan.items.find((i) => i.product.id === sofa.id)).toMatchObject({ x: 300, y: 200 });
    const pillow = plan.items.find((i) => i.kind === 'pillow')!;
    expect(Math.abs(pillow.x - 300)).toBeLessThan(sofa.width / 2);
  });

  it('draws the chairs behind the dining table before it and those in front of it after it, seen from behind', async () => {
    const chairs = [0, 0, 0, 0].map(() => byTitle('Dining Chair'));
    const { plan, sprites } = await scene([byTitle('Porto Ash Farmhouse Dining Table'), ...chairs], 'Dining');
    const table = plan.items.find((i) => i.kind === 'table')!;
    const order = (item: PlanItem) => sprites.findIndex((s) => s.item === item);
    const seats = plan.items.filter((i) => i.kind === 'dining-chair');
    const behind = seats.filter((c) => c.y < table.y);
    const before = seats.filter((c) => c.y > table.y);
    expect([behind.length, before.length]).toEqual([2, 2]);
    for (const chair of behind) expect([order(chair) < order(table), chair.view]).toEqual([true, 'front']);
    for (const chair of before) expect([order(chair) > order(table), chair.view]).toEqual([true, 'back']);
  });
});
