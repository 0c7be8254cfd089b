import type { PaletteColour } from '../contracts/catalogue.js';
import type { PaletteOptions } from '../domain/palette.js';
import type { BoardProduct } from './generator.port.js';

/** A board's palette from its products' hex codes and cutout pixels and the style's tones (5 to 8 named colours, at most 14). */
export interface PaletteReader {
  paletteOf(products: BoardProduct[], options?: PaletteOptions): Promise<PaletteColour[]>;
}
