import type { BlobStore } from '../ports/blob-store.port.js';
import type { CutoutMaker } from '../ports/cutouts.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { BoardGenerator } from '../ports/generator.port.js';
import type { PaletteReader } from '../ports/palette.port.js';
import type { ProductsRepository } from '../ports/products.port.js';

export interface GenerationDeps {
  products: ProductsRepository;
  generations: GenerationsRepository;
  blobs: BlobStore;
  generator: BoardGenerator;
  cutouts: CutoutMaker;
  palette: PaletteReader;
  generationsPerHour: number;
  now?: () => Date;
}

export const clock = (deps: { now?: () => Date }) => (deps.now ?? (() => new Date()))();
