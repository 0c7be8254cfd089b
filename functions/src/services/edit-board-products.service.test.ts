import { describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND, BoardProductsRequest, DUPLICATE_BOARD_PRODUCTS } from '../contracts/boards.js';
import { GENERATION_FAILED } from '../contracts/generation.js';
import { NO_PRODUCTS_SELECTED, TOO_MANY_PRODUCTS } from '../contracts/choices.js';
import { pictureIdOf } from '../domain/board-pictures.js';
import { AppError } from '../domain/errors.js';
import { createBoardRecord, createCaller, createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { fakeGenerationDeps } from '../testing/generation-fakes.js';
import { memoryBoards, memoryFileReferences } from '../testing/memory-repositories.js';
import { editBoardProducts } from './edit-board-products.service.js';
import { UNKNOWN_PRODUCTS } from './steps/generation.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const catalogue = [1, 2, 3, 4].map((n) => createCatalogueProduct(n, { title: `Piece ${n}`, price: 10 * n }));
const LAYOUT = {
  width: 400,
  length: 300,
  shape: 'l-shaped' as const,
  items: [
    { id: 'product-1', x: 100, y: 80, rotation: 90 },
    { id: 'product-2', x: 250, y: 150, rotation: 0 },
  ],
};

/** Ann's saved board of products 1 and 2, made as a Queen Size, Light Tones bedroom, with a layout. */
async function setUp() {
  const fakes = await fakeGenerationDeps(catalogue);
  fakes.generations.jobs.set(
    'generation-1',
    createGenerationJob({ ownerUid: 'ann', size: 'Queen Size', style: 'Light Tones', savedBoardId: 'board-1' }),
  );
  const boards = memoryBoards(fakes.generations, [
    createBoardRecord({ ownerUid: 'ann', visibility: 'private', layout: LAYOUT, items: catalogue.slice(0, 2).map(item) }),
  ]);
  const fileReferences = memoryFileReferences(boards, fakes.generations, fakes.products);
  return { ...fakes, boards, deps: { ...fakes.deps, boards, fileReferences } };
}

const item = (product: (typeof catalogue)[number]) => ({
  productId: product.id,
  title: product.title,
  price: product.price,
  width: product.width,
  length: product.length,
  height: product.height,
  cutoutPath: product.cutoutPath,
});

const edit = (productIds: string[]) => BoardProductsRequest.parse({ productIds });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, message: (error as AppError).message };
}

