import type { Generation, GenerationProgress } from '../contracts/generation.js';
import { isImageKey } from '../domain/blob-keys.js';
import { forbidden, notFound } from '../domain/errors.js';
import { toProgress } from '../domain/generation-job.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { GENERATION_NOT_FOUND } from './generate-image.service.js';
import { generationView } from './generation.views.js';

/** GET /api/generations/:id: a generated, not yet saved board, for its owner only. */
export async function getGeneration(
  deps: { generations: GenerationsRepository; products: ProductsRepository },
  uid: string,
  id: string,
): Promise<Generation> {
  const job = await deps.generations.get(id);
  if (!job) throw notFound(GENERATION_NOT_FOUND);
  if (job.ownerUid !== uid) throw forbidden();
  return generationView(job, await deps.products.getMany(job.productIds));
}

/**
 * GET /api/generations/:id/image: a generation's picture, for the holder of its key (its owner). Once saved, the
 * picture follows its board: gone when the board was deleted or taken down.
 */
export async function generationImage(
  deps: { generations: GenerationsRepository; boards: BoardsRepository; blobs: BlobStore },
  id: string,
  key: string | null,
): Promise<StoredBlob> {
  const job = await deps.generations.get(id);
  let allowed = Boolean(job?.imagePath) && isImageKey(key, job?.imageKey ?? null);
  if (allowed && job?.savedBoardId) {
    const board = await deps.boards.get(job.savedBoardId);
    allowed = board !== null && !board.hidden;
  }
  const blob = allowed && job?.imagePath ? await deps.blobs.get(job.imagePath) : null;
  if (!blob) throw notFound();
  return blob;
}

/** GET /api/generation-progress/:id: where the owner's generation is now, for the Loader's polls. */
export async function getProgress(deps: { generations: GenerationsRepository }, uid: string, id: string): Promise<GenerationProgress> {
  const job = await deps.generations.get(id);
  if (!job) throw notFound(GENERATION_NOT_FOUND);
  if (job.ownerUid !== uid) throw forbidden();
  return toProgress(job);
}
