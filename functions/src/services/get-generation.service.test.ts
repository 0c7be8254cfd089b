import { describe, expect, it } from 'vitest';
import { createBoardRecord, createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { memoryBlobs, memoryBoards, memoryGenerations, memoryProducts } from '../testing/memory-repositories.js';
import { GENERATION_NOT_FOUND } from './steps/generation.js';
import { generationImage, getGeneration, getProgress, listUnsavedGenerations } from './get-generation.service.js';

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
      image_url: `/api/generations/${job.id}/image?key=image-key-1`,
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

describe('generationImage', () => {
  const picture = { data: Buffer.from('picture'), contentType: 'image/png' };
  function setUp(savedBoardId: string | null) {
    const job = createGenerationJob({ ownerUid: 'ann', imagePath: 'boards/picture.png', imageKey: 'the-key', savedBoardId });
    const generations = memoryGenerations([job]);
    const boards = memoryBoards(generations, [createBoardRecord({ id: 'saved', generationId: job.id })]);
    const blobs = memoryBlobs();
    blobs.files.set('boards/picture.png', picture);
    return { deps: { generations, boards, blobs }, boards, job };
  }

  it('serves the picture to the holder of its key (its owner) only', async () => {
    const { deps, job } = setUp(null);
    expect(await generationImage(deps, job.id, 'the-key')).toEqual(picture);
    for (const key of [null, 'the-kez', '']) await expect(generationImage(deps, job.id, key)).rejects.toMatchObject({ status: 404 });
    await expect(generationImage(deps, 'nope', 'the-key')).rejects.toMatchObject({ status: 404 });
  });

  it('once saved, follows its board: gone when the board is hidden or deleted', async () => {
    const { deps, boards, job } = setUp('saved');
    expect(await generationImage(deps, job.id, 'the-key')).toEqual(picture);
    boards.byId.get('saved')!.hidden = true;
    await expect(generationImage(deps, job.id, 'the-key')).rejects.toMatchObject({ status: 404 });
    boards.byId.delete('saved');
    await expect(generationImage(deps, job.id, 'the-key')).rejects.toMatchObject({ status: 404 });
  });
});

describe('getProgress', () => {
  const running = createGenerationJob({ ownerUid: 'ann', status: 'cutouts', cutoutsDone: 1, text: null, imagePath: null });

  it("answers the job's progress to its owner, 404 to an unknown id and 403 to anyone else", async () => {
    const generations = memoryGenerations([running]);
    expect(await getProgress({ generations }, 'ann', running.id)).toEqual({
      id: running.id,
      status: 'cutouts',
      cutoutsDone: 1,
      cutoutsTotal: 2,
    });
    await expect(getProgress({ generations }, 'ann', 'nope')).rejects.toMatchObject({ status: 404, message: GENERATION_NOT_FOUND });
    await expect(getProgress({ generations }, 'bob', running.id)).rejects.toMatchObject({ status: 403 });
  });
});

describe('listUnsavedGenerations', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const jobs = [
    createGenerationJob({ id: 'yesterday', ownerUid: 'ann', createdAt: daysAgo(1), productIds: ['p1', 'p2', 'p3'] }),
    createGenerationJob({ id: 'saved', ownerUid: 'ann', createdAt: daysAgo(2), savedBoardId: 'board-1' }),
    createGenerationJob({ id: 'no-picture', ownerUid: 'ann', createdAt: daysAgo(3), imagePath: null, imageKey: null, status: 'writing' }),
    createGenerationJob({ id: 'no-words', ownerUid: 'ann', createdAt: daysAgo(3), text: null, imagePath: null, status: 'error' }),
    createGenerationJob({ id: 'last-week', ownerUid: 'ann', createdAt: daysAgo(6.9) }),
    createGenerationJob({ id: 'too-old', ownerUid: 'ann', createdAt: daysAgo(7.1) }),
    createGenerationJob({ id: 'bobs', ownerUid: 'bob', createdAt: daysAgo(1) }),
  ];
  const deps = { generations: memoryGenerations(jobs), now: () => now };

  it("lists the owner's boards of the last 7 days that were written and not saved, newest first", async () => {
    const { generations } = await listUnsavedGenerations(deps, 'ann');
    expect(generations.map((generation) => generation.id)).toEqual(['yesterday', 'no-picture', 'last-week']);
    expect(generations[0]).toEqual({
      id: 'yesterday',
      generated_title: 'A Calm Walnut Bedroom',
      function_name: 'Sleep',
      size: 'Queen Size',
      style: 'Natural Tones',
      image_url: '/api/generations/yesterday/image?key=image-key-1',
      productCount: 3,
      createdAt: daysAgo(1).toISOString(),
    });
    expect(generations[1]?.image_url).toBeNull();
  });

  it("never lists another user's boards", async () => {
    expect((await listUnsavedGenerations(deps, 'bob')).generations.map((generation) => generation.id)).toEqual(['bobs']);
    expect((await listUnsavedGenerations(deps, 'carol')).generations).toEqual([]);
  });
});
