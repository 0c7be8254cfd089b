import type { PaletteReader } from '../../ports/palette.port.js';
import { boardPalette } from '../generator/studio.generator.js';

/** The palette from hex codes and the cutouts' dominant colours, read with sharp (the studio generator's rule). */
export function sharpPalette(): PaletteReader {
  return { paletteOf: boardPalette };
}
