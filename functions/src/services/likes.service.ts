import type { LikeState } from '../contracts/community.js';
import { notifiedBoard } from '../domain/notifications.js';
import { takeCommunitySlot, type CommunityDeps } from './steps/community.js';
import { notify } from './steps/notifications.js';
import { publicBoard } from './steps/community.js';
import { nowOf } from './steps/clock.js';

type Deps = Pick<CommunityDeps, 'boards' | 'users' | 'likes' | 'rateLimits' | 'notifications' | 'now'>;

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
  if (state.likes !== (record.likeCount ?? 0)) await deps.likes.rollUp(boardId, nowOf(deps));
  return state;
}

/** PUT /api/boards/:id/like (like) and DELETE (unlike): one like per member, so repeating either changes nothing. */
export async function setLiked(deps: Deps, uid: string, boardId: string, liked: boolean): Promise<LikeState> {
  const board = await publicBoard(deps, boardId);
  await takeCommunitySlot(deps, 'like', uid);
  const now = nowOf(deps);
  if (!liked) await deps.likes.unlike(boardId, uid, now);
  else if (await deps.likes.like(boardId, uid, now))
    await notify(deps, board.ownerUid, { kind: 'like', actor: { id: uid }, board: notifiedBoard(board) });
  return likeState(deps, boardId, uid);
}
