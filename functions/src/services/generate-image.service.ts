import { randomUUID } from 'node:crypto';
import type { GenerateImageRequest, GenerateImageResponse } from '../contracts/generation.js';
import { IMAGE_URL_MISSING } from '../contracts/choices.js';
import { contentKey, generationImageUrl, newImageKey } from '../domain/blob-keys.js';
import { AppError, conflict, forbidden, notFound } from '../domain/errors.js';
import { decideImage, isSpent, type GenerationJob, type ImageDecision } from '../domain/generation-job.js';
import type { BoardProduct } from '../ports/generator.port.js';
// The spec's picture of products not yet described is described first, by the description step itself.
// eslint-disable-next-line no-restricted-imports
import { generateDescription } from './generate-description.service.js';
import { boardProduct, generationFailed, STILL_GENERATING, userMessageOf } from './steps/generation.js';
import { paidWork, withinCeilings, type Caller, type GenerationDeps } from './steps/generation.js';
import { generationLogs } from './generation.logs.js';
import { GENERATION_NOT_FOUND } from './steps/generation.js';
import { nowOf } from './steps/clock.js';

export const DESCRIPTION_NOT_READY = 'The board description is not ready yet.';

/**
 * POST /api/generate-image as the spec sends it: with `generationId`, that generation's picture; without, the picture of
 * this user's latest generation of the same products (described first when it is not yet, or made anew when none is
 * usable), so the spec's two calls with the same products give one board.
 */
export async function generateImageFor(
  deps: GenerationDeps,
  caller: Caller,
  request: GenerateImageRequest,
): Promise<GenerateImageResponse> {
  if (request.generationId) return generateImage(deps, caller, request.generationId);
  const selectedProducts = request.selectedProducts ?? [];
  const latest = await deps.generations.latestFor(caller.uid, [...new Set(selectedProducts.map((product) => product.id))]);
  const id = latest && !isSpent(latest) ? latest.id : randomUUID();
  if (!latest?.text || id !== latest.id) await generateDescription(deps, caller, { ...request, selectedProducts, generationId: id });
  return generateImage(deps, caller, id);
}

/**
 * POST /api/generate-image: the room picture of a described board, stored as a content-addressed file and answered as
 * a keyed URL that only the owner receives. Owner only; idempotent. With a paid generator, each run needs a verified
 * e-mail and an image call from the day's budget and the caller's plan's share of it.
 */
export async function generateImage(deps: GenerationDeps, caller: Caller, generationId: string): Promise<GenerateImageResponse> {
  const { uid } = caller;
  const paid = await paidWork(deps, caller, 'image');
  const decision = await withinCeilings<ImageDecision>(deps, uid, paid, generationId, (job) => {
    const decided = decideImage(job, uid, nowOf(deps));
    return decided.kind === 'run' ? { result: decided, job: decided.job } : { result: decided };
  });
  switch (decision.kind) {
    case 'not-found':
      throw notFound(GENERATION_NOT_FOUND);
    case 'forbidden':
      throw forbidden();
    case 'not-ready':
      throw conflict(DESCRIPTION_NOT_READY);
    case 'busy':
      throw conflict(STILL_GENERATING);
    case 'failed':
      throw generationFailed(decision.error);
    case 'answer':
      return { image_url: generationImageUrl(decision.job.id, decision.job.imageKey) };
    case 'run':
      return runPicture(deps, decision.job);
  }
}

async function runPicture(deps: GenerationDeps, job: GenerationJob): Promise<GenerateImageResponse> {
  const started = performance.now();
  try {
    const picture = await deps.generator.picture({
      functionName: job.functionName,
      size: job.size,
      style: job.style,
      products: await briefProducts(deps, job),
      palette: job.text?.palette ?? [],
      seed: job.id,
    });
    if (!picture?.image?.length) throw generationFailed(IMAGE_URL_MISSING);
    const imagePath = contentKey('boards', picture.image, picture.contentType);
    const imageKey = newImageKey();
    await deps.blobs.put(imagePath, picture.image, picture.contentType);
    await deps.generations.update(job.id, {
      status: 'done',
      imagePath,
      imageKey,
      imageStartedAt: null,
      error: null,
      updatedAt: nowOf(deps),
    });
    generationLogs.pictured(job.id, job.ownerUid, Math.round(performance.now() - started));
    return { image_url: generationImageUrl(job.id, imageKey) };
  } catch (error) {
    generationLogs.failed(job.id, job.ownerUid, 'picture', error);
    await deps.generations
      .update(job.id, { status: 'error', imageStartedAt: null, error: userMessageOf(error), updatedAt: nowOf(deps) })
      .catch(() => undefined);
    throw error instanceof AppError ? error : generationFailed(userMessageOf(error));
  }
}

/** The products with the cutouts the description used, read again from the catalogue and the blob store. */
async function briefProducts(deps: GenerationDeps, job: GenerationJob): Promise<BoardProduct[]> {
  const catalogue = new Map((await deps.products.getMany(job.cutouts.map((c) => c.productId))).map((p) => [p.id, p]));
  const products = await Promise.all(
    job.cutouts.map(async ({ productId, path }) => {
      const product = catalogue.get(productId);
      const blob = product && (await deps.blobs.get(path));
      return product && blob ? boardProduct(product, blob.data) : null;
    }),
  );
  return products.filter((product): product is BoardProduct => product !== null);
}
