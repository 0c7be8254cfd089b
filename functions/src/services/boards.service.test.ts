import { describe, expect, it } from 'vitest';
import { BAD_CURSOR, BOARD_NOT_FOUND, BoardsQuerySchema } from '../contracts/boards.js';
import type { RoomLayout } from '../contracts/designer.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryBoards, memoryGenerations } from '../testing/memory-repositories.js';
import { deleteBoard, getBoard, listGallery, listOwnBoards, saveBoardLayout, setBoardVisibility } from './boards.service.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 10, minute));

function setUp() {
  const boards = memoryBoards(memoryGenerations(), [
    createBoardRecord({ id: 'public1', ownerUid: 'ann', createdAt: at(1) }),
    createBoardRecord({ id: 'public2', ownerUid: 'bob', createdAt: at(2) }),
    createBoardRecord({ id: 'public3', ownerUid: 'ann', createdAt: at(3) }),
    createBoardRecord({ id: 'private1', ownerUid: 'ann', visibility: 'private', createdAt: at(4) }),
    createBoardRecord({ id: 'hidden1', ownerUid: 'ann', hidden: true, createdAt: at(5) }),
  ]);
  return { deps: { boards }, boards };
}

/** A query as the route parses it from `?page=&page_size=&cursor=`. */
const query = (q: Record<string, string | number>) => BoardsQuerySchema.parse(q);
const ids = (page: { boards: { id: string }[] }) => page.boards.map((board) => board.id);

describe('board lists', () => {
  it('shows the public, visible boards newest first, paged by cursor, with isOwner for the viewer', async () => {
    const { deps } = setUp();
    const first = await listGallery(deps, 'ann', query({ page: 1, page_size: 2 }));
    expect(ids(first)).toEqual(['public3', 'public2']);
    expect(first.boards.map((board) => board.isOwner)).toEqual([true, false]);
    const second = await listGallery(deps, null, query({ page: 1, page_size: 2, cursor: first.next! }));
    expect([ids(second), second.next]).toEqual([['public1'], null]);
    expect(ids(await listGallery(deps, null, query({ page: 2, page_size: 2 })))).toEqual(['public1']);
  });

  it("lists the caller's own boards, public and private, never hidden ones", async () => {
    const { deps } = setUp();
    expect(ids(await listOwnBoards(deps, 'ann', query({ page: 1, page_size: 10 })))).toEqual(['private1', 'public3', 'public1']);
  });

  it('refuses a cursor this API did not make', async () => {
    const { deps } = setUp();
    await expect(listGallery(deps, null, query({ page: 1, page_size: 2, cursor: 'bm90LWEtY3Vyc29y' }))).rejects.toMatchObject({
      status: 400,
      message: BAD_CURSOR,
    });
  });
});

describe('one board', () => {
  it('shows a public board to anyone, a private one to its owner only, a hidden one to no one', async () => {
    const { deps } = setUp();
    expect(await getBoard(deps, null, 'public1')).toMatchObject({ id: 'public1', isOwner: false, owner: { name: 'ann' } });
    expect(await getBoard(deps, 'ann', 'private1')).toMatchObject({ id: 'private1', isOwner: true });
    for (const [viewer, id] of [
      ['bob', 'private1'],
      [null, 'private1'],
      ['ann', 'hidden1'],
      ['ann', 'no-such-board'],
      ['ann', '__bad__'],
    ] as const) {
      await expect(getBoard(deps, viewer, id)).rejects.toMatchObject({ status: 404, message: BOARD_NOT_FOUND });
    }
  });

  it('lets the owner change visibility, save a layout and delete; answers 403 to others and 404 to hidden boards', async () => {
    const { deps, boards } = setUp();
    expect(await setBoardVisibility(deps, 'ann', 'public1', 'private')).toMatchObject({ visibility: 'private' });
    expect(boards.byId.get('public1')!.visibility).toBe('private');
    const layout: RoomLayout = { width: 400, length: 300, shape: 'rectangular', items: [] } as unknown as RoomLayout;
    expect(await saveBoardLayout(deps, 'ann', 'public1', layout)).toMatchObject({ layout });
    expect(boards.byId.get('public1')!.layout).toEqual(layout);
    await expect(setBoardVisibility(deps, 'bob', 'public3', 'private')).rejects.toMatchObject({ status: 403, message: NOT_AUTHORIZED });
    await expect(deleteBoard(deps, 'bob', 'public3')).rejects.toMatchObject({ status: 403 });
    await expect(deleteBoard(deps, 'ann', 'hidden1')).rejects.toMatchObject({ status: 404, message: BOARD_NOT_FOUND });
    expect(boards.byId.has('public3')).toBe(true);
    await deleteBoard(deps, 'ann', 'public3');
    expect(boards.byId.has('public3')).toBe(false);
  });
});
