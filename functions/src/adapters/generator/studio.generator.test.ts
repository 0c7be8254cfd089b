import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../../../emulators/catalogue/products.mjs';
import { buildPalette } from '../../domain/palette.js';
import type { BoardBrief, BoardProduct } from '../../ports/generator.port.js';
import { studioGenerator } from './studio.generator.js';
import { ROOM_HEIGHT, ROOM_WIDTH } from './studio.layout.js';

const CUTOUTS = resolve(process.cwd(), 'emulators/catalogue/cutouts');

/** Ten demo products with their committed cutouts, one or two per kind, like a user's selection. */
function boardProducts(kinds: string[]): BoardProduct[] {
  const all = demoProducts();
  return kinds.map((kind, i) => {
    const product = all.filter((p) => p.kind === kind)[i % 3]!;
    const file = join(CUTOUTS, `${product.id}.png`);
    return { ...product, cutout: readFileSync(file) };
  });
}

const SLEEP = ['bed', 'rug', 'pillow', 'pillow', 'duvet', 'sheets', 'comforter', 'mattress', 'paint', 'bed'];

/** A brief with the palette of the products' own hex codes (the cutouts' colours are the palette adapter's part). */
function brief(overrides: Partial<BoardBrief> = {}): BoardBrief {
  const products = overrides.products ?? boardProducts(SLEEP);
  const palette = buildPalette({ productHexCodes: products.map((p) => p.hexCodes), cutoutColours: [] }, (hex) => `Colour ${hex}`, {
    style: overrides.style ?? 'Natural Tones',
  });
  return { functionName: 'Sleep', size: 'Queen Size', style: 'Natural Tones', products, palette, ...overrides };
}

describe.skipIf(!existsSync(CUTOUTS))('studio generator', () => {
  const generator = studioGenerator();

  it('gives the same words and the same picture bytes for the same input', async () => {
    const [a, b] = [brief(), brief()];
    expect(await generator.describe(a)).toEqual(await generator.describe(b));
    const [first, second] = [await generator.picture(a), await generator.picture(b)];
    expect(first.image.equals(second.image)).toBe(true);
    if (process.env.STUDIO_OUT) writeFileSync(process.env.STUDIO_OUT, first.image);
  });

  it('draws a JPEG room of the expected size', async () => {
    const picture = await generator.picture(brief({ style: 'Grey Tones' }));
    const meta = await sharp(picture.image).metadata();
    expect(picture.contentType).toBe('image/jpeg');
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ROOM_WIDTH, ROOM_HEIGHT]);
  });

  it('writes a title and a markdown description from the function, size, style, products and colour names', async () => {
    const board = brief();
    const text = await generator.describe(board);
    expect(text.title).toMatch(/\w+/);
    expect(text.description.main_title).toBe('A Queen Size bedroom in natural tones');
    for (const product of board.products) expect(text.description.description).toContain(product.title);
    expect(text.description.description).toContain('### Palette');
    expect(text.description.description).toContain(board.palette[0]!.name);
  });

  it('maps the wizard word Entertain to the living room', async () => {
    const text = await generator.describe(brief({ functionName: 'Entertain', size: 'Sofa', products: boardProducts(['bed']) }));
    expect(text.description.main_title).toBe('A Sofa living room in natural tones');
  });
});
