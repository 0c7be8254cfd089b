import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../../../emulators/catalogue/products.mjs';
import { buildPalette } from '../../domain/palette.js';
import type { BoardBrief, BoardProduct } from '../../ports/generator.port.js';
import { studioGenerator } from './studio.generator.js';
import { ROOM_HEIGHT, ROOM_WIDTH } from './studio.scene.js';

const CUTOUTS = resolve(process.cwd(), 'emulators/catalogue/cutouts');
type Demo = ReturnType<typeof demoProducts>[number];

/** Demo products with their committed cutouts: for each wish, the n-th product that matches it. */
function pick(wishes: [(p: Demo) => boolean, number][]): BoardProduct[] {
  const all = demoProducts();
  return wishes.map(([matches, n]) => {
    const product = all.filter(matches)[n]!;
    return { ...product, cutout: readFileSync(join(CUTOUTS, `${product.id}.png`)) };
  });
}
const kind = (k: string) => (p: Demo) => p.kind === k;
const titled = (word: string) => (p: Demo) => p.title.includes(word);

/** Ten products per room, as users pick them. */
const ROOMS: Record<string, { functionName: string; size: string; style: string; products: () => BoardProduct[] }> = {
  bedroom: {
    functionName: 'Sleep',
    size: 'Queen Size',
    style: 'Natural Tones',
    products: () =>
      pick([
        [kind('bed'), 0],
        [kind('mattress'), 1],
        [titled('Hand-Knotted Wool Rug'), 0],
        [kind('pillow'), 0],
        [kind('pillow'), 2],
        [kind('duvet'), 1],
        [kind('comforter'), 0],
        [kind('sheets'), 2],
        [titled('Ceramic Table Lamp'), 0],
        [kind('paint'), 0],
      ]),
  },
  living: {
    functionName: 'Entertain',
    size: 'Sofa',
    style: 'Color Pop',
    products: () =>
      pick([
        [kind('sofa'), 1],
        [kind('armchair'), 0],
        [kind('armchair'), 3],
        [titled('Coffee Table'), 0],
        [titled('Floor Lamp'), 0],
        [titled('Ceramic Table Lamp'), 1],
        [titled('Flatweave Rug'), 0],
        [kind('pillow'), 1],
        [kind('pillow'), 4],
        [kind('comforter'), 3],
      ]),
  },
  dining: {
    functionName: 'Dining',
    size: 'Large Table',
    style: 'Light Tones',
    products: () =>
      pick([
        [titled('Farmhouse Dining Table'), 0],
        [kind('diningChair'), 0],
        [kind('diningChair'), 0],
        [kind('diningChair'), 3],
        [kind('diningChair'), 3],
        [kind('napkins'), 0],
        [kind('napkins'), 2],
        [kind('barCart'), 0],
        [titled('Jute Blend Rug'), 0],
        [kind('paint'), 1],
      ]),
  },
  bath: {
    functionName: 'Bath',
    size: 'Full',
    style: 'Grey Tones',
    products: () =>
      pick([
        [kind('bench'), 0],
        [kind('towels'), 0],
        [kind('towels'), 2],
        [kind('showerhead'), 0],
        [kind('tiles'), 1],
        [kind('tiles'), 4],
        [titled('Bath Rug'), 0],
        [kind('paint'), 2],
        [kind('bench'), 1],
        [kind('towels'), 5],
      ]),
  },
};

/** A brief with a palette of the products' own hex codes (the cutouts' colours are the palette adapter's part). */
function brief(room = ROOMS.bedroom!, overrides: Partial<BoardBrief> = {}): BoardBrief {
  const products = overrides.products ?? room.products();
  const style = overrides.style ?? room.style;
  const palette = buildPalette({ productHexCodes: products.map((p) => p.hexCodes), cutoutColours: [] }, (hex) => `Colour ${hex}`, {
    style,
  });
  return { functionName: room.functionName, size: room.size, style, products, palette, seed: 'generation-1', ...overrides };
}

describe.skipIf(!existsSync(CUTOUTS))('studio generator', () => {
  const generator = studioGenerator();

  it('gives the same words and the same picture bytes for the same generation id', async () => {
    const [a, b] = [brief(), brief()];
    expect(await generator.describe(a)).toEqual(await generator.describe(b));
    const [first, second] = [await generator.picture(a), await generator.picture(b)];
    expect(first.image.equals(second.image)).toBe(true);
  });

  it('gives a new generation id of the same products a different picture and a different title', async () => {
    const first = brief(ROOMS.bedroom, { seed: 'generation-1' });
    const titles = new Set<string>();
    const pictures = new Set<string>();
    for (const seed of ['generation-2', 'generation-3', 'generation-4']) {
      const again = { ...first, seed };
      titles.add((await generator.describe(again)).title);
      pictures.add((await generator.picture(again)).image.toString('base64'));
    }
    expect(titles.has((await generator.describe(first)).title) && titles.size === 1).toBe(false);
    expect(pictures.has((await generator.picture(first)).image.toString('base64'))).toBe(false);
    expect(pictures.size).toBe(3);
  });

  it('draws the four rooms of ten products each as JPEG pictures of the expected size', async () => {
    const out = process.env.STUDIO_OUT;
    if (out) mkdirSync(out, { recursive: true });
    for (const [name, room] of Object.entries(ROOMS)) {
      const picture = await generator.picture(brief(room, { seed: process.env.STUDIO_SEED ?? 'generation-1' }));
      const meta = await sharp(picture.image).metadata();
      expect(picture.contentType).toBe('image/jpeg');
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ROOM_WIDTH, ROOM_HEIGHT]);
      if (out)
        await sharp(picture.image)
          .png()
          .toFile(join(out, `${name}.png`));
    }
    if (out) writeFileSync(join(out, 'done.txt'), 'ok');
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
    const text = await generator.describe(brief(ROOMS.living, { size: 'Sofa', style: 'Natural Tones' }));
    expect(text.description.main_title).toBe('A Sofa living room in natural tones');
  });
});
