import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPhoto } from '../../../../emulators/catalogue/draw.mjs';
import { demoProducts } from '../../../../emulators/catalogue/products.mjs';
import { CUTOUT_MAX_SIDE } from '../../ports/cutouts.port.js';
import { backdropCutouts } from './backdrop.cutouts.js';

describe('backdrop cutouts (no model)', () => {
  it('clears the studio backdrop around a demo product and keeps the object opaque', async () => {
    const table = demoProducts().find((p) => p.kind === 'table' && p.title.includes('Round Coffee Table'))!;
    const cutout = await backdropCutouts().cut(await renderPhoto(sharp, table), 'image/jpeg');

    const { data, info } = await sharp(cutout).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(Math.max(info.width, info.height)).toBeLessThanOrEqual(CUTOUT_MAX_SIDE);
    const alpha = (x: number, y: number) => data[(Math.round(y) * info.width + Math.round(x)) * 4 + 3]!;
    const [w, h] = [info.width - 1, info.height - 1];
    expect([alpha(0, 0), alpha(w, 0), alpha(0, h), alpha(w, h)]).toEqual([0, 0, 0, 0]);
    expect(alpha(w / 2, h * 0.15)).toBe(255);
    expect((await sharp(cutout).metadata()).format).toBe('png');
  });
});
