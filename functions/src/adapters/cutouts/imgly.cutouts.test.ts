import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPhoto } from '../../../../emulators/catalogue/draw.mjs';
import { demoProducts } from '../../../../emulators/catalogue/products.mjs';
import { CUTOUT_MAX_SIDE } from '../../ports/cutouts.port.js';
import { imglyCutouts } from './imgly.cutouts.js';

describe('imgly cutouts (real model, offline)', () => {
  it('makes the studio background transparent and keeps the object opaque', { timeout: 120_000 }, async () => {
    const table = demoProducts().find((p) => p.kind === 'table' && p.title.includes('Round Coffee Table'))!;
    const photo = await renderPhoto(sharp, table);

    const cutout = await imglyCutouts().cut(photo, 'image/jpeg');

    const { data, info } = await sharp(cutout).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(Math.max(info.width, info.height)).toBeLessThanOrEqual(CUTOUT_MAX_SIDE);
    const alpha = (x: number, y: number) => data[(Math.round(y) * info.width + Math.round(x)) * 4 + 3]!;
    const [w, h] = [info.width - 1, info.height - 1];
    // A round table top is an ellipse on a narrow pedestal: the corners of its bounding box are background.
    expect([alpha(0, 0), alpha(w, 0), alpha(0, h), alpha(w, h)]).toEqual([0, 0, 0, 0]);
    // The middle of the table top is the object.
    expect(alpha(w / 2, h * 0.15)).toBeGreaterThan(240);
    expect((await sharp(cutout).metadata()).format).toBe('png');
  });
});
