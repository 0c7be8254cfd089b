import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../contracts/catalogue.js';
import { contentKey } from '../domain/blob-keys.js';
import { CUTOUT_REQUEUE_MS, CUTOUT_STALE_MS } from '../domain/cutout-job.js';
import { createCatalogueProduct } from '../testing/factories.js';
import { fakeCutoutQueue, fakeCutouts } from '../testing/generation-fakes.js';
import { memoryBlobs, memoryProducts } from '../testing/memory-repositories.js';
import { CutoutRetry, handleCutoutTask, makeCutout, type MakeCutoutDeps } from './make-cutout.service.js';
import { requestCutouts } from './steps/cutouts.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const PHOTO = `products/${'b'.repeat(32)}.jpg`;

const PENDING = { status: 'pending', attempts: 0, updatedAt: new Date(0) } as const;

async function setUp(cutout: CatalogueProduct['cutout'] = PENDING, { photo = true } = {}) {
  const products = memoryProducts([createCatalogueProduct(1, { id: 'lamp', imagePath: PHOTO, cutoutPath: null, cutout })]);
  const blobs = memoryBlobs();
  if (photo) await blobs.put(PHOTO, Buffer.from('photo'), 'image/jpeg');
  const remover = fakeCutouts();
  return { deps: { products, blobs, cutouts: remover.cutouts, now: () => NOW }, products, blobs, remover };
}

/** A queue that only records its tasks (`hold`), for what a request does. */
function recordingQueue(products: MakeCutoutDeps['products']) {
  const { queue, state } = fakeCutoutQueue({ products, blobs: memoryBlobs(), cutouts: fakeCutouts().cutouts });
  state.hold = true;
  return { queue, state };
}

