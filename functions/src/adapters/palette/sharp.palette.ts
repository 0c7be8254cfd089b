import type { PaletteColour } from '../../contracts/catalogue.js';
import { plainColourNamer } from '../../domain/colour-names.js';
import { buildPalette, dominantColours } from '../../domain/palette.js';
import type { BoardProduct } from '../../ports/generator.port.js';
import type { PaletteReader } from '../../ports/palette.port.js';

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp').then((m) => m.default))) as Sharp;

/** The dominant colours of each cutout's opaque pixels, read from a 40 px thumbnail. */
async function cutoutColours(products: BoardProduct[]): Promise<string[][]> {
  const sharp = await loadSharp();
  return Promise.all(
    products.map(async (product) => {
      const pixels = await sharp(product.cutout).resize(40, 40, { fit: 'inside' }).ensureAlpha().raw().toBuffer();
      return dominantColours(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length));
    }),
  );
}

/**
 * The board's palette from the products' hex codes, their cutouts' dominant colours (read with sharp) and the style's
 * tones, each named by its nearest plain colour name (CIEDE2000).
 */
export function sharpPalette(): PaletteReader {
  return {
    async paletteOf(products, options): Promise<PaletteColour[]> {
      const cutouts = await cutoutColours(products);
      return buildPalette({ productHexCodes: products.map((p) => p.hexCodes), cutoutColours: cutouts }, plainColourNamer(), options);
    },
  };
}
