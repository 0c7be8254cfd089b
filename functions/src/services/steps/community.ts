import { COMMUNITY_LIMITS } from '../../domain/community.js';
import { tooManyRequests, notFound } from '../../domain/errors.js';
import { formLimitMessage } from '../../domain/usage-limits.js';
import type { BoardsRepository } from '../../ports/boards.port.js';
import type { Comments } from '../../ports/comments.port.js';
import type { Follows } from '../../ports/follows.port.js';
import type { Likes } from '../../ports/likes.port.js';
import type { Notifications } from '../../ports/notifications.port.js';
import type { RateLimits } from '../../ports/rate-limits.port.js';
import type { Reports } from '../../ports/reports.port.js';
import type { UsersRepository } from '../../ports/users.port.js';
import { BOARD_NOT_FOUND, type Board } from '../../contracts/boards.js';
import { type BoardRecord } from '../../domain/boards.js';
import { isBoardId } from '../../domain/board-access.js';
import { toBoardView } from '../../domain/board-view.js';
import { nowOf } from './clock.js';

/** The community's ports: follows, likes, comments and reports, beside the boards and profiles they are about. */
export interface CommunityDeps {
  boards: BoardsRepository;
  users: UsersRepository;
  follows: Follows;
  likes: Likes;
  comments: Comments;
  reports: Reports;
  rateLimits: RateLimits;
  notifications: Notifications;
  now?: () => Date;
}

/** One community write of `what` by `uid`, or 429 with Retry-After once the member's windows are full. */
export async function takeCommunitySlot(
  deps: Pick<CommunityDeps, 'rateLimits' | 'now'>,
  what: keyof typeof COMMUNITY_LIMITS,
  uid: string,
): Promise<void> {
  const now = nowOf(deps);
  const decision = await deps.rateLimits.take([{ key: `${what}:${uid}`, windows: COMMUNITY_LIMITS[what] }], now);
  if (!decision.allowed) throw tooManyRequests(formLimitMessage(decision.retryAfterMs), decision.retryAfterMs);
}

/** A public board that is not hidden (only those can be liked, commented on, copied or reported), else 404. */
export async function publicBoard(deps: Pick<CommunityDeps, 'boards'>, id: string): Promise<BoardRecord> {
  const record = isBoardId(id) ? await deps.boards.get(id) : null;
  if (!record || record.hidden || record.visibility !== 'public') throw notFound(BOARD_NOT_FOUND);
  return record;
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
