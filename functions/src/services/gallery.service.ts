import type { BoardsPage } from '../contracts/boards.js';
import type { GalleryQuery } from '../contracts/community.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import { searchWord, type BoardRecord } from '../domain/boards.js';
import { isBoardId } from '../domain/board-access.js';
import { decodeCursor, encodeCursor, type PageCursor } from '../domain/page-cursor.js';
import { isMemberId } from '../domain/community.js';
import { badRequest, unauthenticated } from '../domain/errors.js';
import { OWNERS_PER_QUERY, type BoardListPage, type GalleryFilter, type PageStart } from '../ports/boards.port.js';
import type { CommunityDeps } from './steps/community.js';
import { withLikes } from './steps/community.js';

type Deps = Pick<CommunityDeps, 'boards' | 'follows' | 'likes'>;

/** The Following feed reads the boards of the members the caller followed most recently, up to this many. */
const FOLLOWING_FEED_MEMBERS = 300;

export const FOLLOWING_PAGES_BY_CURSOR = "The Following feed pages by cursor: ask for the page after the previous page's next.";

function pageStart(query: GalleryQuery): PageStart {
  if (!query.cursor) return { offset: (query.page - 1) * query.page_size };
  const cursor = decodeCursor(query.cursor);
  // A cursor of the other order (with or without likes) would start the page in the wrong place.
  if (!cursor || (query.sort === 'liked') !== (cursor.likes !== undefined)) throw badRequest(BAD_CURSOR);
  return { cursor };
}

/** The gallery's order: most liked first (sort 'liked'), then newest, then the higher id, as the store orders it. */
const before = (byLikes: boolean) => (a: BoardRecord, b: BoardRecord) =>
  (byLikes ? (b.likeCount ?? 0) - (a.likeCount ?? 0) : 0) || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

const cursorOf = (record: BoardRecord, byLikes: boolean): PageCursor => ({
  createdAtMs: record.createdAt.getTime(),
  id: record.id,
  ...(byLikes ? { likes: record.likeCount ?? 0 } : {}),
});

/**
 * The boards of many owners: the store takes OWNERS_PER_QUERY owners a query, so each part is asked for the page
 * after the same cursor (its first size+1 boards) and the merged first `size` are the page. Cursor only: an offset
 * would be read again in every part.
 */
async function ownersPage(
  deps: Deps,
  start: PageStart,
  size: number,
  filter: GalleryFilter & { ownerUids: string[] },
): Promise<BoardListPage> {
  const owners = [...new Set(filter.ownerUids)];
  if (owners.length <= OWNERS_PER_QUERY) return deps.boards.listPublic(start, size, { ...filter, ownerUids: owners });
  if ('offset' in start && start.offset > 0) throw badRequest(FOLLOWING_PAGES_BY_CURSOR);
  const parts: BoardListPage[] = [];
  for (let from = 0; from < owners.length; from += OWNERS_PER_QUERY) {
    parts.push(await deps.boards.listPublic(start, size, { ...filter, ownerUids: owners.slice(from, from + OWNERS_PER_QUERY) }));
  }
  const byLikes = filter.sort === 'liked';
  const merged = parts.flatMap((part) => part.boards).sort(before(byLikes));
  const shown = merged.slice(0, size);
  const last = shown.at(-1);
  const more = merged.length > size || parts.some((part) => part.next !== null);
  return { boards: shown, next: more && last ? cursorOf(last, byLikes) : null };
}

/**
 * GET /api/get_products_all/: the community gallery, newest first or most liked first, filtered by room function and
 * style, searched by a title word; `feed=following` keeps the boards of members the caller follows. Cards carry their
 * like counts and whether the caller likes them.
 */
export async function listGallery(deps: Deps, viewerUid: string | null, query: GalleryQuery, ownerUid?: string): Promise<BoardsPage> {
  const filter: GalleryFilter = { sort: query.sort };
  if (query.function) filter.functionName = query.function;
  if (query.style) filter.style = query.style;
  const word = query.q ? searchWord(query.q) : null;
  if (query.q && !word) return { boards: [], next: null };
  if (word) filter.word = word;
  let owners: string[] | undefined;
  if (ownerUid !== undefined) owners = isMemberId(ownerUid) ? [ownerUid] : [];
  else if (query.feed === 'following') {
    if (!viewerUid) throw unauthenticated();
    owners = await deps.follows.followees(viewerUid, FOLLOWING_FEED_MEMBERS);
  }
  const start = pageStart(query);
  const page = owners
    ? await ownersPage(deps, start, query.page_size, { ...filter, ownerUids: owners })
    : await deps.boards.listPublic(start, query.page_size, filter);
  const records = page.boards.filter((record) => isBoardId(record.id));
  return { boards: await withLikes(deps, records, viewerUid), next: page.next ? encodeCursor(page.next) : null };
}
