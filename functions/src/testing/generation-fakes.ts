// Fakes of the generation ports we own but whose adapters are slow (sharp, imgly, OpenAI, Cloud Tasks): they record
// their calls and answer small fixed results, so the services' rules are tested without images.
import type { CatalogueProduct, PaletteColour } from '../contracts/catalogue.js';
import { MAX_CUTOUT_ATTEMPTS } from '../domain/cutout-job.js';
import type { CutoutQueue } from '../ports/cutout-queue.port.js';
import type { CutoutMaker } from '../ports/cutouts.port.js';
import type { BoardBrief, BoardGenerator } from '../ports/generator.port.js';
import type { PaletteOptions } from '../domain/palette.js';
import type { PaletteReader } from '../ports/palette.port.js';
import type { GenerationDeps } from '../services/steps/generation.js';
import { CutoutRetry, handleCutoutTask, type MakeCutoutDeps } from '../services/make-cutout.service.js';
import { memoryBlobs, memoryGenerations, memoryProducts } from './memory-repositories.js';

/**
 * Words that name the brief, and a 'picture' whose bytes list the products; set an error in `state` to make calls
 * throw. `kind` 'openai' makes it a paid generator (verified e-mails, the daily budget) without any network.
 */
export function fakeGenerator(kind: BoardGenerator['kind'] = 'studio') {
  const state = {
    briefs: [] as BoardBrief[],
    describeError: null as string | null,
    pictureError: null as string | null,
    emptyPicture: false,
  };
  const generator: BoardGenerator = {
    kind,
    async describe(brief) {
      state.briefs.push(brief);
      if (state.describeError) throw new Error(state.describeError);
      return {
        title: `${brief.style} ${brief.functionName}`,
        description: { main_title: `A ${brief.size} room`, description: brief.products.map((p) => `- ${p.title}`).join('\n') },
      };
    },
    async picture(brief) {
      state.briefs.push(brief);
      if (state.pictureError) throw new Error(state.pictureError);
      const image = state.emptyPicture ? Buffer.alloc(0) : Buffer.from(`picture of ${brief.products.map((p) => p.id).join(',')}`);
      return { image, contentType: 'image/jpeg', width: 1024, height: 768 };
    },
  };
  return { generator, state };
}

/** Background removal that answers a 'cutout' of the photo's bytes, or throws `error` when set (the worker's port). */
export function fakeCutouts() {
  const state = { calls: 0, error: null as string | null };
  const cutouts: CutoutMaker = {
    async cut(photo) {
      state.calls++;
      if (state.error) throw new Error(state.error);
      return Buffer.concat([Buffer.from('cutout:'), photo]);
    },
  };
  return { cutouts, state };
}

/** The products' own first hex codes, named 'Colour n'; counts its calls and keeps the options (style, seed) of each. */
export function fakePalette() {
  const state = { calls: 0, options: [] as (PaletteOptions | undefined)[] };
  const palette: PaletteReader = {
    async paletteOf(products, options): Promise<PaletteColour[]> {
      state.calls++;
      state.options.push(options);
      return products.map((product, i) => ({ hex: product.hexCodes[0] ?? '#000000', name: `Colour ${i + 1}` }));
    },
  };
  return { palette, state };
}

/**
 * The cutout queue as Cloud Tasks delivers it, in memory: a task runs the worker's use case at once, and again
 * while it asks for a retry (MAX_CUTOUT_ATTEMPTS runs in all). With `hold` set, tasks wait in `held` until
 * `deliver()` (a worker that is not done in time); `fail` makes enqueue throw (the queue is unavailable).
 */
export function fakeCutoutQueue(worker: MakeCutoutDeps) {
  const state = { enqueued: [] as string[], held: [] as string[], hold: false, fail: false };
  const run = async (productId: string) => {
    for (let attempt = 1; attempt <= MAX_CUTOUT_ATTEMPTS; attempt++) {
      try {
        return await handleCutoutTask(worker, { productId });
      } catch (error) {
        if (!(error instanceof CutoutRetry)) throw error;
      }
    }
    return null;
  };
  const queue: CutoutQueue = {
    async enqueue(productId) {
      if (state.fail) throw new Error('queue unavailable');
      state.enqueued.push(productId);
      if (state.hold) state.held.push(productId);
      else await run(productId);
    },
  };
  const deliver = async () => {
    for (let id = state.held.shift(); id !== undefined; id = state.held.shift()) await run(id);
  };
  return { queue, state, deliver };
}

/**
 * Everything generation needs, in memory: `catalogue` in the products port with a photo and (when its cutout is
 * done) a cutout stored under its paths, and the fakes above. The handles let a test look inside.
 */
export async function fakeGenerationDeps(
  catalogue: CatalogueProduct[],
  overrides: Partial<GenerationDeps> = {},
  kind: BoardGenerator['kind'] = 'studio',
) {
  const products = memoryProducts(catalogue);
  const generations = memoryGenerations();
  const blobs = memoryBlobs();
  for (const product of catalogue) {
    await blobs.put(product.imagePath, Buffer.from(`photo of ${product.id}`), 'image/png');
    if (product.cutoutPath && product.cutout.status === 'done')
      await blobs.put(product.cutoutPath, Buffer.from(`cutout of ${product.id}`), 'image/png');
  }
  const generator = fakeGenerator(kind);
  const cutouts = fakeCutouts();
  const queue = fakeCutoutQueue({ products, blobs, cutouts: cutouts.cutouts });
  const palette = fakePalette();
  const deps: GenerationDeps = {
    products,
    generations,
    blobs,
    generator: generator.generator,
    cutoutQueue: queue.queue,
    cutoutPollMs: 1,
    palette: palette.palette,
    generationsPerHour: 10,
    generationsPerDay: 50,
    paidBudget: { text: 100, image: 100 },
    imageShares: { free: 100, gold: 100, platinum: 100 },
    memberships: { get: async () => null },
    now: () => new Date('2026-01-15T10:00:00Z'),
    ...overrides,
  };
  return {
    deps,
    products,
    generations,
    blobs,
    generator: generator.state,
    cutouts: cutouts.state,
    queue: queue.state,
    deliver: queue.deliver,
    palette: palette.state,
  };
}
