import { randomUUID } from 'node:crypto';
import type { CatalogueProduct } from '../contracts/catalogue.js';
import {
  CUTOUTS_MISSING,
  GENERATION_FAILED,
  IMAGE_URL_MISSING,
  type GenerateDescriptionRequest,
  type Generation,
} from '../contracts/generation.js';
import { contentKey } from '../domain/blob-keys.js';
import { AppError, badRequest, conflict, forbidden, tooManyRequests } from '../domain/errors.js';
import { roomChoice } from '../domain/room-brief.js';
import { decideStart, rateLimitMessage, type GenerationJob, type StartDecision } from '../domain/generation-job.js';
import type { BoardBrief, BoardProduct } from '../ports/generator.port.js';
import { clock, type GenerationDeps } from './generation.deps.js';
import { generationLogs } from './generation.logs.js';
import { generationView } from './generation.views.js';

export const UNKNOWN_PRODUCTS = 'Some of the selected products are no longer available. Please choose again.';
export const STILL_GENERATING = 'This board is still being generated.';
/** Runs of background removal per product before its cutout job is given up (as the catalogue import). */
const MAX_CUTOUT_ATTEMPTS = 3;

/** A failure of the generator (or of what it needs) that ends the job; `message` is what the user reads after 'Error: '. */
export const generationFailed = (message: string) => new AppError('generation-failed', message, 502);

/**
 * POST /api/generate-description: the spec's board fields and, beyond them, everything the board screen shows (the
 * generation as GET /api/generations/:id answers it), so that the screen need not ask again. Products by id (client titles, prices and images are ignored), stored cutouts
 * (background removal on demand only for a product without one), palette, words. Progress goes to the job
 * document as it runs. The same generationId again answers the stored result; without one, the server makes an id,
 * and the room function, size and style the request leaves out come from the products (`roomChoice`).
 */
export async function generateDescription(deps: GenerationDeps, uid: string, request: GenerateDescriptionRequest): Promise<Generation> {
  const productIds = [...new Set(request.selectedProducts.map((product) => product.id))];
  const known = await deps.products.getMany(productIds);
  if (known.length !== productIds.length) {
    const found = new Set(known.map((product) => product.id));
    throw badRequest(UNKNOWN_PRODUCTS, { unknown: productIds.filter((id) => !found.has(id)) });
  }
  const id = request.generationId ?? randomUUID();
  const wanted = { id, ownerUid: uid, ...roomChoice(request, known), productIds };
  const decision = await deps.generations.transact<StartDecision>(id, uid, (job, recent) => {
    const decided = decideStart(job, wanted, recent, deps.generationsPerHour, clock(deps));
    return decided.kind === 'run' ? { result: decided, job: decided.job, recent: decided.recent } : { result: decided };
  });
  switch (decision.kind) {
    case 'limited':
      generationLogs.rateLimited(uid, deps.generationsPerHour);
      throw tooManyRequests(rateLimitMessage(deps.generationsPerHour));
    case 'forbidden':
      throw forbidden();
    case 'busy':
      throw conflict(STILL_GENERATING);
    case 'failed':
      throw generationFailed(decision.error);
    case 'answer':
    case 'run': {
      const sameProducts = decision.job.productIds.join('\n') === productIds.join('\n');
      const products = sameProducts ? known : await deps.products.getMany(decision.job.productIds);
      return decision.kind === 'answer' ? generationView(decision.job, products) : runDescription(deps, decision.job, products);
    }
  }
}

