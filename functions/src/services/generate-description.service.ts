import { randomUUID } from 'node:crypto';
import type { CatalogueProduct } from '../contracts/catalogue.js';
import type { CutoutSource, GenerateDescriptionRequest, Generation } from '../contracts/generation.js';
import { CUTOUTS_MISSING } from '../contracts/choices.js';
import { isCutoutGivenUp, isCutoutReady } from '../domain/cutout-job.js';
import { AppError, badRequest, conflict, forbidden } from '../domain/errors.js';
import { roomChoice } from '../domain/room-brief.js';
import { decideStart, type GenerationJob, type StartDecision } from '../domain/generation-job.js';
import type { BoardBrief, BoardProduct } from '../ports/generator.port.js';
import { paidWork, userLimits, withinCeilings, type Caller, type GenerationDeps } from './steps/generation.js';
import { generationLogs } from './generation.logs.js';
import { generationView } from './generation.views.js';
import { requestCutouts } from './steps/cutouts.js';
import { UNKNOWN_PRODUCTS, STILL_GENERATING, generationFailed, userMessageOf, boardProduct } from './steps/generation.js';
import { nowOf } from './steps/clock.js';

/** How long a generation waits for cutouts it queued before it shows those products' photos instead. */
const CUTOUT_WAIT_MS = 20_000;
const CUTOUT_POLL_MS = 500;

/**
 * POST /api/generate-description: the spec's board fields and, beyond them, everything the board screen shows (the
 * generation as GET /api/generations/:id answers it), so that the screen need not ask again. Products by id (client
 * titles, prices and images are ignored), stored cutouts (a product without one is queued for the cutout worker and
 * waited for briefly, else shown with its photo), palette, words. Progress goes to the job
 * document as it runs. The same generationId again answers the stored result; without one, the server makes an id, and
 * the room function, size and style the request leaves out come from the products (`roomChoice`). A new board counts
 * against the caller's hourly and daily limits; with a paid generator, each run needs a verified e-mail and a text call
 * from the day's budget.
 */
export async function generateDescription(deps: GenerationDeps, caller: Caller, request: GenerateDescriptionRequest): Promise<Generation> {
  const { uid } = caller;
  const paid = await paidWork(deps, caller, 'text');
  const productIds = [...new Set(request.selectedProducts.map((product) => product.id))];
  const known = await deps.products.getMany(productIds);
  if (known.length !== productIds.length) {
    const found = new Set(known.map((product) => product.id));
    throw badRequest(UNKNOWN_PRODUCTS, { unknown: productIds.filter((id) => !found.has(id)) });
  }
  const id = request.generationId ?? randomUUID();
  const wanted = { id, ownerUid: uid, ...roomChoice(request, known), productIds };
  const decision = await withinCeilings<StartDecision>(deps, uid, paid, id, (job, recent) => {
    const decided = decideStart(job, wanted, recent, userLimits(deps), nowOf(deps));
    return decided.kind === 'run' ? { result: decided, job: decided.job, recent: decided.recent } : { result: decided };
  });
  switch (decision.kind) {
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
    deps.generations.update(job.id, { ...patch, updatedAt: nowOf(deps) });
  const started = performance.now();
  try {
    await step({ status: 'products' });
    if (catalogue.length !== job.productIds.length) throw badRequest(UNKNOWN_PRODUCTS);
    await step({ status: 'cutouts', cutoutsDone: 0, cutoutsTotal: catalogue.length });
    const cutouts = await gatherCutouts(deps, catalogue, (done) => step({ cutoutsDone: done }));
    if (!cutouts.length) throw new AppError('cutouts-missing', CUTOUTS_MISSING, 422);
    const products = cutouts.map((c) => c.product);
    await step({ status: 'palette' });
    const palette = await deps.palette.paletteOf(products, { style: job.style, seed: job.id });
    const brief: BoardBrief = { functionName: job.functionName, size: job.size, style: job.style, products, palette, seed: job.id };
    await step({ status: 'writing' });
    const text = await deps.generator.describe(brief);
    const done: GenerationJob = {
      ...job,
      status: 'image',
      cutouts: cutouts.map(({ product, path, source }) => ({ productId: product.id, path, ...(source === 'photo' ? { source } : {}) })),
      text: { title: text.title, description: text.description, palette },
    };
    await step({ status: done.status, cutouts: done.cutouts, text: done.text, error: null });
    const photos = cutouts.filter((cutout) => cutout.source === 'photo').map((cutout) => cutout.product.id);
    generationLogs.described(job.id, job.ownerUid, Math.round(performance.now() - started), photos);
    // Read again: cutouts the worker made while this request waited are part of the products the board screen shows.
    return generationView(done, await deps.products.getMany(job.productIds));
  } catch (error) {
    generationLogs.failed(job.id, job.ownerUid, 'description', error);
    await step({ status: 'error', error: userMessageOf(error) }).catch(() => undefined);
    throw error instanceof AppError ? error : generationFailed(userMessageOf(error));
  }
}

interface GatheredCutout {
  product: BoardProduct;
  path: string;
  source: CutoutSource;
}

/**
 * Stored cutouts first. Products without one get a job on the cutout queue (never background removal here), and
 * the request waits for them up to `cutoutWaitMs`, counting each one that arrives in the progress; a product still
 * waiting after that, or whose job failed for good, is shown with its photo, marked as such.
 */
async function gatherCutouts(
  deps: GenerationDeps,
  catalogue: CatalogueProduct[],
  progress: (done: number) => Promise<void>,
): Promise<GatheredCutout[]> {
  const latest = new Map(catalogue.map((product) => [product.id, product]));
  const waiting = () => [...latest.values()].filter((product) => !isCutoutReady(product) && !isCutoutGivenUp(product.cutout));
  const ready = () => [...latest.values()].filter(isCutoutReady).length;
  if (waiting().length)
    await requestCutouts(
      deps,
      waiting().map((product) => product.id),
    );
  let done = ready();
  await progress(done);
  const deadline = performance.now() + (deps.cutoutWaitMs ?? CUTOUT_WAIT_MS);
  while (waiting().length && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(deps.cutoutPollMs ?? CUTOUT_POLL_MS, deadline - performance.now())));
    for (const product of await deps.products.getMany(waiting().map((p) => p.id))) latest.set(product.id, product);
    if (ready() !== done) await progress((done = ready()));
  }
  const gathered = await Promise.all(
    catalogue.map(async ({ id }) => {
      const product = latest.get(id)!;
      return (await storedCutout(deps, product)) ?? (await photoOf(deps, product));
    }),
  );
  return gathered.filter((cutout): cutout is GatheredCutout => cutout !== null);
}

async function storedCutout(deps: GenerationDeps, product: CatalogueProduct): Promise<GatheredCutout | null> {
  if (!isCutoutReady(product) || !product.cutoutPath) return null;
  const blob = await deps.blobs.get(product.cutoutPath);
  return blob ? { product: boardProduct(product, blob.data), path: product.cutoutPath, source: 'cutout' } : null;
}

async function photoOf(deps: GenerationDeps, product: CatalogueProduct): Promise<GatheredCutout | null> {
  const blob = await deps.blobs.get(product.imagePath);
  return blob ? { product: boardProduct(product, blob.data), path: product.imagePath, source: 'photo' } : null;
}
