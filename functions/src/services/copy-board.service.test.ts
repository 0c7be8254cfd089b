import { describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND } from '../contracts/boards.js';
import { COPY_OF_PRIVATE } from '../contracts/community.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryCommunity } from '../testing/memory-community.js';
import { copyBoard } from './copy-board.service.js';

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
      copiedFrom: { boardId: 'board1', ownerUid: 'ann', ownerName: 'ann' },
    });
    expect(deps.boards.byId.get(id)!.imageKey).not.toBe(original.imageKey);
  });

  it("refuses a private board: 404 for someone else's, 403 for one's own", async () => {
    const deps = memoryCommunity([createBoardRecord({ id: 'private1', ownerUid: 'ann', visibility: 'private' })]);
    await expect(copyBoard(deps, 'bob', 'private1')).rejects.toMatchObject({ status: 404, message: BOARD_NOT_FOUND });
    await expect(copyBoard(deps, 'ann', 'private1')).rejects.toMatchObject({ status: 403, message: COPY_OF_PRIVATE });
  });
});
