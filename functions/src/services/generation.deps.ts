import type { BlobStore } from '../ports/blob-store.port.js';
import type { CutoutQueue } from '../ports/cutout-queue.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { BoardGenerator } from '../ports/generator.port.js';
import type { PaletteReader } from '../ports/palette.port.js';
import type { ProductsRepository } from '../ports/products.port.js';

export interface GenerationDeps {
  products: ProductsRepository;
  generations: GenerationsRepository;
  blobs: BlobStore;
  generator: BoardGenerator;
  /** Products without a cutout are queued here; the cutout worker makes them (never the generation itself). */
  cutoutQueue: CutoutQueue;
  /** How long a generation waits for the cutouts it queued (default CUTOUT_WAIT_MS), and how often it looks. */
  cutoutWaitMs?: number;
  cutoutPollMs?: number;
  palette: PaletteReader;
  generationsPerHour: number;
  now?: () => Date;
}

export const clock = (deps: { now?: () => Date }) => (deps.now ?? (() => new Date()))();
