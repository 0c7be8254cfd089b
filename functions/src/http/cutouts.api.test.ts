import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BoardCutout } from '../contracts/generation.js';
import type { CutoutMaker } from '../ports/cutouts.port.js';
import { createAccount, sessionFor } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { controlledGenerator, seedProducts, startGenerateBackend, testPicture, type GenerateBackend } from '../testing/generate-backend.js';

/** The worker's background remover: counts its runs, takes `delayMs` like a model would, or fails. */
function countingCutouts() {
  const state = { calls: 0, delayMs: 300, fail: false };
  const cutouts: CutoutMaker = {
    async cut() {
      state.calls++;
      await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.fail) throw new Error('model failed');
      return testPicture('#2F7F7A');
    },
  };
  return { cutouts, state };
}

const board = (ids: string[]) => ({
  generationId: randomUUID(),
  function_name: 'Sleep',
  size: 'Queen Size',
  style: 'Natural Tones',
  selectedProducts: ids.map((id) => ({ id })),
});

type Described = { id: string; background_removed_images: string[]; cutouts: BoardCutout[] };

describe('cutouts: made by the queued worker, never on the request path', () => {
  let backend: GenerateBackend;
  const remover = countingCutouts();
  let tokens: string[];
  const prefix = `cut-${randomUUID().slice(0, 6)}`;
  const queued = () => backend.tasks.enqueued.get('makeCutout') ?? 0;

  beforeAll(async () => {
    backend = await startGenerateBackend({}, { generator: controlledGenerator().generator, cutouts: remover.cutouts, cutoutPollMs: 50 });
    await seedProducts(backend, [{ id: `${prefix}-bed`, title: 'Alder Oak Bed', colour: '#9A6A3D' }]);
    tokens = await Promise.all([1, 2, 3].map(async () => sessionFor(backend, await createAccount())));
  });
  afterAll(() => backend.close());
  beforeEach(() => Object.assign(remover.state, { calls: 0, delayMs: 300, fail: false }));

  it('N concurrent generations over a product without a cutout cause exactly one background removal', async () => {
    const [lamp] = await seedProducts(backend, [{ id: `${prefix}-lamp`, title: 'Teal Lamp', withCutout: false }]);
    const before = queued();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call<Described>(backend, 'generate-description/', { token: tokens[i % tokens.length], body: board([`${prefix}-bed`, lamp!.id]) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    await backend.tasks.idle();
    expect([remover.state.calls, queued() - before]).toEqual([1, 1]);
    const [product] = await backend.products.getMany([lamp!.id]);
    expect(product!.cutout).toMatchObject({ status: 'done', attempts: 1 });
    // Every request waited for the one job and shows its cutout.
    for (const { body } of answers) {
      expect(body.cutouts[1]).toEqual({ productId: lamp!.id, url: `/api/files/${product!.cutoutPath}`, source: 'cutout' });
      expect(body.background_removed_images[1]).toBe(`/api/files/${product!.cutoutPath}`);
    }
  });

  it('retries a failing job as the queue delivers it again, then shows the photo, marked, and records the failure', async () => {
    remover.state.fail = true;
    remover.state.delayMs = 10;
    const [rug] = await seedProducts(backend, [{ id: `${prefix}-rug`, title: 'Moss Wool Rug', withCutout: false }]);
    const [first, second] = await Promise.all(
      [0, 1].map((i) => call<Described>(backend, 'generate-description/', { token: tokens[i], body: board([rug!.id, `${prefix}-bed`]) })),
    );
    expect([first!.status, second!.status]).toEqual([200, 200]);
    await backend.tasks.idle();
    expect(remover.state.calls).toBe(3);
    const [product] = await backend.products.getMany([rug!.id]);
    expect(product!.cutout).toMatchObject({ status: 'error', attempts: 3, error: 'failed' });
    expect(product!.cutoutPath).toBeNull();
    for (const { body } of [first!, second!]) {
      expect(body.cutouts[0]).toEqual({ productId: rug!.id, url: `/api/files/${product!.imagePath}`, source: 'photo' });
      expect(body.background_removed_images[0]).toBe(`/api/files/${product!.imagePath}`);
    }
    // A job out of attempts is not queued again by later generations.
    const calls = queued();
    expect((await call(backend, 'generate-description/', { token: tokens[2], body: board([rug!.id]) })).status).toBe(200);
    expect([queued(), remover.state.calls]).toEqual([calls, 3]);
  });
});

describe('cutouts: a generation waits only briefly for the worker', () => {
  let backend: GenerateBackend;
  const remover = countingCutouts();
  const prefix = `slow-${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    backend = await startGenerateBackend({}, { cutouts: remover.cutouts, cutoutWaitMs: 300, cutoutPollMs: 50 });
  });
  afterAll(() => backend.close());

  it('answers with the photo when the cutout is not ready in time; the job goes on, and the next board uses the cutout', async () => {
    remover.state.delayMs = 1500;
    const token = await sessionFor(backend, await createAccount());
    const [chair] = await seedProducts(backend, [{ id: `${prefix}-chair`, title: 'Cane Chair', withCutout: false }]);
    const early = await call<Described>(backend, 'generate-description/', { token, body: board([chair!.id]) });
    expect(early.status).toBe(200);
    expect(early.body.cutouts).toEqual([{ productId: chair!.id, url: `/api/files/${chair!.imagePath}`, source: 'photo' }]);
    // The generated board keeps what it was made with.
    expect((await call<Described>(backend, `generations/${early.body.id}`, { token })).body.cutouts).toEqual(early.body.cutouts);
    await backend.tasks.idle();
    const [product] = await backend.products.getMany([chair!.id]);
    expect(product!.cutout).toMatchObject({ status: 'done', attempts: 1 });
    const later = await call<Described>(backend, 'generate-description/', { token, body: board([chair!.id]) });
    expect(later.body.cutouts).toEqual([{ productId: chair!.id, url: `/api/files/${product!.cutoutPath}`, source: 'cutout' }]);
    expect(remover.state.calls).toBe(1);
  });
});
