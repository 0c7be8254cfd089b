import { BAD_CURSOR } from '../contracts/paging.js';
import { CANNOT_FOLLOW_SELF, USER_NOT_FOUND, type ListQuery, type PeoplePage, type UserSpace } from '../contracts/community.js';
import { publicName } from '../contracts/public-name.js';
import { isMemberId } from '../domain/community.js';
import { decodeListCursor, encodeListCursor } from '../domain/page-cursor.js';
import { badRequest, notFound } from '../domain/errors.js';
import type { Follows } from '../ports/follows.port.js';
import { communityLogs } from './community.logs.js';
import { takeCommunitySlot, type CommunityDeps } from './steps/community.js';
import { notify } from './steps/notifications.js';
import { nowOf } from './steps/clock.js';

type Deps = Pick<CommunityDeps, 'users' | 'follows' | 'boards' | 'rateLimits' | 'notifications' | 'now'>;

/**
 * The member's profile (null for a member who has public boards but never filled one in), or 404 for an id that
 * names nobody.
 */
async function member(deps: Deps, uid: string) {
  if (!isMemberId(uid)) throw notFound(USER_NOT_FOUND);
  const profile = await deps.users.get(uid);
  if (profile) return profile;
  const boards = await deps.boards.listPublic({ offset: 0 }, 1, { ownerUids: [uid] });
  if (!boards.boards.length) throw notFound(USER_NOT_FOUND);
  return null;
}

/** GET /api/users/:uid: a member's name, follower and following counts, and whether the caller follows them. */
export async function userSpace(deps: Deps, viewerUid: string | null, uid: string): Promise<UserSpace> {
  const profile = await member(deps, uid);
  const [counts, following] = await Promise.all([
    deps.follows.counts(uid),
    viewerUid && viewerUid !== uid ? deps.follows.isFollowing(viewerUid, uid) : false,
  ]);
  return {
    id: uid,
    name: publicName(profile),
    followers: counts.followers,
    following: counts.following,
    is_following: following,
    is_self: viewerUid === uid,
  };
}

/** POST /api/users/:uid/follow: idempotent; the answer is the member's space as the caller now sees it. */
export async function follow(deps: Deps, uid: string, followeeUid: string): Promise<UserSpace> {
  if (uid === followeeUid) throw badRequest(CANNOT_FOLLOW_SELF);
  await member(deps, followeeUid);
  await takeCommunitySlot(deps, 'follow', uid);
  if (await deps.follows.follow(uid, followeeUid, nowOf(deps))) {
    communityLogs.followed(uid, followeeUid);
    await notify(deps, followeeUid, { kind: 'follow', actor: { id: uid } });
  }
  return userSpace(deps, uid, followeeUid);
}

/** DELETE /api/users/:uid/follow: idempotent. */
export async function unfollow(deps: Deps, uid: string, followeeUid: string): Promise<UserSpace> {
  await member(deps, followeeUid);
  await takeCommunitySlot(deps, 'follow', uid);
  if (await deps.follows.unfollow(uid, followeeUid)) communityLogs.unfollowed(uid, followeeUid);
  return userSpace(deps, uid, followeeUid);
}

/** GET /api/users/:uid/followers and /following: the members, newest follow first, paged by cursor. */
export async function listPeople(deps: Deps, uid: string, direction: 'followers' | 'following', query: ListQuery): Promise<PeoplePage> {
  await member(deps, uid);
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(BAD_CURSOR);
  const page = await deps.follows.list(uid, direction, after, query.page_size);
  const profiles = await Promise.all(page.uids.map((id) => deps.users.get(id)));
  return {
    people: page.uids.map((id, index) => ({ id, name: publicName(profiles[index] ?? null) })),
    next: page.next ? encodeListCursor(page.next) : null,
  };
}

/** How long an instance keeps a member's followee list for the Following feed. */
export const FOLLOWEES_CACHE_MS = 60_000;

/**
 * The follows port with each member's followee list kept in this instance's memory for FOLLOWEES_CACHE_MS: paging
 * the Following feed reads the list once, not once a page. A follow or unfollow made through it forgets the
 * member's list here at once; other instances see it within the minute.
 */
export function cachedFollowees(follows: Follows, { ttlMs = FOLLOWEES_CACHE_MS, now }: { ttlMs?: number; now?: () => Date } = {}): Follows {
  const ms = () => nowOf({ now }).getTime();
  const cache = new Map<string, { uids: string[]; limit: number; at: number }>();
  /** Bumped by each change made here: a list read across a change is answered, not kept. */
  const changes = new Map<string, number>();
  const forget = (uid: string) => {
    cache.delete(uid);
    changes.set(uid, (changes.get(uid) ?? 0) + 1);
  };
  const forgetting =
    <A extends unknown[]>(change: (followerUid: string, ...rest: A) => Promise<boolean>) =>
    async (followerUid: string, ...rest: A) => {
      forget(followerUid);
      try {
        return await change(followerUid, ...rest);
      } finally {
        forget(followerUid);
      }
    };
  return {
    ...follows,
    follow: forgetting((followerUid, followeeUid: string, at: Date) => follows.follow(followerUid, followeeUid, at)),
    unfollow: forgetting((followerUid, followeeUid: string) => follows.unfollow(followerUid, followeeUid)),
    async followees(uid, limit) {
      const kept = cache.get(uid);
      if (kept && kept.limit >= limit && ms() - kept.at < ttlMs) return kept.uids.slice(0, limit);
      const before = changes.get(uid) ?? 0;
      const uids = await follows.followees(uid, limit);
      if ((changes.get(uid) ?? 0) === before) cache.set(uid, { uids, limit, at: ms() });
      return uids;
    },
  };
}
