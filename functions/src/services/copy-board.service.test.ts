import { describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND } from '../contracts/boards.js';
import { COPY_OF_PRIVATE } from '../contracts/community.js';
import type { RoomLayout } from '../contracts/designer.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryCommunity } from '../testing/memory-community.js';
import { copyBoard } from './copy-board.service.js';

const ROOM_PHOTO = { path: `room-photos/${'e'.repeat(32)}.jpg`, width: 900, height: 700 };
const OLDER_PICTURE = { path: `boards/${'f'.repeat(32)}.png`, source: 'capture' as const, createdAt: new Date(Date.UTC(2026, 0, 1)) };

describe("'Save to my boards'", () => {
  it('copies a public board as a new private board of the caller, crediting the original owner, with its own picture key', async () => {
    const deps = memoryCommunity([createBoardRecord({ id: 'board1', ownerUid: 'ann', ownerName: 'ann', likeCount: 7 })]);
    const { id } = await copyBoard(deps, 'bob', 'board1');
    const original = deps.boards.byId.get('board1')!;
    expect(deps.boards.byId.get(id)).toMatchObject({
      ownerUid: 'bob',
      ownerName: 'bob',
      visibility: 'private',
      likeCount: 0,
      imagePath: original.imagePath,
      cutoutPaths: original.cutoutPaths,
      items: original.items,
      palette: original.palette,
      generatedTitle: original.generatedTitle,
      copiedFrom: { boardId: 'board1', ownerUid: 'ann', ownerName: 'ann' },
    });
    expect(deps.boards.byId.get(id)!.imageKey).not.toBe(original.imageKey);
  });

  it("carries nothing that was the owner's alone: no room photo, picture history, generation or likes", async () => {
    const layout: RoomLayout = {
      width: 400,
      length: 300,
      shape: 'rectangular',
      items: [
        { id: 'product-1', x: 100, y: 100, rotation: 0 },
        { id: 'not-on-the-board', x: 10, y: 10, rotation: 0 },
      ],
    };
    const deps = memoryCommunity([
      createBoardRecord({
        id: 'board1',
        ownerUid: 'ann',
        roomPhoto: ROOM_PHOTO,
        pictures: [{ path: `boards/${'d'.repeat(32)}.png`, source: 'generated', createdAt: new Date(Date.UTC(2026, 0, 2)) }, OLDER_PICTURE],
        layout,
        likeCount: 12,
      }),
    ]);
    const { id } = await copyBoard(deps, 'bob', 'board1');
    const copy = deps.boards.byId.get(id)!;
    expect(copy).toMatchObject({ roomPhoto: null, pictures: [], generationId: '', likeCount: 0, hidden: false });
    expect(copy.layout?.items.map((item) => item.id)).toEqual(['product-1']);
    expect(JSON.stringify(copy)).not.toContain(ROOM_PHOTO.path);
    expect(JSON.stringify(copy)).not.toContain(OLDER_PICTURE.path);
  });

  it("refuses a private board: 404 for someone else's, 403 for one's own", async () => {
    const deps = memoryCommunity([createBoardRecord({ id: 'private1', ownerUid: 'ann', visibility: 'private' })]);
    await expect(copyBoard(deps, 'bob', 'private1')).rejects.toMatchObject({ status: 404, message: BOARD_NOT_FOUND });
    await expect(copyBoard(deps, 'ann', 'private1')).rejects.toMatchObject({ status: 403, message: COPY_OF_PRIVATE });
  });

  it('answers 429 with the wait once a member copies too fast, and writes no board', async () => {
    const deps = memoryCommunity([createBoardRecord({ id: 'board1', ownerUid: 'ann' })]);
    for (let n = 0; n < 10; n += 1) await copyBoard(deps, 'bob', 'board1');
    const boards = deps.boards.byId.size;
    await expect(copyBoard(deps, 'bob', 'board1')).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests from you. Please try again in a minute.',
      extra: { retryAfter: 60 },
    });
    expect(deps.boards.byId.size).toBe(boards);
    // Another member's copies are counted apart.
    await expect(copyBoard(deps, 'cy', 'board1')).resolves.toMatchObject({ id: expect.any(String) });
  });
});
