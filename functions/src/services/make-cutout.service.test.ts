import { describe, expect, it } from 'vitest';
import { contentKey } from '../domain/blob-keys.js';
import { CUTOUT_REQUEUE_MS, CUTOUT_STALE_MS } from '../domain/cutout-job.js';
import { countingCutouts, memoryBlobs, memoryProducts, recordingQueue, testProduct } from '../testing/cutout-fakes.js';
import { CutoutRetry, handleCutoutTask, makeCutout, requestCutouts } from './make-cutout.service.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const PHOTO = `products/${'b'.repeat(32)}.jpg`;

function setUp(cutout = testProduct({ id: 'lamp' }).cutout, { photo = true } = {}) {
  const products = memoryProducts([testProduct({ id: 'lamp', imagePath: PHOTO, cutout })]);
  const blobs = memoryBlobs(photo ? { [PHOTO]: { data: Buffer.from('photo'), contentType: 'image/jpeg' } } : {});
  const remover = countingCutouts();
  return { deps: { products, blobs, cutouts: remover.cutouts, now: () => NOW }, products, blobs, remover };
}

describe('makeCutout (the one cutout use case)', () => {
  it('claims the job, stores the PNG by its content and finishes the job with its path', async () => {
    const { deps, products, blobs, remover } = setUp({ status: 'pending', attempts: 0, updatedAt: new Date(0), queuedAt: new Date(0) });
    const run = await makeCutout(deps, 'lamp');
    const path = contentKey('cutouts', Buffer.from('cutout-png'), 'image/png');
    expect(run).toMatchObject({ kind: 'made', cutoutPath: path, attempt: 1 });
    expect(blobs.files.get(path)).toEqual({ data: Buffer.from('cutout-png'), contentType: 'image/png' });
    expect(products.byId.get('lamp')).toMatchObject({ cutoutPath: path, cutout: { status: 'done', attempts: 1, updatedAt: NOW } });
    expect(products.byId.get('lamp')!.cutout.queuedAt).toBeUndefined();
    expect(remover.state.calls).toBe(1);
  });

  it('runs once when many ask at the same time: the others find the job taken', async () => {
    const { deps, remover } = setUp();
    const runs = await Promise.all(Array.from({ length: 5 }, () => makeCutout(deps, 'lamp')));
    expect(runs.map((run) => run.kind).sort()).toEqual(['made', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(runs.filter((run) => run.kind === 'skipped')).toEqual(Array(4).fill({ kind: 'skipped', reason: 'busy' }));
    expect(remover.state.calls).toBe(1);
    expect(await makeCutout(deps, 'lamp')).toEqual({ kind: 'skipped', reason: 'done' });
    expect(remover.state.calls).toBe(1);
  });

  it('takes over a job whose worker died (processing for longer than the stale limit)', async () => {
    const stale = new Date(NOW.getTime() - CUTOUT_STALE_MS - 1);
    const { deps } = setUp({ status: 'processing', attempts: 1, updatedAt: stale });
    expect(await makeCutout(deps, 'lamp')).toMatchObject({ kind: 'made', attempt: 2 });
    const fresh = setUp({ status: 'processing', attempts: 1, updatedAt: new Date(NOW.getTime() - 1000) });
    expect(await makeCutout(fresh.deps, 'lamp')).toEqual({ kind: 'skipped', reason: 'busy' });
  });

  it('records a missing photo as the failure, without running the model', async () => {
    const { deps, products, remover } = setUp(undefined, { photo: false });
    expect(await makeCutout(deps, 'lamp')).toEqual({ kind: 'failed', error: `The photo ${PHOTO} is missing.`, attempt: 1, final: false });
    expect(products.byId.get('lamp')!.cutout).toMatchObject({ status: 'error', attempts: 1, error: `The photo ${PHOTO} is missing.` });
    expect(remover.state.calls).toBe(0);
  });

  it('skips an unknown product', async () => {
    const { deps, remover } = setUp();
    expect(await makeCutout(deps, 'sofa')).toEqual({ kind: 'skipped', reason: 'unknown' });
    expect(remover.state.calls).toBe(0);
  });
});

describe('handleCutoutTask (the queue worker)', () => {
  it('throws for a retry while attempts are left, then gives the job up after the third failure', async () => {
    const { deps, products, remover } = setUp();
    remover.state.failures = 5;
    await expect(handleCutoutTask(deps, { productId: 'lamp' })).rejects.toThrow(CutoutRetry);
    await expect(handleCutoutTask(deps, { productId: 'lamp' })).rejects.toThrow('Cutout of lamp failed (attempt 2): model failed');
    expect(await handleCutoutTask(deps, { productId: 'lamp' })).toEqual({ kind: 'failed', error: 'model failed', attempt: 3, final: true });
    expect(products.byId.get('lamp')!.cutout).toMatchObject({ status: 'error', attempts: 3, error: 'model failed' });
    expect(await handleCutoutTask(deps, { productId: 'lamp' })).toEqual({ kind: 'skipped', reason: 'given-up' });
    expect(remover.state.calls).toBe(3);
  });

  it('succeeds on a retry and clears the error', async () => {
    const { deps, products, remover } = setUp();
    remover.state.failures = 1;
    await expect(handleCutoutTask(deps, { productId: 'lamp' })).rejects.toThrow(CutoutRetry);
    expect(await handleCutoutTask(deps, { productId: 'lamp' })).toMatchObject({ kind: 'made', attempt: 2 });
    expect(products.byId.get('lamp')!.cutout).toEqual({ status: 'done', attempts: 2, updatedAt: NOW });
  });

  it('drops a task without a product id (no retry can help it)', async () => {
    const { deps, remover } = setUp();
    expect(await handleCutoutTask(deps, { product: 'lamp' })).toBeNull();
    expect(await handleCutoutTask(deps, null)).toBeNull();
    expect(remover.state.calls).toBe(0);
  });
});

describe('requestCutouts (what a generation does for a product without a cutout)', () => {
  it('queues a job once however many requests ask at the same time', async () => {
    const { products } = setUp();
    const { queue, state } = recordingQueue();
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
      const { products } = setUp({ ...job, updatedAt: new Date(NOW.getTime() - 1000) });
      const { queue } = recordingQueue();
      expect([job, await requestCutouts({ products, cutoutQueue: queue, now: () => NOW }, ['lamp'])]).toEqual([job, expected]);
    }
  });

  it('forgets the task when the queue refuses it, so the next request queues it', async () => {
    const { products } = setUp();
    const { queue, state } = recordingQueue();
    const deps = { products, cutoutQueue: queue, now: () => NOW };
    state.fail = true;
    expect(await requestCutouts(deps, ['lamp'])).toEqual([]);
    expect(products.byId.get('lamp')!.cutout.queuedAt).toBeUndefined();
    state.fail = false;
    expect(await requestCutouts(deps, ['lamp'])).toEqual(['lamp']);
  });
});
