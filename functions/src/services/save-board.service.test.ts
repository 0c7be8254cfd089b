import { describe, expect, it } from 'vitest';
import { BOARD_DELETED, BOARD_TAKEN_DOWN, GENERATION_NOT_SAVABLE, GENERATION_UNKNOWN } from '../contracts/boards.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { memoryBoards, memoryGenerations, memoryProducts, memoryUsers } from '../testing/memory-repositories.js';
import { saveBoard } from './save-board.service.js';

const now = new Date('2026-01-15T11:00:00Z');

function setUp() {
  const generations = memoryGenerations([
    createGenerationJob({ id: 'done', ownerUid: 'ann', productIds: ['product-1', 'product-2'] }),
    createGenerationJob({ id: 'no-picture', ownerUid: 'ann', status: 'image', imagePath: null }),
  ]);
  const boards = memoryBoards(generations);
  const products = memoryProducts([createCatalogueProduct(1, { title: 'Oak, Bed' }), createCatalogueProduct(2)]);
  const users = memoryUsers();
  return { deps: { boards, generations, products, users, now: () => now }, boards, users };
}

describe('saveBoard', () => {
  it('keeps the generation with the catalogue titles and prices and the owner name from the profile', async () => {
    const { deps, boards, users } = setUp();
    await users.save('ann', 'ann@example.com', { profile: { first_name: 'Ann', last_name: 'Lee', user_name: 'ann.designs' } });
    const { id } = await saveBoard(
      deps,
      { uid: 'ann', email: 'ann@example.com', emailVerified: false },
      { generationId: 'done', visibility: 'public' },
    );
    expect(boards.byId.get(id)).toMatchObject({
      ownerUid: 'ann',
      ownerName: 'ann.designs',
      generationId: 'done',
      title: 'Oak_ Bed, Test product 2',
      generatedTitle: 'A Calm Walnut Bedroom',
      hexCode: '#6F4A31, #E4DCCB',
      items: [
        { productId: 'product-1', title: 'Oak, Bed', price: 100 },
        { productId: 'product-2', price: 200 },
      ],
      visibility: 'public',
      hidden: false,
      createdAt: now,
    });
  });

  it('answers the board already saved when the same generation is saved again', async () => {
    const { deps, boards } = setUp();
    const first = await saveBoard(deps, { uid: 'ann', email: null, emailVerified: false }, { generationId: 'done', visibility: 'public' });
    expect(
      await saveBoard(deps, { uid: 'ann', email: null, emailVerified: false }, { generationId: 'done', visibility: 'public' }),
    ).toEqual(first);
    expect(boards.byId.size).toBe(1);
    expect(boards.byId.get(first.id)!.ownerName).toBe('Roomboard member');
  });

  it("answers 404 to an unknown generation, 403 to another user's and 400 to one without its picture, saving nothing", async () => {
    const { deps, boards } = setUp();
    await expect(
      saveBoard(deps, { uid: 'ann', email: null, emailVerified: false }, { generationId: 'nope', visibility: 'public' }),
    ).rejects.toMatchObject({
      status: 404,
      message: GENERATION_UNKNOWN,
    });
    await expect(
      saveBoard(deps, { uid: 'bob', email: null, emailVerified: false }, { generationId: 'done', visibility: 'public' }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      saveBoard(deps, { uid: 'ann', email: null, emailVerified: false }, { generationId: 'no-picture', visibility: 'public' }),
    ).rejects.toMatchObject({
      status: 400,
      message: GENERATION_NOT_SAVABLE,
    });
    expect(boards.byId.size).toBe(0);
  });

  it('saves a board private when asked, and shows no name taken from the e-mail', async () => {
    const { deps, boards } = setUp();
    const { id } = await saveBoard(
      deps,
      { uid: 'ann', email: 'ann.lee@example.com', emailVerified: false },
      { generationId: 'done', visibility: 'private' },
    );
    expect(boards.byId.get(id)).toMatchObject({ visibility: 'private', ownerName: 'Roomboard member', imageKey: 'image-key-1' });
  });

  it('does not bring back a board taken down or deleted by saving its generation again', async () => {
    const { deps, boards } = setUp();
    const request = { generationId: 'done', visibility: 'public' } as const;
    const { id } = await saveBoard(deps, { uid: 'ann', email: null, emailVerified: false }, request);
    boards.byId.get(id)!.hidden = true;
    await expect(saveBoard(deps, { uid: 'ann', email: null, emailVerified: false }, request)).rejects.toMatchObject({
      status: 410,
      message: BOARD_TAKEN_DOWN,
    });
    boards.byId.delete(id);
    await expect(saveBoard(deps, { uid: 'ann', email: null, emailVerified: false }, request)).rejects.toMatchObject({
      status: 410,
      message: BOARD_DELETED,
    });
    expect(boards.byId.size).toBe(0);
  });

  it('saves the generation whose image_url the server issued to this user (the spec board object has no generationId)', async () => {
    const { deps, boards } = setUp();
    const imageUrl = 'https://roomboard.example/api/generations/done/image?key=image-key-1';
    const { id } = await saveBoard(deps, { uid: 'ann', email: null, emailVerified: false }, { image_url: imageUrl, visibility: 'public' });
    expect(boards.byId.get(id)).toMatchObject({ generationId: 'done', ownerUid: 'ann' });
    for (const [uid, image_url] of [
      ['bob', imageUrl],
      ['ann', '/api/generations/done/image?key=image-key-2'],
      ['ann', '/api/generations/nope/image?key=image-key-1'],
      ['ann', '/api/files/boards/done.png'],
      ['ann', 'data:image/jpeg;base64,AAAA'],
    ] as const) {
      await expect(
        saveBoard(deps, { uid, email: null, emailVerified: false }, { image_url, visibility: 'public' }),
        image_url,
      ).rejects.toMatchObject({
        status: 404,
        message: GENERATION_UNKNOWN,
      });
    }
  });
});
