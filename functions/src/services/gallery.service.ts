import type { BoardsPage } from '../contracts/boards.js';
import type { GalleryQuery } from '../contracts/community.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import { decodeCursor, encodeCursor, isBoardId, searchWord, toBoardView } from '../domain/boards.js';
import { isMemberId } from '../domain/community.js';
import { badRequest, unauthenticated } from '../domain/errors.js';
import type { GalleryFilter, PageStart } from '../ports/boards.port.js';
import type { CommunityDeps } from './community.deps.js';
import { withLikes } from './likes.service.js';

type Deps = Pick<CommunityDeps, 'boards' | 'follows' | 'likes'>;

/** The Following feed reads the boards of the members the caller followed most recently, up to this many. */
export const FOLLOWING_FEED_MEMBERS = 300;

function pageStart(query: GalleryQuery): PageStart {
  if (!query.cursor) return { offset: (query.page - 1) * query.page_size };
  const cursor = decodeCursor(query.cursor);
  // A cursor of the other order (with or without likes) would start the page in the wrong place.
  if (!cursor || (query.sort === 'liked') !== (cursor.likes !== undefined)) throw badRequest(BAD_CURSOR);
  return { cursor };
}

async function followees(deps: Deps, uid: string): Promise<string[]> {
  const uids: string[] = [];
  let after = null;
  do {
    const page = await deps.follows.list(uid, 'following', after, 100);
    uids.push(...page.uids);
    after = page.next;
  } while (after && uids.length < FOLLOWING_FEED_MEMBERS);
  return uids;
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
  if (ownerUid !== undefined) filter.ownerUids = isMemberId(ownerUid) ? [ownerUid] : [];
  else if (query.feed === 'following') {
    if (!viewerUid) throw unauthenticated();
    filter.ownerUids = await followees(deps, viewerUid);
  }
  const page = await deps.boards.listPublic(pageStart(query), query.page_size, filter);
  const boards = page.boards.filter((record) => isBoardId(record.id)).map((record) => toBoardView(record, viewerUid));
  return { boards: await withLikes(deps, boards, viewerUid), next: page.next ? encodeCursor(page.next) : null };
}
