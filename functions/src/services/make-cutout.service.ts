import { CutoutTaskSchema, type CatalogueProduct, type CutoutError } from '../contracts/catalogue.js';
import { contentKey } from '../domain/blob-keys.js';
import { decideClaim, decideFinish, MAX_CUTOUT_ATTEMPTS, type CutoutJob } from '../domain/cutout-job.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { CutoutMaker } from '../ports/cutouts.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { cutoutLogs } from './cutouts.logs.js';
import { nowOf } from './steps/clock.js';

export interface MakeCutoutDeps {
  products: ProductsRepository;
  blobs: BlobStore;
  cutouts: CutoutMaker;
  now?: () => Date;
}

type SkipReason = 'unknown' | 'done' | 'busy' | 'given-up';

export type CutoutRun =
  | { kind: 'made'; cutoutPath: string; attempt: number; ms: number }
  | { kind: 'skipped'; reason: SkipReason }
  | { kind: 'failed'; error: string; attempt: number; final: boolean };

type Claim = { kind: 'run'; product: CatalogueProduct; job: CutoutJob } | { kind: 'skip'; reason: SkipReason };

/**
 * The one use case that makes a product's cutout, for the queue's worker and the catalogue import: claims the
 * product's job in a transaction (so one run at a time, whoever asks), removes the background of the stored
 * photo, stores the PNG (content-addressed) and records the outcome on the job.
 */
export async function makeCutout(deps: MakeCutoutDeps, productId: string): Promise<CutoutRun> {
  const claim = await deps.products.transactCutout<Claim>(productId, (product) => {
    if (!product) return { result: { kind: 'skip', reason: 'unknown' } };
    const decided = decideClaim(product.cutout, nowOf(deps));
    return decided.kind === 'run' ? { result: { kind: 'run', product, job: decided.job }, job: decided.job } : { result: decided };
  });
  if (claim.kind === 'skip') {
    cutoutLogs.skipped(productId, claim.reason);
    return { kind: 'skipped', reason: claim.reason };
  }
  const attempt = claim.job.attempts;
  const started = performance.now();
  const finish = (outcome: { error: CutoutError } | 'done', cutoutPath?: string) =>
    deps.products.transactCutout(productId, (product) => {
      const job: CutoutJob | null = product && decideFinish(product.cutout, claim.job, outcome, nowOf(deps));
      return job ? { result: true, job, ...(cutoutPath ? { cutoutPath } : {}) } : { result: false };
    });
  try {
    const photo = await deps.blobs.get(claim.product.imagePath);
    if (!photo) throw new PhotoMissing(`The photo ${claim.product.imagePath} is missing.`);
    const png = await deps.cutouts.cut(photo.data, photo.contentType);
    const cutoutPath = contentKey('cutouts', png, 'image/png');
    await deps.blobs.put(cutoutPath, png, 'image/png');
    await finish('done', cutoutPath);
    const ms = Math.round(performance.now() - started);
    cutoutLogs.made(productId, attempt, ms);
    return { kind: 'made', cutoutPath, attempt, ms };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)) || 'Background removal failed.';
    const final = attempt >= MAX_CUTOUT_ATTEMPTS;
    cutoutLogs.failed(productId, attempt, message, final);
    // The product document (public) keeps a code; the message, which may name files or the model's failure, is logged.
    await finish({ error: error instanceof PhotoMissing ? 'photo-missing' : 'failed' });
    return { kind: 'failed', error: message, attempt, final };
  }
}

class PhotoMissing extends Error {}

/** A failed run that the queue should deliver again (its retryConfig backs off between tries). */
export class CutoutRetry extends Error {}

/**
 * The queue's worker: one task, one product. A failure with attempts left throws, so that the queue delivers the
 * task again; a task without a product id is logged and dropped (no retry would help it).
 */
export async function handleCutoutTask(deps: MakeCutoutDeps, data: unknown): Promise<CutoutRun | null> {
  const task = CutoutTaskSchema.safeParse(data);
  if (!task.success) {
    cutoutLogs.badTask(data);
    return null;
  }
  const { productId } = task.data;
  const run = await makeCutout(deps, productId);
  if (run.kind === 'failed' && !run.final) throw new CutoutRetry(`Cutout of ${productId} failed (attempt ${run.attempt}): ${run.error}`);
  return run;
}
