import type { PaletteColour } from '../contracts/catalogue.js';
import type { BoardProduct } from './generator.port.js';

/** A board's palette from its products' hex codes and cutout pixels (at most 14 named colours). */
export interface PaletteReader {
  paletteOf(products: BoardProduct[]): Promise<PaletteColour[]>;
}
