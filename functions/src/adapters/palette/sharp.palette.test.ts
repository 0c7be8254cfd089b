import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BoardProduct } from '../../ports/generator.port.js';
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
  it("puts the products' hex codes first, then the cutouts' dominant colours, each named, without near duplicates", async () => {
    const products = [await product('a', ['#c0674a'], '#2F3E5C'), await product('b', ['#9FAE8F'], '#C1684B')];
    expect(await sharpPalette().paletteOf(products)).toEqual([
      { hex: '#C0674A', name: expect.any(String) },
      { hex: '#9FAE8F', name: 'Sage' },
      { hex: '#2F3E5C', name: expect.any(String) },
    ]);
  });

  it('keeps at most 14 colours', async () => {
    const hex = (i: number) => `#${(i * 0x0b1f3d).toString(16).padStart(6, '0').slice(-6)}`;
    const products = await Promise.all(Array.from({ length: 10 }, (_, i) => product(`p${i}`, [hex(i), hex(i + 10)], hex(i + 20))));
    const palette = await sharpPalette().paletteOf(products);
    expect(palette.length).toBe(14);
    expect(new Set(palette.map((c) => c.hex)).size).toBe(14);
  });
});
