import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharpShareImages } from './sharp.share-images.js';

/** A board picture as the studio makes them (1536 x 1024): a warm wall over a darker floor. */
const picture = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1024"><rect width="1536" height="700" fill="#c9b8a0"/>' +
        '<rect y="700" width="1536" height="324" fill="#6f4a31"/><rect x="500" y="420" width="560" height="360" fill="#e4dccb"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const palette = [
  { hex: '#6F4A31', name: 'Walnut' },
  { hex: '#E4DCCB', name: 'Linen' },
  { hex: '#3B5B4C', name: 'Forest green' },
];

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [...data];
}

const near = (actual: number[], hex: string) =>
  actual.every((value, index) => Math.abs(value - parseInt(hex.slice(1 + 2 * index, 3 + 2 * index), 16)) <= 6);

describe('sharp share images', () => {
  it('composes a 1200 x 630 JPEG: the picture, then the title on paper above the palette swatches', async () => {
    const image = await sharpShareImages().compose(await picture(), { title: 'A Calm Walnut Bedroom', palette });
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // The picture fills the left (its floor at the bottom), the panel is paper, each swatch its colour.
    expect(near(await pixel(image, 20, 610), '#6F4A31')).toBe(true);
    expect(near(await pixel(image, 1180, 20), '#F7F3EC')).toBe(true);
    for (const [index, colour] of palette.entries()) {
      expect(near(await pixel(image, 760 + 48 + Math.round((index + 0.5) * (344 / 3)), 630 - 48 - 36), colour.hex)).toBe(true);
    }
  });

  it('fits a long title with markup characters in the panel', async () => {
    const title = `A <script> & "quoted" ${'very long words '.repeat(12)}title`;
    const image = await sharpShareImages().compose(await picture(), { title, palette: [] });
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // Nothing written over the bottom of the panel, where the swatches would be.
    expect(near(await pixel(image, 1000, 600), '#F7F3EC')).toBe(true);
  });
});
