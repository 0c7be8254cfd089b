import type { ListCursor } from '../domain/page-cursor.js';

interface FollowCounts {
  followers: number;
  following: number;
}

interface PeoplePage {
  uids: string[];
  next: ListCursor | null;
}

/** `follows/{follower_followee}`, with each member's follower and following counts as sharded counters. */
export interface Follows {
  /**
   * Writes the follow and adds one to both counters in one transaction; false (nothing counted) when it already
   * existed. Counts are increments of a random shard: concurrent follows never read-modify-write the same number.
   */
  follow(followerUid: string, followeeUid: string, now: Date): Promise<boolean>;
  /** Removes the follow and takes one off both counters; false when there was none. */
  unfollow(followerUid: string, followeeUid: string): Promise<boolean>;
  isFollowing(followerUid: string, followeeUid: string): Promise<boolean>;
  counts(uid: string): Promise<FollowCounts>;
  /** Who follows `uid` (direction 'followers') or whom `uid` follows ('following'), newest first. */
  list(uid: string, direction: 'followers' | 'following', after: ListCursor | null, size: number): Promise<PeoplePage>;
  /** Whom `uid` follows, newest follow first, at most `limit` (the Following feed's owners). */
  followees(uid: string, limit: number): Promise<string[]>;
}
