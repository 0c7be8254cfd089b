import { describe, expect, it } from 'vitest';
import { GENERATION_FAILED, type GenerateDescriptionRequest } from '../contracts/generation.js';
import { CUTOUTS_MISSING } from '../contracts/choices.js';
import { AppError } from '../domain/errors.js';
import { createCaller, createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { fakeGenerationDeps } from '../testing/generation-fakes.js';
import { generateDescription } from './generate-description.service.js';
import { STILL_GENERATING, UNKNOWN_PRODUCTS } from './steps/generation.js';

const catalogue = [createCatalogueProduct(1, { hexCodes: ['#6F4A31'] }), createCatalogueProduct(2, { hexCodes: ['#E4DCCB'] })];

function request(overrides: Partial<GenerateDescriptionRequest> = {}): GenerateDescriptionRequest & { generationId: string } {
  return {
    generationId: '6f1c2b0e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
    function_name: 'Sleep',
    size: 'Queen Size',
    style: 'Natural Tones',
    selectedProducts: catalogue.map((product) => ({ id: product.id })),
    ...overrides,
  } as GenerateDescriptionRequest & { generationId: string };
}

/** The AppError a call rejects with, as { code, status, message }. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, status, message, extra } = error as AppError;
  return { code, status, message, extra };
}

describe('generateDescription', () => {
  it('describes the board from the stored cutouts, reading the palette once and giving it to the generator', async () => {
    const { deps, generations, generator, palette, cutouts } = await fakeGenerationDeps(catalogue);
    const answer = await generateDescription(deps, createCaller('ann'), request());
    expect(answer).toMatchObject({
      id: request().generationId,
      background_removed_images: catalogue.map((product) => `/api/files/${product.cutoutPath}`),
      cutouts: catalogue.map((product) => ({ productId: product.id, url: `/api/files/${product.cutoutPath}`, source: 'cutout' })),
      generated_title: 'Natural Tones Sleep',
      description: { main_title: 'A Queen Size room', description: '- Test product 1\n- Test product 2' },
      hex_code: '#6F4A31, #E4DCCB',
      palette: [
        { hex: '#6F4A31', name: 'Colour 1' },
        { hex: '#E4DCCB', name: 'Colour 2' },
      ],
      // Beyond the spec's fields, the whole board screen: it need not ask for the generation again.
      function_name: 'Sleep',
      status: 'image',
      image_url: null,
      products: catalogue.map((product) => expect.objectContaining({ id: product.id, Title: product.title })),
    });
    expect(palette.calls).toBe(1);
    expect(cutouts.calls).toBe(0);
    expect(generator.briefs).toHaveLength(1);
    expect(generator.briefs[0]!.palette).toEqual(answer.palette);
    expect(generator.briefs[0]!.products.map((p) => p.cutout.toString())).toEqual(['cutout of product-1', 'cutout of product-2']);
    expect(generations.jobs.get(answer.id)).toMatchObject({
      ownerUid: 'ann',
      status: 'image',
      error: null,
      text: { palette: answer.palette },
    });
  });

  it('seeds each generation with its id, so two users with the same picks get two different boards', async () => {
    const { deps, generator, palette } = await fakeGenerationDeps(catalogue);
    const picks = { ...request(), generationId: undefined };
    const ann = await generateDescription(deps, createCaller('ann'), picks);
    const bob = await generateDescription(deps, createCaller('bob'), picks);
    expect(ann.id).not.toBe(bob.id);
    expect(generator.briefs.map((brief) => brief.seed)).toEqual([ann.id, bob.id]);
    expect(palette.options).toEqual([
      { style: 'Natural Tones', seed: ann.id },
      { style: 'Natural Tones', seed: bob.id },
    ]);
  });

  it('uses the catalogue, not the client, for everything but the product ids', async () => {
    const { deps, generator } = await fakeGenerationDeps(catalogue);
    await generateDescription(
      deps,
      createCaller('ann'),
      request({ selectedProducts: [{ id: 'product-1', title: 'Cheap', price: 1 } as never] }),
    );
    expect(generator.briefs[0]!.products).toMatchObject([{ id: 'product-1', title: 'Test product 1', price: 100 }]);
  });

  it('answers a repeated generationId from the store without generating again', async () => {
    const { deps, generator, palette } = await fakeGenerationDeps(catalogue);
    const first = await generateDescription(deps, createCaller('ann'), request());
    expect(await generateDescription(deps, createCaller('ann'), request())).toEqual(first);
    expect([generator.briefs.length, palette.calls]).toEqual([1, 1]);
  });

  it('refuses unknown products with 400 and the spec message, writing nothing', async () => {
    const { deps, generations } = await fakeGenerationDeps(catalogue);
    const selected = [{ id: 'product-1' }, { id: 'gone' }];
    expect(await failure(generateDescription(deps, createCaller('ann'), request({ selectedProducts: selected as never })))).toEqual({
      code: 'bad-request',
      status: 400,
      message: UNKNOWN_PRODUCTS,
      extra: { unknown: ['gone'] },
    });
    expect(generations.jobs.size).toBe(0);
  });

  it('queues a product without a cutout for the worker, waits for it with progress, and uses its cutout', async () => {
    const waiting = createCatalogueProduct(3, { cutoutPath: null, cutout: { status: 'pending', attempts: 0, updatedAt: new Date() } });
    const { deps, products, blobs, cutouts, queue, deliver, generator, generations } = await fakeGenerationDeps([...catalogue, waiting]);
    queue.hold = true;
    const answering = generateDescription(
      deps,
      createCaller('ann'),
      request({ selectedProducts: [{ id: 'product-1' }, { id: 'product-3' }] as never }),
    );
    await expect.poll(() => queue.held).toEqual(['product-3']);
    await expect.poll(() => generations.jobs.get(request().generationId)).toMatchObject({ status: 'cutouts', cutoutsDone: 1 });
    expect(cutouts.calls).toBe(0);
    await deliver();
    const answer = await answering;
    expect([queue.enqueued, cutouts.calls]).toEqual([['product-3'], 1]);
    const stored = products.byId.get('product-3')!;
    expect(stored.cutout).toMatchObject({ status: 'done', attempts: 1 });
    expect(answer.cutouts![1]).toEqual({ productId: 'product-3', url: `/api/files/${stored.cutoutPath}`, source: 'cutout' });
    expect(blobs.files.get(stored.cutoutPath!)?.data.toString()).toBe('cutout:photo of product-3');
    expect(generator.briefs[0]!.products.map((p) => p.cutout.toString())).toEqual(['cutout of product-1', 'cutout:photo of product-3']);
    expect(generations.jobs.get(answer.id)).toMatchObject({ cutoutsDone: 2, cutoutsTotal: 2 });
  });

  it('never removes a background itself: when the worker is not done in time the photo stands in, marked', async () => {
    const waiting = createCatalogueProduct(3, { cutoutPath: null, cutout: { status: 'pending', attempts: 0, updatedAt: new Date() } });
    const { deps, products, cutouts, queue, deliver, generator } = await fakeGenerationDeps([...catalogue, waiting], { cutoutWaitMs: 20 });
    queue.hold = true;
    const answer = await generateDescription(
      deps,
      createCaller('ann'),
      request({ selectedProducts: [{ id: 'product-1' }, { id: 'product-3' }] as never }),
    );
    expect(answer.cutouts![1]).toEqual({ productId: 'product-3', url: `/api/files/${waiting.imagePath}`, source: 'photo' });
    expect(answer.background_removed_images).toEqual([`/api/files/${catalogue[0]!.cutoutPath}`, `/api/files/${waiting.imagePath}`]);
    expect(generator.briefs[0]!.products.map((p) => p.cutout.toString())).toEqual(['cutout of product-1', 'photo of product-3']);
    expect(cutouts.calls).toBe(0);
    await deliver();
    expect([cutouts.calls, products.byId.get('product-3')!.cutout.status]).toEqual([1, 'done']);
  });

  it('shows the photo of a product whose cutout job failed for good, without queueing or waiting for it again', async () => {
    const failed = createCatalogueProduct(3, {
      cutoutPath: null,
      cutout: { status: 'error', attempts: 3, error: 'failed', updatedAt: new Date() },
    });
    // A wait would outlast the test's timeout.
    const { deps, queue } = await fakeGenerationDeps([...catalogue, failed], { cutoutWaitMs: 600_000 });
    const answer = await generateDescription(deps, createCaller('ann'), request({ selectedProducts: [{ id: 'product-3' }] as never }));
    expect(queue.enqueued).toEqual([]);
    expect(answer.cutouts).toEqual([{ productId: 'product-3', url: `/api/files/${failed.imagePath}`, source: 'photo' }]);
  });

  it('retries a failing cutout job as the queue delivers it again, then shows the photo', async () => {
    const waiting = createCatalogueProduct(3, { cutoutPath: null, cutout: { status: 'pending', attempts: 0, updatedAt: new Date() } });
    const { deps, products, cutouts, queue } = await fakeGenerationDeps([...catalogue, waiting]);
    cutouts.error = 'model crashed';
    const answer = await generateDescription(
      deps,
      createCaller('ann'),
      request({ selectedProducts: [{ id: 'product-1' }, { id: 'product-3' }] as never }),
    );
    expect([queue.enqueued, cutouts.calls]).toEqual([['product-3'], 3]);
    expect(products.byId.get('product-3')!.cutout).toMatchObject({ status: 'error', attempts: 3, error: 'failed' });
    expect(answer.cutouts![1]).toMatchObject({ productId: 'product-3', source: 'photo' });
  });

  it("answers 422 'Background removed images are missing or empty.' when no product has a cutout or a photo, before any words", async () => {
    const waiting = createCatalogueProduct(3, { cutoutPath: null, cutout: { status: 'pending', attempts: 0, updatedAt: new Date() } });
    const { deps, generations, generator, palette, cutouts, blobs } = await fakeGenerationDeps([waiting]);
    await blobs.delete(waiting.imagePath);
    const selected = [{ id: 'product-3' }] as never;
    expect(await failure(generateDescription(deps, createCaller('ann'), request({ selectedProducts: selected })))).toMatchObject({
      code: 'cutouts-missing',
      status: 422,
      message: CUTOUTS_MISSING,
    });
    expect([generator.briefs.length, palette.calls, cutouts.calls]).toEqual([0, 0, 0]);
    expect(generations.jobs.get(request().generationId)).toMatchObject({ status: 'error', error: CUTOUTS_MISSING, text: null });
  });

  it("answers a generator failure with 502 and a fixed message (the provider's words go to the logs only), also on the job", async () => {
    const { deps, generations, generator } = await fakeGenerationDeps(catalogue);
    generator.describeError = 'The model is busy (org org-secret42).';
    expect(await failure(generateDescription(deps, createCaller('ann'), request()))).toMatchObject({
      code: 'generation-failed',
      status: 502,
      message: GENERATION_FAILED,
    });
    expect(generations.jobs.get(request().generationId)).toMatchObject({ status: 'error', error: GENERATION_FAILED });
  });

  it('allows the configured number of boards an hour per user, then answers 429', async () => {
    const { deps } = await fakeGenerationDeps(catalogue, { generationsPerHour: 1 });
    await generateDescription(deps, createCaller('ann'), request());
    expect(
      await failure(generateDescription(deps, createCaller('ann'), request({ generationId: '7f1c2b0e-3d4a-4b5c-8d9e-0f1a2b3c4d5e' }))),
    ).toMatchObject({
      code: 'rate-limited',
      status: 429,
      message: 'You have reached the limit of 1 boards an hour. Please try again in 60 minutes.',
      extra: { retryAfter: 3600 },
    });
    await expect(
      generateDescription(deps, createCaller('bob'), request({ generationId: '8f1c2b0e-3d4a-4b5c-8d9e-0f1a2b3c4d5e' })),
    ).resolves.toBeTruthy();
  });

  it("answers 403 to another user's generationId and 409 while the job runs", async () => {
    const { deps, generations } = await fakeGenerationDeps(catalogue);
    const id = request().generationId;
    generations.jobs.set(
      id,
      createGenerationJob({ id, ownerUid: 'ann', status: 'writing', text: null, imagePath: null, updatedAt: deps.now!() }),
    );
    expect(await failure(generateDescription(deps, createCaller('bob'), request()))).toMatchObject({ status: 403 });
    expect(await failure(generateDescription(deps, createCaller('ann'), request()))).toMatchObject({
      status: 409,
      message: STILL_GENERATING,
    });
  });
});

describe('generateDescription: the spec request (email, selections, selectedProducts only)', () => {
  it('makes its own id and takes the room function, size and style from the products', async () => {
    const { deps, generations } = await fakeGenerationDeps(catalogue);
    const answer = await generateDescription(deps, createCaller('ann'), {
      selections: ['anything the client says'],
      selectedProducts: catalogue.map((product) => ({ id: product.id })),
    });
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(generations.jobs.get(answer.id)).toMatchObject({
      ownerUid: 'ann',
      functionName: 'Sleep',
      size: 'King Size',
      style: 'Natural Tones',
    });
  });
});