async function runDescription(deps: GenerationDeps, job: GenerationJob, catalogue: CatalogueProduct[]): Promise<Generation> {
  const step = (patch: Parameters<GenerationDeps['generations']['update']>[1]) =>
    deps.generations.update(job.id, { ...patch, updatedAt: clock(deps) });
  const started = Date.now();
  try {
    await step({ status: 'products' });
    if (catalogue.length !== job.productIds.length) throw badRequest(UNKNOWN_PRODUCTS);
    await step({ status: 'cutouts', cutoutsDone: 0, cutoutsTotal: catalogue.length });
    const cutouts = await gatherCutouts(deps, catalogue, (done) => step({ cutoutsDone: done }));
    if (!cutouts.length) throw new AppError('cutouts-missing', CUTOUTS_MISSING, 422);
    const products = cutouts.map((c) => c.product);
    await step({ status: 'palette' });
    const palette = await deps.palette.paletteOf(products);
    const brief: BoardBrief = { functionName: job.functionName, size: job.size, style: job.style, products, palette };
    await step({ status: 'writing' });
    const text = await deps.generator.describe(brief);
    const done: GenerationJob = {
      ...job,
      status: 'image',
      cutouts: cutouts.map(({ product, path }) => ({ productId: product.id, path })),
      text: { title: text.title, description: text.description, palette },
    };
    await step({ status: done.status, cutouts: done.cutouts, text: done.text, error: null });
    generationLogs.described(job.id, job.ownerUid, Date.now() - started, catalogue.filter((p) => p.cutout.status !== 'done').length);
    // Read again: cutouts made on demand just now are part of the products the board screen shows.
    return generationView(done, await deps.products.getMany(job.productIds));
  } catch (error) {
    generationLogs.failed(job.id, job.ownerUid, 'description', error);
    await step({ status: 'error', error: userMessageOf(error) }).catch(() => undefined);
    throw error instanceof AppError ? error : generationFailed(userMessageOf(error));
  }
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'Something went wrong.';

/**
 * What the user reads about a failure: our own errors' messages and the spec's 'Image URL missing in response';
 * anything else (a provider's or the store's words, which may hold details) is logged and read as GENERATION_FAILED.
 */
export const userMessageOf = (error: unknown): string =>
  error instanceof AppError || (error instanceof Error && error.message === IMAGE_URL_MISSING) ? error.message : GENERATION_FAILED;

interface GatheredCutout {
  product: BoardProduct;
  path: string;
}

/** Stored cutouts first (all at once), then background removal one product at a time for those without one. */
async function gatherCutouts(
  deps: GenerationDeps,
  catalogue: CatalogueProduct[],
  progress: (done: number) => Promise<void>,
): Promise<GatheredCutout[]> {
  const gathered: (GatheredCutout | null)[] = await Promise.all(catalogue.map((product) => storedCutout(deps, product)));
  let done = gathered.filter(Boolean).length;
  await progress(done);
  for (const [index, product] of catalogue.entries()) {
    if (gathered[index]) continue;
    gathered[index] = await cutoutOnDemand(deps, product);
    await progress(++done);
  }
  return gathered.filter((cutout): cutout is GatheredCutout => cutout !== null);
}

export function boardProduct(product: CatalogueProduct, cutout: Buffer): BoardProduct {
  const { id, title, price, keywords, width, length, height, hexCodes } = product;
  return { id, title, price, keywords, width, length, height, hexCodes, cutout };
}

async function storedCutout(deps: GenerationDeps, product: CatalogueProduct): Promise<GatheredCutout | null> {
  if (product.cutout.status !== 'done' || !product.cutoutPath) return null;
  const blob = await deps.blobs.get(product.cutoutPath);
  return blob ? { product: boardProduct(product, blob.data), path: product.cutoutPath } : null;
}

/**
 * Removes the background of a product that has no cutout, through the product's cutout job. When another request
 * holds the job, this one makes its own (content-addressed, so the same file) without recording it; a product
 * whose job has run out of attempts is left out of the board.
 */
async function cutoutOnDemand(deps: GenerationDeps, product: CatalogueProduct): Promise<GatheredCutout | null> {
  const claimed = await deps.products.claimCutout(product.id, MAX_CUTOUT_ATTEMPTS);
  if (!claimed) {
    const [now] = await deps.products.getMany([product.id]);
    if (!now) return null;
    const stored = await storedCutout(deps, now);
    if (stored || now.cutout.status === 'error') return stored;
  }
  try {
    const photo = await deps.blobs.get(product.imagePath);
    if (!photo) throw new Error(`The photo ${product.imagePath} is missing.`);
    const png = await deps.cutouts.cut(photo.data, photo.contentType);
    const path = contentKey('cutouts', png, 'image/png');
    await deps.blobs.put(path, png, 'image/png');
    if (claimed) await deps.products.finishCutout(product.id, { status: 'done', cutoutPath: path });
    return { product: boardProduct(product, png), path };
  } catch (error) {
    generationLogs.cutoutFailed(product.id, error);
    if (claimed) await deps.products.finishCutout(product.id, { status: 'error', error: messageOf(error) }).catch(() => undefined);
    return null;
  }
}