describe('editBoardProducts', () => {
  it('makes the board again from the new products, in their order, keeping its id, visibility, date and the placements of the products that stay', async () => {
    const { deps, boards, generations, generator, blobs } = await setUp();
    const before = boards.byId.get('board-1')!;
    const board = await editBoardProducts(deps, createCaller('ann'), 'board-1', edit(['product-3', 'product-2']));

    expect(board).toMatchObject({ id: 'board-1', visibility: 'private', isOwner: true, timestamp: before.createdAt.toISOString() });
    expect(board.items.map((piece) => [piece.id, piece.title, piece.price])).toEqual([
      ['product-3', 'Piece 3', 30],
      ['product-2', 'Piece 2', 20],
    ]);
    expect(board.title).toBe('Piece 3, Piece 2');
    expect(board.layout).toEqual({ ...LAYOUT, items: [LAYOUT.items[1]] });
    expect(board.generated_title).toBe('Light Tones Sleep');
    expect(board.palette.map((colour) => colour.hex)).toEqual(['#6F4A31', '#6F4A31']);

    const stored = boards.byId.get('board-1')!;
    expect(stored.generationId).not.toBe('generation-1');
    expect(stored.imagePath).not.toBe(before.imagePath);
    expect(board.image_url).toBe(`/api/boards/board-1/image?key=${before.imageKey}&v=${pictureIdOf(stored.imagePath)}`);
    expect(blobs.files.get(stored.imagePath)?.data.toString()).toBe('picture of product-3,product-2');
    // The new picture is the current one of the board's history; the one before stays there to go back to.
    expect(stored.pictures.map((picture) => [picture.path, picture.source])).toEqual([
      [stored.imagePath, 'generated'],
      [before.imagePath, 'generated'],
    ]);
    expect(generations.jobs.get(stored.generationId)).toMatchObject({
      ownerUid: 'ann',
      size: 'Queen Size',
      style: 'Light Tones',
      productIds: ['product-3', 'product-2'],
      savedBoardId: 'board-1',
    });
    expect(generator.briefs[0]).toMatchObject({ functionName: 'Sleep', size: 'Queen Size', style: 'Light Tones' });
  });

  it("an accepted swap changes the pieces and the picture, and keeps the title, description and room, the new piece in the old one's place", async () => {
    const { deps, boards } = await setUp();
    const room = { ...LAYOUT, openings: [{ id: 'door-1', kind: 'door' as const, wall: 2, offset: 90, width: 80, hinge: 'left' as const }] };
    const before = { ...boards.byId.get('board-1')!, generatedTitle: 'Quiet Oak Retreat', layout: room };
    boards.byId.set('board-1', before);

    const board = await editBoardProducts(
      deps,
      createCaller('ann'),
      'board-1',
      BoardProductsRequest.parse({ productIds: ['product-3', 'product-2'], swap: true }),
    );

    expect(board.items.map((piece) => piece.id)).toEqual(['product-3', 'product-2']);
    expect(board.title).toBe('Piece 3, Piece 2');
    expect(boards.byId.get('board-1')!.imagePath).not.toBe(before.imagePath);
    expect(board.generated_title).toBe('Quiet Oak Retreat');
    expect(board.description).toEqual(before.description);
    expect(board.layout).toEqual({ ...room, items: [{ ...LAYOUT.items[0], id: 'product-3' }, LAYOUT.items[1]] });
  });

  it('is for the owner only: 403 for another user, 404 for a hidden or unknown board, and nothing is generated', async () => {
    const { deps, boards, generator } = await setUp();
    expect(await failure(editBoardProducts(deps, createCaller('bob'), 'board-1', edit(['product-3'])))).toEqual({
      status: 403,
      message: NOT_AUTHORIZED,
    });
    boards.byId.set('hidden', { ...boards.byId.get('board-1')!, id: 'hidden', hidden: true });
    for (const id of ['hidden', 'nope'])
      expect(await failure(editBoardProducts(deps, createCaller('ann'), id, edit(['product-3'])))).toEqual({
        status: 404,
        message: BOARD_NOT_FOUND,
      });
    expect(generator.briefs).toHaveLength(0);
  });

  it('takes 1 to 10 different products, and refuses products the catalogue does not have', async () => {
    const { deps, boards, generator } = await setUp();
    const before = structuredClone(boards.byId.get('board-1'));
    const message = (body: unknown) => BoardProductsRequest.safeParse(body).error?.issues[0]?.message;
    expect(message({ productIds: [] })).toBe(NO_PRODUCTS_SELECTED);
    expect(message({})).toBe(NO_PRODUCTS_SELECTED);
    expect(message({ productIds: Array.from({ length: 11 }, (_, n) => `product-${n}`) })).toBe(TOO_MANY_PRODUCTS);
    expect(message({ productIds: ['product-1', 'product-1'] })).toBe(DUPLICATE_BOARD_PRODUCTS);
    expect(BoardProductsRequest.safeParse({ productIds: Array.from({ length: 10 }, (_, n) => `p${n}`) }).success).toBe(true);

    expect(await failure(editBoardProducts(deps, createCaller('ann'), 'board-1', edit(['product-1', 'gone-product'])))).toEqual({
      status: 400,
      message: UNKNOWN_PRODUCTS,
    });
    expect(generator.briefs).toHaveLength(0);
    expect(boards.byId.get('board-1')).toEqual(before);
  });

  it('leaves the board as it was when the generation fails, and counts against the limits as a new board', async () => {
    const { deps, boards, generator } = await setUp();
    const before = structuredClone(boards.byId.get('board-1'));
    generator.pictureError = 'the model is down';
    expect(await failure(editBoardProducts(deps, createCaller('ann'), 'board-1', edit(['product-4'])))).toEqual({
      status: 502,
      message: GENERATION_FAILED,
    });
    expect(boards.byId.get('board-1')).toEqual(before);

    generator.pictureError = null;
    // The failed attempt took a slot of the hour too.
    const limited = { ...deps, generationsPerHour: 2 };
    await editBoardProducts(limited, createCaller('ann'), 'board-1', edit(['product-4']));
    expect((await failure(editBoardProducts(limited, createCaller('ann'), 'board-1', edit(['product-1'])))).status).toBe(429);
    expect(boards.byId.get('board-1')!.items.map((piece) => piece.productId)).toEqual(['product-4']);
  });

  it('keeps no placement when the board had no layout, and a board edited while it was made again is not taken from its owner', async () => {
    const { deps, boards } = await setUp();
    boards.byId.set('board-1', { ...boards.byId.get('board-1')!, layout: null });
    expect((await editBoardProducts(deps, createCaller('ann'), 'board-1', edit(['product-1']))).layout).toBeNull();
    const moved = {
      ...deps,
      boards: {
        ...boards,
        editContent: (id: string, change: Parameters<typeof boards.editContent>[1]) => {
          boards.byId.set(id, { ...boards.byId.get(id)!, ownerUid: 'bob' });
          return boards.editContent(id, change);
        },
      },
    };
    expect((await failure(editBoardProducts(moved, createCaller('ann'), 'board-1', edit(['product-2'])))).status).toBe(403);
    expect(boards.byId.get('board-1')!.items.map((piece) => piece.productId)).toEqual(['product-1']);
  });
});
