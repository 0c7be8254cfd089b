import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { labOf } from '../../domain/palette.js';
import type { BoardProduct } from '../../ports/generator.port.js';
import { plainColourNamer } from '../../domain/colour-names.js';
import { sharpPalette } from './sharp.palette.js';

/** A cutout: an opaque square of one colour on a transparent ground. */
async function cutout(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect x="16" y="16" width="32" height="32" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function product(id: string, hexCodes: string[], cutoutColour: string): Promise<BoardProduct> {
  return { id, title: id, price: 1, keywords: [], width: 1, length: 1, height: 1, hexCodes, cutout: await cutout(cutoutColour) };
}

describe('sharp palette', () => {
  it("takes the products' hex codes and the cutouts' colours, merges near duplicates and names each by its plain colour name", async () => {
    const products = [await product('a', ['#c0674a'], '#2F3E5C'), await product('b', ['#9FAE8F'], '#C1684B')];
    const palette = await sharpPalette().paletteOf(products, { style: 'Natural Tones', seed: 'one' });
    const hexes = palette.map((c) => c.hex);
    expect(hexes).toEqual(expect.arrayContaining(['#C0674A', '#9FAE8F', '#2F3E5C']));
    expect(hexes).not.toContain('#C1684B');
    expect(palette.length).toBeGreaterThanOrEqual(5);
    expect(palette.length).toBeLessThanOrEqual(8);
    const nameOf = plainColourNamer();
    for (const colour of palette) expect(colour.name).toBe(nameOf(colour.hex));
    expect(new Set(palette.map((c) => c.name)).size).toBe(palette.length);
  });

  it('keeps at most 14 colours on request, and a Light Tones board of dark pieces leads with a pale colour', async () => {
    const hex = (i: number) => `#${(i * 0x0b1f3d).toString(16).padStart(6, '0').slice(-6)}`;
    const products = await Promise.all(Array.from({ length: 10 }, (_, i) => product(`p${i}`, [hex(i), hex(i + 10)], hex(i + 20))));
    expect(await sharpPalette().paletteOf(products, { limit: 30 })).toHaveLength(14);
    const dark = await Promise.all(['#2B2B2D', '#3A3D42', '#44474C'].map((c, i) => product(`d${i}`, [c, '#EFE9DC'], c)));
    const light = await sharpPalette().paletteOf(dark, { style: 'Light Tones' });
    expect(labOf(light[0]!.hex).l).toBeGreaterThan(70);
  });
});
