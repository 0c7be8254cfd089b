import { describe, expect, it } from 'vitest';
import { GalleryQuerySchema } from '../contracts/community.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryCommunity } from '../testing/memory-community.js';
import { FOLLOWING_PAGES_BY_CURSOR, listGallery } from './gallery.service.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 10, minute));
const query = (q: Record<string, string | number>) => GalleryQuerySchema.parse(q);
const ids = (page: { boards: { id: string }[] }) => page.boards.map((board) => board.id);

function setUp() {
  return memoryCommunity([
    createBoardRecord({
      id: 'public1',
      ownerUid: 'ann',
      createdAt: at(1),
      functionName: 'Sleep',
      style: 'Natural Tones',
      titleWords: ['calm', 'walnut', 'bedroom'],
    }),
    createBoardRecord({
      id: 'public2',
      ownerUid: 'bob',
      createdAt: at(2),
      functionName: 'Dining',
      style: 'Color Pop',
      titleWords: ['bright', 'dining'],
    }),
    createBoardRecord({
      id: 'public3',
      ownerUid: 'ann',
      createdAt: at(3),
      functionName: 'Sleep',
      style: 'Color Pop',
      titleWords: ['bold', 'bedroom'],
    }),
    createBoardRecord({ id: 'private1', ownerUid: 'ann', visibility: 'private', createdAt: at(4) }),
    createBoardRecord({ id: 'hidden1', ownerUid: 'ann', hidden: true, createdAt: at(5) }),
  ]);
}

describe('the gallery', () => {
  it('shows the public, visible boards newest first, paged by cursor, with isOwner for the viewer', async () => {
    const deps = setUp();
    const first = await listGallery(deps, 'ann', query({ page: 1, page_size: 2 }));
    expect(ids(first)).toEqual(['public3', 'public2']);
    expect(first.boards.map((board) => board.isOwner)).toEqual([true, false]);
    const second = await listGallery(deps, null, query({ page: 1, page_size: 2, cursor: first.next! }));
    expect([ids(second), second.next]).toEqual([['public1'], null]);
    expect(ids(await listGallery(deps, null, query({ page: 2, page_size: 2 })))).toEqual(['public1']);
  });

  it('filters by room function and style and searches a title word', async () => {
    const deps = setUp();
    expect(ids(await listGallery(deps, null, query({ function: 'Sleep' })))).toEqual(['public3', 'public1']);
    expect(ids(await listGallery(deps, null, query({ function: 'Sleep', style: 'Color Pop' })))).toEqual(['public3']);
    expect(ids(await listGallery(deps, null, query({ q: 'Bedroom' })))).toEqual(['public3', 'public1']);
    expect(ids(await listGallery(deps, null, query({ q: 'a calm WALNUT' })))).toEqual(['public1']);
    expect(ids(await listGallery(deps, null, query({ q: '!!' })))).toEqual([]);
  });

  it('orders by likes, with counts and the viewer’s own like on each card', async () => {
    const deps = setUp();
    for (const uid of ['ann', 'bob']) await deps.likes.like('public1', uid, at(9));
    await deps.likes.like('public2', 'bob', at(9));
    deps.boards.byId.get('public1')!.likeCount = 2;
    deps.boards.byId.get('public2')!.likeCount = 1;
    const page = await listGallery(deps, 'bob', query({ sort: 'liked', page_size: 3 }));
    expect(page.boards.map((board) => [board.id, board.likes, board.liked])).toEqual([
      ['public1', 2, true],
      ['public2', 1, true],
      ['public3', 0, false],
    ]);
  });

  it('keeps the boards of followed members in the Following feed, and asks a signed-out reader to log in', async () => {
    const deps = setUp();
    expect(ids(await listGallery(deps, 'cy', query({ feed: 'following' })))).toEqual([]);
    await deps.follows.follow('cy', 'bob', at(8));
    expect(ids(await listGallery(deps, 'cy', query({ feed: 'following' })))).toEqual(['public2']);
    await expect(listGallery(deps, null, query({ feed: 'following' }))).rejects.toMatchObject({ status: 401, message: 'Please Login.' });
  });

  it("lists one member's public boards for their space", async () => {
    const deps = setUp();
    expect(ids(await listGallery(deps, 'bob', query({}), 'ann'))).toEqual(['public3', 'public1']);
  });

  it('refuses a cursor this API did not make, or one of the other order', async () => {
    const deps = setUp();
    await expect(listGallery(deps, null, query({ cursor: 'bm90LWEtY3Vyc29y' }))).rejects.toMatchObject({
      status: 400,
      message: BAD_CURSOR,
    });
    const first = await listGallery(deps, null, query({ page_size: 1 }));
    await expect(listGallery(deps, null, query({ sort: 'liked', cursor: first.next! }))).rejects.toMatchObject({ status: 400 });
  });

  it('pages the Following feed by cursor across the parts of a long followee list, each part asked after the cursor', async () => {
    // 70 followed members (three parts of at most 30 owners), each with one public board a minute apart.
    const members = Array.from({ length: 70 }, (_, index) => `member${String(index).padStart(2, '0')}`);
    const deps = memoryCommunity(
      members.map((ownerUid, index) => createBoardRecord({ id: `board${String(index).padStart(2, '0')}`, ownerUid, createdAt: at(index) })),
    );
    for (const [index, uid] of members.entries()) await deps.follows.follow('cy', uid, at(index));
    const asked: { owners: number; start: string }[] = [];
    const listPublic = deps.boards.listPublic.bind(deps.boards);
    deps.boards.listPublic = (start, size, filter) => {
      asked.push({ owners: filter?.ownerUids?.length ?? 0, start: 'cursor' in start ? start.cursor.id : `offset ${start.offset}` });
      return listPublic(start, size, filter);
    };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listGallery(deps, 'cy', query({ feed: 'following', page_size: 24, ...(cursor ? { cursor } : {}) }));
      seen.push(...ids(page));
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(seen).toEqual(members.map((_, index) => `board${String(69 - index).padStart(2, '0')}`));
    // Three pages of three parts (30, 30, 10 owners), each part starting where the page before ended.
    expect(asked.map((ask) => ask.owners)).toEqual([30, 30, 10, 30, 30, 10, 30, 30, 10]);
    expect(asked.map((ask) => ask.start)).toEqual([...Array(3).fill('offset 0'), ...Array(3).fill('board46'), ...Array(3).fill('board22')]);
    await expect(listGallery(deps, 'cy', query({ feed: 'following', page: 2 }))).rejects.toMatchObject({
      status: 400,
      message: FOLLOWING_PAGES_BY_CURSOR,
    });
  });

  it("shows a card's rolled-up like count, read with the board, not the counter", async () => {
    const deps = setUp();
    await deps.likes.like('public1', 'ann', at(9));
    deps.boards.byId.get('public1')!.likeCount = 7;
    const page = await listGallery(deps, 'ann', query({ function: 'Sleep' }));
    expect(page.boards.map((board) => [board.id, board.likes, board.liked])).toEqual([
      ['public3', 0, false],
      ['public1', 7, true],
    ]);
  });
});
