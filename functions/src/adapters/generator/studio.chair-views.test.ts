import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../../../emulators/catalogue/products.mjs';
import { backView, sideView } from './studio.chair-views.js';
import { decode } from './studio.cutout.js';

const CUTOUTS = resolve(process.cwd(), 'emulators/catalogue/cutouts');

/** The first and last rows with an opaque pixel. */
function opaqueRows(image: { data: Buffer; width: number; height: number }) {
  const rows = Array.from({ length: image.height }, (_, y) =>
    Array.from({ length: image.width }, (_, x) => image.data[(y * image.width + x) * 4 + 3]!).some((alpha) => alpha > 200),
  );
  return [rows.indexOf(true), rows.lastIndexOf(true)];
}

describe.skipIf(!existsSync(CUTOUTS))('a dining chair drawn turned from its cutout', () => {
  it('from behind: keeps the cutout’s scale, stands on the floor, and has its backrest at the near edge, lower than from the front', async () => {
    const chair = demoProducts().find((p) => p.title.includes('Dining Chair'))!;
    const front = await decode(sharp, readFileSync(join(CUTOUTS, `${chair.id}.png`)));
    const back = await backView(sharp, front, chair);
    const scale = Math.max(front.box.width / (chair.width + chair.length * 0.42), front.box.height / (chair.height + chair.length * 0.3));
    expect(back.box).toEqual({ left: 0, top: 0, width: back.width, height: back.height });
    expect(back.width).toBe(Math.round((chair.width + chair.length * 0.42) * scale));
    expect(back.height).toBe(Math.round((chair.height + chair.length * 0.3) * scale));
    const [top, bottom] = opaqueRows(back);
    expect(bottom).toBeGreaterThan(back.height - 3);
    // The backrest's top is at the near edge now: 0.3 cm lower on screen for each cm it came forward (the depth less its own 6).
    expect(top).toBeGreaterThanOrEqual(Math.round((chair.length - 6) * 0.3 * scale) - 1);
    expect(top).toBeLessThanOrEqual(Math.round((chair.length - 6) * 0.3 * scale) + 4);
  });

  it('turned a quarter, shows its length across and its width in depth, on the floor', async () => {
    const chair = demoProducts().find((p) => p.title.includes('Dining Chair'))!;
    const front = await decode(sharp, readFileSync(join(CUTOUTS, `${chair.id}.png`)));
    const scale = Math.max(front.box.width / (chair.width + chair.length * 0.42), front.box.height / (chair.height + chair.length * 0.3));
    for (const facing of ['left', 'right'] as const) {
      const side = await sideView(sharp, front, chair, facing);
      expect([side.width, side.height], facing).toEqual([
        Math.round((chair.length + chair.width * 0.42) * scale),
        Math.round((chair.height + chair.width * 0.3) * scale),
      ]);
      expect(opaqueRows(side)[1], facing).toBeGreaterThanOrEqual(side.height - 3);
      // The backrest, seen edge on, reaches the top of the box at its far end.
      expect(opaqueRows(side)[0], facing).toBeLessThan(8);
    }
  });
});
