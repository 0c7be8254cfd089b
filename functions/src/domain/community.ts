// Community rules: sharded counters, list cursors, who may delete a comment, rate limits of the community actions.
import { DAY_MS, MINUTE_MS, type RateWindow } from './usage-limits.js';

/**
 * Shards per counter. A Firestore document takes about one sustained write a second; a board liked hundreds of times a
 * second spreads its count over this many documents (each write picks one at random) and reads sum them.
 */
export const COUNTER_SHARDS = 10;

export const randomShard = (random = Math.random) => Math.floor(random() * COUNTER_SHARDS);

/** The counters' names: a board's likes, a member's followers and the members they follow. */
export const counterName = {
  likes: (boardId: string) => `likes_${boardId}`,
  followers: (uid: string) => `followers_${uid}`,
  following: (uid: string) => `following_${uid}`,
};

/** One document per follow and per like, so a second follow or like by the same member is the same document. */
export const followId = (followerUid: string, followeeUid: string) => `${followerUid}_${followeeUid}`;
export const likeId = (boardId: string, uid: string) => `${boardId}_${uid}`;
/**
 * `reports/{id}`: one report per member per item; an appeal is one per hiding (the board's moderation state allows one),
 * so it is named by its moment.
 */
export const reportId = (report: { kind: string; itemId: string; reporterUid: string; appeal?: boolean; createdAt: Date }) =>
  `${report.kind}_${report.itemId}_${report.appeal ? `appeal-${report.createdAt.getTime()}` : report.reporterUid}`;

/** A comment's author deletes it, and so does the owner of the board it is on. */
export function canDeleteComment(comment: { authorUid: string; boardOwnerUid: string }, uid: string | null): boolean {
  return uid !== null && (uid === comment.authorUid || uid === comment.boardOwnerUid);
}

/** Member ids as Firebase Auth makes them (and the emulator's); anything else names nobody. */
export const isMemberId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id);

/** Per-member limits on the community's writes, over rolling windows (the contact form's mechanism). */
export const COMMUNITY_LIMITS: Record<'follow' | 'like' | 'comment' | 'report' | 'copy', RateWindow[]> = {
  follow: [
    { limit: 30, ms: MINUTE_MS },
    { limit: 500, ms: DAY_MS },
  ],
  like: [
    { limit: 60, ms: MINUTE_MS },
    { limit: 1000, ms: DAY_MS },
  ],
  comment: [
    { limit: 10, ms: MINUTE_MS },
    { limit: 200, ms: DAY_MS },
  ],
  report: [
    { limit: 10, ms: MINUTE_MS },
    { limit: 50, ms: DAY_MS },
  ],
  // 'Save to my boards': each copy is a new board document.
  copy: [
    { limit: 10, ms: MINUTE_MS },
    { limit: 100, ms: DAY_MS },
  ],
};
