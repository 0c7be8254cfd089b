import { describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND, BoardsQuerySchema } from '../contracts/boards.js';
import { createBoardRecord, createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import {
  memoryBlobs,
  memoryBoards,
  memoryFileReferences,
  memoryGenerations,
  memoryLiveBoards,
  memoryProducts,
} from '../testing/memory-repositories.js';
import { boardImage, deleteBoard, getBoard, listOwnBoards, setBoardVisibility } from './boards.service.js';
import { editorKeyOf } from '../domain/board-view.js';
import { shareImageKey } from '../domain/board-share.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 10, minute));

function setUp() {
  const generations = memoryGenerations();
  const boards = memoryBoards(generations, [
    createBoardRecord({ id: 'public1', ownerUid: 'ann', createdAt: at(1) }),
    createBoardRecord({ id: 'public2', ownerUid: 'bob', createdAt: at(2) }),
    createBoardRecord({ id: 'public3', ownerUid: 'ann', createdAt: at(3) }),
    createBoardRecord({ id: 'private1', ownerUid: 'ann', visibility: 'private', createdAt: at(4) }),
    createBoardRecord({ id: 'hidden1', ownerUid: 'ann', hidden: true, createdAt: at(5) }),
  ]);
  const blobs = memoryBlobs();
  const liveBoards = memoryLiveBoards(boards);
  return { deps: { boards, blobs, liveBoards, fileReferences: memoryFileReferences(boards, generations, memoryProducts()) }, boards };
}

/** A query as the route parses it from `?page=&page_size=&cursor=`. */
const query = (q: Record<string, string | number>) => BoardsQuerySchema.parse(q);
const ids = (page: { boards: { id: string }[] }) => page.boards.map((board) => board.id);

describe('board lists', () => {
  it("lists the caller's own boards, public and private, never hidden ones", async () => {
    const { deps } = setUp();
    expect(ids(await listOwnBoards(deps, 'ann', query({ page: 1, page_size: 10 })))).toEqual(['private1', 'public3', 'public1']);
  });
});

describe('one board', () => {
  it("shows a public board to anyone, a private one to its owner only, a hidden one to its owner only (with the moderators' reason)", async () => {
    const { deps } = setUp();
    expect(await getBoard(deps, null, 'public1')).toMatchObject({ id: 'public1', isOwner: false, owner: { name: 'ann' } });
    expect(await getBoard(deps, 'ann', 'private1')).toMatchObject({ id: 'private1', isOwner: true });
    expect((await getBoard(deps, 'ann', 'hidden1')).moderation).toMatchObject({ reason: 'other', appealed_at: null });
    expect((await getBoard(deps, 'ann', 'public1')).moderation).toBeUndefined();
    for (const [viewer, id] of [
      ['bob', 'private1'],
      [null, 'private1'],
      ['bob', 'hidden1'],
      [null, 'hidden1'],
      ['ann', 'no-such-board'],
      ['ann', '__bad__'],
    ] as const) {
      await expect(getBoard(deps, viewer, id)).rejects.toMatchObject({ status: 404, message: BOARD_NOT_FOUND });
    }
  });

  it('lets the owner change visibility and delete; answers 403 to others and 404 to hidden boards', async () => {
    const { deps, boards } = setUp();
    expect(await setBoardVisibility(deps, 'ann', 'public1', 'private')).toMatchObject({ visibility: 'private' });
    expect(boards.byId.get('public1')!.visibility).toBe('private');
    await expect(setBoardVisibility(deps, 'bob', 'public3', 'private')).rejects.toMatchObject({ status: 403, message: NOT_AUTHORIZED });
    await expect(deleteBoard(deps, 'bob', 'public3')).rejects.toMatchObject({ status: 403 });
    await expect(deleteBoard(deps, 'ann', 'hidden1')).rejects.toMatchObject({ status: 404, message: BOARD_NOT_FOUND });
    expect(boards.byId.has('public3')).toBe(true);
    await deleteBoard(deps, 'ann', 'public3');
    expect(boards.byId.has('public3')).toBe(false);
  });
});

describe('deleting a board and its files', () => {
  const file = (path: string) => ({ data: Buffer.from(path), contentType: 'image/png' });
  const picture = 'boards/only.png';
  const shared = 'boards/shared.png';
  const ownCutout = 'cutouts/own.png';
  const catalogueCutout = 'cutouts/catalogue.png';
  const pendingCutout = 'cutouts/pending.png';

  function world() {
    const generations = memoryGenerations([
      createGenerationJob({ id: 'gen-a', ownerUid: 'ann', imagePath: picture, savedBoardId: 'a' }),
      createGenerationJob({ id: 'gen-b', ownerUid: 'ann', imagePath: shared, savedBoardId: 'b' }),
      createGenerationJob({ id: 'gen-c', ownerUid: 'bob', imagePath: shared, savedBoardId: 'c' }),
      // Another user's generation, not saved yet, that uses one of board a's cutouts.
      createGenerationJob({ id: 'gen-d', ownerUid: 'bob', imagePath: null, cutouts: [{ productId: 'rug', path: pendingCutout }] }),
    ]);
    const items = (['bed', 'lamp', 'rug'] as const).map((productId, n) => ({
      productId,
      title: productId,
      price: 1,
      width: 1,
      length: 1,
      height: 1,
      cutoutPath: [ownCutout, catalogueCutout, pendingCutout][n]!,
    }));
    const boards = memoryBoards(generations, [
      createBoardRecord({
        id: 'a',
        ownerUid: 'ann',
        generationId: 'gen-a',
        imagePath: picture,
        cutoutPaths: items.map((i) => i.cutoutPath),
        items,
      }),
      createBoardRecord({ id: 'b', ownerUid: 'ann', generationId: 'gen-b', imagePath: shared, cutoutPaths: [], items: [] }),
      createBoardRecord({ id: 'c', ownerUid: 'bob', generationId: 'gen-c', imagePath: shared, cutoutPaths: [], items: [] }),
    ]);
    const products = memoryProducts([createCatalogueProduct(1, { id: 'lamp', cutoutPath: catalogueCutout })]);
    const blobs = memoryBlobs();
    for (const path of [picture, shared, ownCutout, catalogueCutout, pendingCutout]) blobs.files.set(path, file(path));
    const liveBoards = memoryLiveBoards(boards);
    return { deps: { boards, blobs, liveBoards, fileReferences: memoryFileReferences(boards, generations, products) }, blobs };
  }

  it('removes the files that no other board, unsaved generation or catalogue product uses', async () => {
    const { deps, blobs } = world();
    await deleteBoard(deps, 'ann', 'a');
    expect([...blobs.files.keys()].sort()).toEqual([catalogueCutout, pendingCutout, shared].sort());
    await deleteBoard(deps, 'ann', 'b');
    expect(blobs.files.has(shared)).toBe(true);
    await deleteBoard(deps, 'bob', 'c');
    expect(blobs.files.has(shared)).toBe(false);
  });

  it('removes its share image, which only that board has', async () => {
    const { deps, blobs } = world();
    const shareOfA = shareImageKey(deps.boards.byId.get('a')!);
    const shareOfC = shareImageKey(deps.boards.byId.get('c')!);
    for (const key of [shareOfA, shareOfC]) blobs.files.set(key, file(key));
    await deleteBoard(deps, 'ann', 'a');
    expect([blobs.files.has(shareOfA), blobs.files.has(shareOfC)]).toEqual([false, true]);
  });

  it('removes the share image it last recorded too, made before its title changed', async () => {
    const { deps, blobs } = world();
    const recorded = shareImageKey({ ...deps.boards.byId.get('a')!, generatedTitle: 'Its title before' });
    deps.boards.byId.get('a')!.shareImagePath = recorded;
    blobs.files.set(recorded, file(recorded));
    await deleteBoard(deps, 'ann', 'a');
    expect(blobs.files.has(recorded)).toBe(false);
  });

  it("deletes nothing of someone else's board or of a hidden one", async () => {
    const { deps, blobs } = world();
    await expect(deleteBoard(deps, 'bob', 'a')).rejects.toMatchObject({ status: 403 });
    await deps.boards.update('b', { visibility: 'public' });
    deps.boards.byId.get('b')!.hidden = true;
    await expect(deleteBoard(deps, 'ann', 'b')).rejects.toMatchObject({ status: 404 });
    expect(blobs.files.size).toBe(5);
    expect([...deps.boards.byId.keys()].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe("a board's picture", () => {
  function withBoard(overrides: Parameters<typeof createBoardRecord>[0] = {}) {
    const { deps, boards } = setUp();
    boards.byId.set('pictured', createBoardRecord({ id: 'pictured', imagePath: 'boards/pictured.png', imageKey: 'the-key', ...overrides }));
    deps.blobs.files.set('boards/pictured.png', { data: Buffer.from('picture'), contentType: 'image/png' });
    return deps;
  }
  const picture = { data: Buffer.from('picture'), contentType: 'image/png' };

  it('is served to anyone while the board is public, and to the holder of its key only while it is private', async () => {
    expect(await boardImage(withBoard(), 'pictured', null)).toEqual(picture);
    const deps = withBoard({ visibility: 'private' });
    expect(await boardImage(deps, 'pictured', 'the-key')).toEqual(picture);
    for (const key of [null, '', 'the-kez', 'the-key-longer']) {
      await expect(boardImage(deps, 'pictured', key), String(key)).rejects.toMatchObject({ status: 404 });
    }
  });

  it("is served only with its owner's key once the board is hidden, and to no one once it is deleted", async () => {
    const hidden = withBoard({ hidden: true });
    const deleted = withBoard();
    deleted.boards.byId.delete('pictured');
    for (const key of [null, editorKeyOf({ imageKey: 'the-key', editorKeyEpoch: 0 })])
      await expect(boardImage(hidden, 'pictured', key)).rejects.toMatchObject({ status: 404 });
    expect(await boardImage(hidden, 'pictured', 'the-key')).toEqual(picture);
    for (const key of [null, 'the-key']) await expect(boardImage(deleted, 'pictured', key)).rejects.toMatchObject({ status: 404 });
  });
});
