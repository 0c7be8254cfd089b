import { describe, expect, it } from 'vitest';
import { GENERATION_FAILED } from '../contracts/generation.js';
import { IMAGE_URL_MISSING } from '../contracts/choices.js';
import { AppError } from '../domain/errors.js';
import { createCaller, createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { fakeGenerationDeps } from '../testing/generation-fakes.js';
import { DESCRIPTION_NOT_READY, generateImage, generateImageFor } from './generate-image.service.js';
import { GENERATION_NOT_FOUND } from './steps/generation.js';
import { STILL_GENERATING } from './steps/generation.js';

const catalogue = [createCatalogueProduct(1), createCatalogueProduct(2)];
/** A described job waiting for its picture; its cutouts are the catalogue's stored ones. */
const described = () =>
  createGenerationJob({
    ownerUid: 'ann',
    status: 'image',
    imageAttempts: 0,
    imagePath: null,
    cutouts: catalogue.map((product) => ({ productId: product.id, path: product.cutoutPath! })),
  });

async function setUp() {
  const fakes = await fakeGenerationDeps(catalogue);
  fakes.generations.jobs.set('generation-1', described());
  return fakes;
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, status: (error as AppError).status, message: (error as AppError).message };
}

describe('generateImage', () => {
  it("draws the described board with the description's cutouts and palette, stores the picture and finishes the job", async () => {
    const { deps, generations, generator, blobs, palette } = await setUp();
    const { image_url } = await generateImage(deps, createCaller('ann'), 'generation-1');
    const job = generations.jobs.get('generation-1')!;
    expect(job.imageKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(image_url).toBe(`/api/generations/generation-1/image?key=${job.imageKey}`);
    expect(job).toMatchObject({ status: 'done', imageAttempts: 1, imageStartedAt: null, error: null });
    expect(blobs.files.get(job.imagePath!)?.data.toString()).toBe('picture of product-1,product-2');
    expect(generator.briefs[0]).toMatchObject({ functionName: 'Sleep', palette: described().text!.palette });
    expect(generator.briefs[0]!.products.map((p) => p.cutout.toString())).toEqual(['cutout of product-1', 'cutout of product-2']);
    expect(palette.calls).toBe(0);
  });

  it('answers a drawn board again without drawing again', async () => {
    const { deps, generator } = await setUp();
    const first = await generateImage(deps, createCaller('ann'), 'generation-1');
    expect(await generateImage(deps, createCaller('ann'), 'generation-1')).toEqual(first);
    expect(generator.briefs).toHaveLength(1);
  });

  it("answers 404, 403 and 409 to an unknown job, another user's job and a job still being described", async () => {
    const { deps, generations } = await setUp();
    expect(await failure(generateImage(deps, createCaller('ann'), 'nope'))).toMatchObject({ status: 404, message: GENERATION_NOT_FOUND });
    expect(await failure(generateImage(deps, createCaller('bob'), 'generation-1'))).toMatchObject({ status: 403 });
    generations.jobs.set(
      'generation-2',
      createGenerationJob({ id: 'generation-2', ownerUid: 'ann', status: 'writing', text: null, imagePath: null }),
    );
    expect(await failure(generateImage(deps, createCaller('ann'), 'generation-2'))).toMatchObject({
      status: 409,
      message: DESCRIPTION_NOT_READY,
    });
  });

  it('answers 409 while another request draws the picture', async () => {
    const { deps, generations } = await setUp();
    generations.jobs.set('generation-1', { ...described(), imageStartedAt: deps.now!(), updatedAt: deps.now!() });
    expect(await failure(generateImage(deps, createCaller('ann'), 'generation-1'))).toMatchObject({
      status: 409,
      message: STILL_GENERATING,
    });
  });

  it("answers 'Image URL missing in response' (502) when the generator gives no picture, and records the error", async () => {
    const { deps, generations, generator } = await setUp();
    generator.emptyPicture = true;
    expect(await failure(generateImage(deps, createCaller('ann'), 'generation-1'))).toEqual({
      code: 'generation-failed',
      status: 502,
      message: IMAGE_URL_MISSING,
    });
    expect(generations.jobs.get('generation-1')).toMatchObject({
      status: 'error',
      error: IMAGE_URL_MISSING,
      imageStartedAt: null,
      imagePath: null,
    });
  });

  it("answers a drawing failure with 502 and a fixed message, never the provider's words", async () => {
    const { deps, generator } = await setUp();
    generator.pictureError = 'The image model refused (request req_123).';
    expect(await failure(generateImage(deps, createCaller('ann'), 'generation-1'))).toEqual({
      code: 'generation-failed',
      status: 502,
      message: GENERATION_FAILED,
    });
  });
});

describe('generateImageFor: the spec request, without a generationId', () => {
  const spec = (ids: string[]) => ({ selectedProducts: ids.map((id) => ({ id })) });

  it("draws the user's latest generation of the same products (in any order) without describing again", async () => {
    const { deps, generations, generator } = await setUp();
    const { image_url } = await generateImageFor(deps, createCaller('ann'), spec(['product-2', 'product-1']));
    const job = generations.jobs.get('generation-1')!;
    expect(image_url).toBe(`/api/generations/generation-1/image?key=${job.imageKey}`);
    expect([generations.jobs.size, generator.briefs.length]).toEqual([1, 1]);
  });

  it("describes and draws a new generation when this user has none of those products (another user's does not count)", async () => {
    const { deps, generations } = await setUp();
    const { image_url } = await generateImageFor(deps, createCaller('bob'), spec(['product-1', 'product-2']));
    const made = [...generations.jobs.values()].find((job) => job.ownerUid === 'bob')!;
    expect(made).toMatchObject({ status: 'done', productIds: ['product-1', 'product-2'], functionName: 'Sleep' });
    expect(image_url).toBe(`/api/generations/${made.id}/image?key=${made.imageKey}`);
    expect(generations.jobs.get('generation-1')!.imagePath).toBeNull();
  });

  it('makes a new generation when the latest one failed for good', async () => {
    const { deps, generations } = await setUp();
    generations.jobs.set('generation-1', { ...described(), status: 'error', imageAttempts: 3, error: 'The model is busy.' });
    await generateImageFor(deps, createCaller('ann'), spec(['product-1', 'product-2']));
    expect(generations.jobs.size).toBe(2);
    expect(generations.jobs.get('generation-1')!.status).toBe('error');
  });
});
