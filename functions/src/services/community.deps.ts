import { COMMUNITY_LIMITS } from '../domain/community.js';
import { tooManyRequests } from '../domain/errors.js';
import { formLimitMessage } from '../domain/usage-limits.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { Comments } from '../ports/comments.port.js';
import type { Follows } from '../ports/follows.port.js';
import type { Likes } from '../ports/likes.port.js';
import type { Notifications } from '../ports/notifications.port.js';
import type { RateLimits } from '../ports/rate-limits.port.js';
import type { Reports } from '../ports/reports.port.js';
import type { UsersRepository } from '../ports/users.port.js';

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

export const clock = (deps: { now?: () => Date }) => deps.now?.() ?? new Date();

/** One community write of `what` by `uid`, or 429 with Retry-After once the member's windows are full. */
export async function takeCommunitySlot(
  deps: Pick<CommunityDeps, 'rateLimits' | 'now'>,
  what: keyof typeof COMMUNITY_LIMITS,
  uid: string,
): Promise<void> {
  const now = clock(deps);
  const decision = await deps.rateLimits.take([{ key: `${what}:${uid}`, windows: COMMUNITY_LIMITS[what] }], now);
  if (!decision.allowed) throw tooManyRequests(formLimitMessage(decision.retryAfterMs), decision.retryAfterMs);
}
