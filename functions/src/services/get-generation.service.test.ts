import { describe, expect, it } from 'vitest';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { memoryGenerations, memoryProducts } from '../testing/memory-repositories.js';
import { GENERATION_NOT_FOUND } from './generate-image.service.js';
import { getGeneration } from './get-generation.service.js';

describe('getGeneration', () => {
  const job = createGenerationJob({ ownerUid: 'ann', productIds: ['product-1'] });
  const deps = { generations: memoryGenerations([job]), products: memoryProducts([createCatalogueProduct(1)]) };

  it('answers the whole board screen to its owner: words, palette, products from the catalogue and the picture', async () => {
    expect(await getGeneration(deps, 'ann', job.id)).toMatchObject({
      id: job.id,
      generated_title: 'A Calm Walnut Bedroom',
      hex_code: '#6F4A31, #E4DCCB',
      function_name: 'Sleep',
      size: 'Queen Size',
      style: 'Natural Tones',
      products: [{ id: 'product-1', Title: 'Test product 1', Price: 100 }],
      image_url: `/api/files/${job.imagePath}`,
      status: 'done',
      createdAt: job.createdAt.toISOString(),
    });
  });

  it('answers 404 to an unknown id and 403 to anyone but the owner', async () => {
    await expect(getGeneration(deps, 'ann', 'nope')).rejects.toMatchObject({ status: 404, message: GENERATION_NOT_FOUND });
    await expect(getGeneration(deps, 'bob', job.id)).rejects.toMatchObject({
      status: 403,
      message: 'You are not authorized to perform this task',
    });
  });
});