describe('makeCutout (the one cutout use case)', () => {
  it('claims the job, stores the PNG by its content and finishes the job with its path', async () => {
    const { deps, products, blobs, remover } = await setUp({
      status: 'pending',
      attempts: 0,
      updatedAt: new Date(0),
      queuedAt: new Date(0),
    });
    const run = await makeCutout(deps, 'lamp');
    const png = Buffer.from('cutout:photo');
    const path = contentKey('cutouts', png, 'image/png');
    expect(run).toMatchObject({ kind: 'made', cutoutPath: path, attempt: 1 });
    expect(blobs.files.get(path)).toEqual({ data: png, contentType: 'image/png' });
    expect(products.byId.get('lamp')).toMatchObject({ cutoutPath: path, cutout: { status: 'done', attempts: 1, updatedAt: NOW } });
    expect(products.byId.get('lamp')!.cutout.queuedAt).toBeUndefined();
    expect(remover.state.calls).toBe(1);
  });

  it('runs once when many ask at the same time: the others find the job taken', async () => {
    const { deps, remover } = await setUp();
    const runs = await Promise.all(Array.from({ length: 5 }, () => makeCutout(deps, 'lamp')));
    expect(runs.map((run) => run.kind).sort()).toEqual(['made', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(runs.filter((run) => run.kind === 'skipped')).toEqual(Array(4).fill({ kind: 'skipped', reason: 'busy' }));
    expect(remover.state.calls).toBe(1);
    expect(await makeCutout(deps, 'lamp')).toEqual({ kind: 'skipped', reason: 'done' });
    expect(remover.state.calls).toBe(1);
  });

  it('takes over a job whose worker died (processing for longer than the stale limit)', async () => {
    const stale = new Date(NOW.getTime() - CUTOUT_STALE_MS - 1);
    const { deps } = await setUp({ status: 'processing', attempts: 1, updatedAt: stale });
    expect(await makeCutout(deps, 'lamp')).toMatchObject({ kind: 'made', attempt: 2 });
    const fresh = await setUp({ status: 'processing', attempts: 1, updatedAt: new Date(NOW.getTime() - 1000) });
    expect(await makeCutout(fresh.deps, 'lamp')).toEqual({ kind: 'skipped', reason: 'busy' });
  });

  it('records a missing photo as the failure, without running the model', async () => {
    const { deps, products, remover } = await setUp(undefined, { photo: false });
    expect(await makeCutout(deps, 'lamp')).toEqual({ kind: 'failed', error: `The photo ${PHOTO} is missing.`, attempt: 1, final: false });
    expect(products.byId.get('lamp')!.cutout).toMatchObject({ status: 'error', attempts: 1, error: 'photo-missing' });
    expect(remover.state.calls).toBe(0);
  });

  it('skips an unknown product', async () => {
    const { deps, remover } = await setUp();
    expect(await makeCutout(deps, 'sofa')).toEqual({ kind: 'skipped', reason: 'unknown' });
    expect(remover.state.calls).toBe(0);
  });
});

describe('handleCutoutTask (the queue worker)', () => {
  it('throws for a retry while attempts are left, then gives the job up after the third failure', async () => {
    const { deps, products, remover } = await setUp();
    remover.state.error = 'model failed';
    await expect(handleCutoutTask(deps, { productId: 'lamp' })).rejects.toThrow(CutoutRetry);
    await expect(handleCutoutTask(deps, { productId: 'lamp' })).rejects.toThrow('Cutout of lamp failed (attempt 2): model failed');
    expect(await handleCutoutTask(deps, { productId: 'lamp' })).toEqual({ kind: 'failed', error: 'model failed', attempt: 3, final: true });
    // The product (a public document) keeps a code, not the model's message.
    expect(products.byId.get('lamp')!.cutout).toMatchObject({ status: 'error', attempts: 3, error: 'failed' });
    expect(JSON.stringify(products.byId.get('lamp'))).not.toContain('model failed');
    expect(await handleCutoutTask(deps, { productId: 'lamp' })).toEqual({ kind: 'skipped', reason: 'given-up' });
    expect(remover.state.calls).toBe(3);
  });

  it('succeeds on a retry and clears the error', async () => {
    const { deps, products, remover } = await setUp();
    remover.state.error = 'model failed';
    await expect(handleCutoutTask(deps, { productId: 'lamp' })).rejects.toThrow(CutoutRetry);
    remover.state.error = null;
    expect(await handleCutoutTask(deps, { productId: 'lamp' })).toMatchObject({ kind: 'made', attempt: 2 });
    expect(products.byId.get('lamp')!.cutout).toEqual({ status: 'done', attempts: 2, updatedAt: NOW });
  });

  it('drops a task without a product id (no retry can help it)', async () => {
    const { deps, remover } = await setUp();
    expect(await handleCutoutTask(deps, { product: 'lamp' })).toBeNull();
    expect(await handleCutoutTask(deps, null)).toBeNull();
    expect(remover.state.calls).toBe(0);
  });
});

describe('requestCutouts (what a generation does for a product without a cutout)', () => {
  it('queues a job once however many requests ask at the same time', async () => {
    const { products } = await setUp();
    const { queue, state } = recordingQueue(products);
    const deps = { products, cutoutQueue: queue, now: () => NOW };
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestCutouts(deps, ['lamp'])));
    expect(answers.flat()).toEqual(['lamp']);
    expect(state.enqueued).toEqual(['lamp']);
    expect(products.byId.get('lamp')!.cutout).toMatchObject({ status: 'pending', queuedAt: NOW });
  });

  it('queues again only a job whose task is older than the requeue limit, and never a done, running or given-up one', async () => {
    const cases = [
      [{ status: 'pending', attempts: 0, queuedAt: new Date(NOW.getTime() - CUTOUT_REQUEUE_MS - 1) }, ['lamp']],
      [{ status: 'pending', attempts: 0, queuedAt: new Date(NOW.getTime() - 1000) }, []],
      [{ status: 'error', attempts: 1 }, ['lamp']],
      [{ status: 'error', attempts: 3 }, []],
      [{ status: 'processing', attempts: 1 }, []],
      [{ status: 'done', attempts: 1 }, []],
    ] as const;
    for (const [job, expected] of cases) {
      const { products } = await setUp({ ...job, updatedAt: new Date(NOW.getTime() - 1000) });
      const { queue } = recordingQueue(products);
      expect([job, await requestCutouts({ products, cutoutQueue: queue, now: () => NOW }, ['lamp'])]).toEqual([job, expected]);
    }
  });

  it('forgets the task when the queue refuses it, so the next request queues it', async () => {
    const { products } = await setUp();
    const { queue, state } = recordingQueue(products);
    const deps = { products, cutoutQueue: queue, now: () => NOW };
    state.fail = true;
    expect(await requestCutouts(deps, ['lamp'])).toEqual([]);
    expect(products.byId.get('lamp')!.cutout.queuedAt).toBeUndefined();
    state.fail = false;
    expect(await requestCutouts(deps, ['lamp'])).toEqual(['lamp']);
  });
});
