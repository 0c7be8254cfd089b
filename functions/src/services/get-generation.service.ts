import { UNSAVED_KEPT_DAYS, type Generation, type GenerationProgress, type UnsavedGenerations } from '../contracts/generation.js';
import { generationImageUrl, isImageKey } from '../domain/blob-keys.js';
import { forbidden, notFound } from '../domain/errors.js';
import { toProgress } from '../domain/generation-job.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { GENERATION_NOT_FOUND } from './steps/generation.js';
import { generationView } from './generation.views.js';
import { nowOf } from './steps/clock.js';

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

/** Enough of a user's recent generations to find the unsaved ones among them (a user makes at most a few dozen a week). */
const RECENT_LOOKED_AT = 100;

/**
 * GET /api/unsaved-generations: the caller's own boards of the last UNSAVED_KEPT_DAYS days whose words were written
 * and that were not saved, newest first, so that a board made and not saved can be found again.
 */
export async function listUnsavedGenerations(
  deps: { generations: GenerationsRepository; now?: () => Date },
  uid: string,
): Promise<UnsavedGenerations> {
  const since = new Date(nowOf(deps).getTime() - UNSAVED_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const jobs = await deps.generations.recentOf(uid, since, RECENT_LOOKED_AT);
  return {
    generations: jobs
      .filter((job) => job.ownerUid === uid && job.text && !job.savedBoardId)
      .map((job) => ({
        id: job.id,
        generated_title: job.text?.title ?? '',
        function_name: job.functionName,
        size: job.size,
        style: job.style,
        image_url: job.imagePath && job.imageKey ? generationImageUrl(job.id, job.imageKey) : null,
        productCount: job.productIds.length,
        createdAt: job.createdAt.toISOString(),
      })),
  };
}
