import { BOARD_NOT_FOUND, type Board } from '../contracts/boards.js';
import type { LikeState } from '../contracts/community.js';
import { isBoardId, toBoardView, type BoardRecord } from '../domain/boards.js';
import { notFound } from '../domain/errors.js';
import { clock, takeCommunitySlot, type CommunityDeps } from './community.deps.js';

type Deps = Pick<CommunityDeps, 'boards' | 'likes' | 'rateLimits' | 'now'>;

/** A public board that is not hidden (only those can be liked, commented on, copied or reported), else 404. */
export async function publicBoard(deps: Pick<CommunityDeps, 'boards'>, id: string): Promise<BoardRecord> {
  const record = isBoardId(id) ? await deps.boards.get(id) : null;
  if (!record || record.hidden || record.visibility !== 'public') throw notFound(BOARD_NOT_FOUND);
  return record;
}

async function likeState(deps: Deps, boardId: string, viewerUid: string | null): Promise<LikeState> {
  const [counts, liked] = await Promise.all([
    deps.likes.counts([boardId]),
    viewerUid ? deps.likes.likedBy(viewerUid, [boardId]) : new Set<string>(),
  ]);
  return { likes: counts.get(boardId) ?? 0, liked: liked.has(boardId) };
}

/** GET /api/boards/:id/like: the board's like count and whether the caller likes it. */
export async function getLikes(deps: Deps, viewerUid: string | null, boardId: string): Promise<LikeState> {
  const record = await publicBoard(deps, boardId);
  const state = await likeState(deps, boardId, viewerUid);
  // Cards show the board's rolled-up count: a board page that finds it behind (the last likes came within the roll-up's
  // ten seconds) brings it up to date, so it never stays behind.
  if (state.likes !== (record.likeCount ?? 0)) await deps.likes.rollUp(boardId);
  return state;
}

/** PUT /api/boards/:id/like (like) and DELETE (unlike): one like per member, so repeating either changes nothing. */
export async function setLiked(deps: Deps, uid: string, boardId: string, liked: boolean): Promise<LikeState> {
  await publicBoard(deps, boardId);
  await takeCommunitySlot(deps, 'like', uid);
  if (liked) await deps.likes.like(boardId, uid, clock(deps));
  else await deps.likes.unlike(boardId, uid);
  return likeState(deps, boardId, uid);
}

/**
 * The gallery's cards with their like counts and the viewer's likes. A card's count is the board's rolled-up
 * `likeCount` (at most ten seconds behind), read with the board: summing each card's counter shards would cost a read
 * per shard. The board page shows the exact sum.
 */
export async function withLikes(deps: Pick<CommunityDeps, 'likes'>, records: BoardRecord[], viewerUid: string | null): Promise<Board[]> {
  const liked = viewerUid
    ? await deps.likes.likedBy(
        viewerUid,
        records.map((record) => record.id),
      )
    : new Set<string>();
  return records.map((record) => ({ ...toBoardView(record, viewerUid), likes: record.likeCount ?? 0, liked: liked.has(record.id) }));
}
