import { BOARD_NOT_FOUND, type Board } from '../contracts/boards.js';
import type { LikeState } from '../contracts/community.js';
import { isBoardId, type BoardRecord } from '../domain/boards.js';
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
  await publicBoard(deps, boardId);
  return likeState(deps, boardId, viewerUid);
}

/** PUT /api/boards/:id/like (like) and DELETE (unlike): one like per member, so repeating either changes nothing. */
export async function setLiked(deps: Deps, uid: string, boardId: string, liked: boolean): Promise<LikeState> {
  await publicBoard(deps, boardId);
  await takeCommunitySlot(deps, 'like', uid);
  if (liked) await deps.likes.like(boardId, uid, clock(deps));
  else await deps.likes.unlike(boardId, uid);
  return likeState(deps, boardId, uid);
}

/** The boards with their like counts and the viewer's likes, for the gallery's cards. */
export async function withLikes(deps: Pick<CommunityDeps, 'likes'>, boards: Board[], viewerUid: string | null): Promise<Board[]> {
  const ids = boards.map((board) => board.id);
  const [counts, liked] = await Promise.all([deps.likes.counts(ids), viewerUid ? deps.likes.likedBy(viewerUid, ids) : new Set<string>()]);
  return boards.map((board) => ({ ...board, likes: counts.get(board.id) ?? 0, liked: liked.has(board.id) }));
}
