import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../contracts/catalogue.js';
import type { GenerationJob } from '../domain/generation-job.js';
import type { CutoutQueue } from '../ports/cutout-queue.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { BoardBrief, BoardGenerator } from '../ports/generator.port.js';
import { countingCutouts, memoryBlobs, memoryProducts, testProduct } from '../testing/cutout-fakes.js';
import { generateDescription } from './generate-description.service.js';
import { makeCutout } from './make-cutout.service.js';

/** The generations port in memory; `patches` keeps every progress update in order. */
function memoryGenerations() {
  const jobs = new Map<string, GenerationJob>();
  const patches: Partial<GenerationJob>[] = [];
  const generations: GenerationsRepository = {
    async get(id) {
      return jobs.get(id) ?? null;
    },
    async transact(id, _uid, decide) {
      const decision = decide(jobs.get(id) ?? null, []);
      if (decision.job) jobs.set(id, decision.job);
      return decision.result;
    },
    async update(id, patch) {
      patches.push(patch);
      jobs.set(id, { ...jobs.get(id)!, ...patch });
    },
    watch: () => () => undefined,
  };
  return { generations, patches };
}

const CUTOUT = `cutouts/${'c'.repeat(32)}.png`;
const PHOTO = `products/${'d'.repeat(32)}.jpg`;

/** A bed with its cutout, and a lamp whose cutout job is in `lampJob`. The queue runs the worker after `workerDelayMs`. */
function setUp({ lampJob = { status: 'pending', attempts: 0 } as Partial<CatalogueProduct['cutout']>, workerDelayMs = 0 } = {}) {
  const products = memoryProducts([
    testProduct({ id: 'bed', cutoutPath: CUTOUT, cutout: { status: 'done', attempts: 1, updatedAt: new Date(0) } }),
    testProduct({ id: 'lamp', imagePath: PHOTO, cutout: { status: 'pending', attempts: 0, updatedAt: new Date(0), ...lampJob } }),
  ]);
  const blobs = memoryBlobs({
    [CUTOUT]: { data: Buffer.from('bed-cutout'), contentType: 'image/png' },
    [PHOTO]: { data: Buffer.from('lamp-photo'), contentType: 'image/jpeg' },
  });
  const remover = countingCutouts(Buffer.from('lamp-cutout'));
  const enqueued: string[] = [];
  const worker: Promise<unknown>[] = [];
  const cutoutQueue: CutoutQueue = {
    async enqueue(productId) {
      enqueued.push(productId);
      worker.push(
        new Promise((resolve) => setTimeout(resolve, workerDelayMs)).then(() =>
          makeCutout({ products, blobs, cutouts: remover.cutouts }, productId),
        ),
      );
    },
  };
  const briefs: BoardBrief[] = [];
  const generator: BoardGenerator = {
    kind: 'studio',
    async describe(brief) {
      briefs.push(brief);
      return { title: 'Calm Room', description: { main_title: 'A room', description: 'Words.' }, palette: [] };
    },
    picture: () => Promise.reject(new Error('not used')),
  };
  const { generations, patches } = memoryGenerations();
  const deps = {
    products,
    generations,
    blobs,
    generator,
    cutoutQueue,
    palette: { paletteOf: async () => [] },
    generationsPerHour: 100,
    cutoutPollMs: 5,
  };
  return { deps, enqueued, worker, remover, briefs, patches };
}

const request = () => ({
  generationId: randomUUID(),
  function_name: 'Sleep' as const,
  size: 'Queen Size',
  style: 'Natural Tones' as const,
  selectedProducts: [{ id: 'bed' }, { id: 'lamp' }],
});

describe('generate-description and cutouts that are not ready', () => {
  it('queues the missing cutout, waits for the worker with progress, and uses its cutout', async () => {
    const { deps, enqueued, remover, briefs, patches } = setUp({ workerDelayMs: 20 });
    const answer = await generateDescription({ ...deps, cutoutWaitMs: 5_000 }, 'uid', request());
    expect(enqueued).toEqual(['lamp']);
    expect(remover.state.calls).toBe(1);
    expect(answer.cutouts).toEqual([
      { productId: 'bed', url: `/api/files/${CUTOUT}`, source: 'cutout' },
      { productId: 'lamp', url: expect.stringMatching(/^\/api\/files\/cutouts\/[a-f0-9]{32}\.png$/), source: 'cutout' },
    ]);
    expect(briefs[0]!.products.map((p) => p.cutout.toString())).toEqual(['bed-cutout', 'lamp-cutout']);
    expect(patches.filter((p) => p.cutoutsDone !== undefined).map((p) => p.cutoutsDone)).toEqual([0, 1, 2]);
  });

  it('uses the photo, marked, when the worker is not done within the wait; the worker finishes later', async () => {
    const { deps, worker, briefs, patches } = setUp({ workerDelayMs: 200 });
    const answer = await generateDescription({ ...deps, cutoutWaitMs: 30 }, 'uid', request());
    expect(answer.cutouts![1]).toEqual({ productId: 'lamp', url: `/api/files/${PHOTO}`, source: 'photo' });
    expect(answer.background_removed_images).toEqual([`/api/files/${CUTOUT}`, `/api/files/${PHOTO}`]);
    expect(briefs[0]!.products.map((p) => p.cutout.toString())).toEqual(['bed-cutout', 'lamp-photo']);
    expect(patches.filter((p) => p.cutoutsDone !== undefined).map((p) => p.cutoutsDone)).toEqual([0, 1]);
    await Promise.all(worker);
    expect((await deps.products.getMany(['lamp']))[0]!.cutout.status).toBe('done');
  });

  it('does not queue or wait for a job that was given up: the photo stands in at once', async () => {
    const { deps, enqueued } = setUp({ lampJob: { status: 'error', attempts: 3, error: 'model failed' } });
    // A wait would outlast the test's timeout.
    const answer = await generateDescription({ ...deps, cutoutWaitMs: 600_000 }, 'uid', request());
    expect(enqueued).toEqual([]);
    expect(answer.cutouts![1]).toEqual({ productId: 'lamp', url: `/api/files/${PHOTO}`, source: 'photo' });
  });

  it('does not queue a job another request queued: it waits for that one', async () => {
    const { deps, enqueued } = setUp({ lampJob: { queuedAt: new Date() } });
    const answer = await generateDescription({ ...deps, cutoutWaitMs: 30 }, 'uid', request());
    expect(enqueued).toEqual([]);
    expect(answer.cutouts![1]!.source).toBe('photo');
  });
});
