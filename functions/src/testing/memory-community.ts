// In-memory fakes of the community ports, with the Firestore adapters' rules (one follow, like and report per member).
import { followId, likeId, reportId } from '../domain/community.js';
import type { ListCursor } from '../domain/page-cursor.js';
import type { CommentRecord, Comments } from '../ports/comments.port.js';
import type { Follows } from '../ports/follows.port.js';
import type { Likes } from '../ports/likes.port.js';
import type { AdminAction, ReportRecord, Reports } from '../ports/reports.port.js';
import type { RateLimits } from '../ports/rate-limits.port.js';
import type { UserRecord } from '../ports/users.port.js';
import type { BoardRecord } from '../domain/boards.js';
import { memoryBoards, memoryGenerations, memoryUsers } from './memory-repositories.js';
import { takeSlot } from '../domain/usage-limits.js';
import { memoryNotifications } from './memory-notifications.js';

/** Newest first, then the higher id, as the adapters order their lists; the page after `after`. */
export function newestPage<T>(items: T[], key: (item: T) => ListCursor, after: ListCursor | null, size: number) {
  const order = (a: ListCursor, b: ListCursor) => b.ms - a.ms || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  const sorted = items.sort((a, b) => order(key(a), key(b)));
  const from = after ? sorted.findIndex((item) => order(key(item), after) > 0) : 0;
  const shown = from < 0 ? [] : sorted.slice(from, from + size);
  const last = shown.at(-1);
  return { shown, next: from >= 0 && sorted.length > from + size && last ? key(last) : null };
}

export function memoryFollows(): Follows & { edges: Map<string, { followerUid: string; followeeUid: string; at: Date }> } {
  const edges = new Map<string, { followerUid: string; followeeUid: string; at: Date }>();
  const count = (field: 'followerUid' | 'followeeUid', uid: string) => [...edges.values()].filter((edge) => edge[field] === uid).length;
  return {
    edges,
    async follow(followerUid, followeeUid, now) {
      const id = followId(followerUid, followeeUid);
      if (edges.has(id)) return false;
      edges.set(id, { followerUid, followeeUid, at: now });
      return true;
    },
    async unfollow(followerUid, followeeUid) {
      return edges.delete(followId(followerUid, followeeUid));
    },
    async isFollowing(followerUid, followeeUid) {
      return edges.has(followId(followerUid, followeeUid));
    },
    async counts(uid) {
      return { followers: count('followeeUid', uid), following: count('followerUid', uid) };
    },
    async followees(uid, limit) {
      const matching = [...edges.entries()].filter(([, edge]) => edge.followerUid === uid);
      return newestPage(matching, ([id, edge]) => ({ ms: edge.at.getTime(), id }), null, limit).shown.map(([, edge]) => edge.followeeUid);
    },
    async list(uid, direction, after, size) {
      const mine = direction === 'followers' ? 'followeeUid' : 'followerUid';
      const matching = [...edges.entries()].filter(([, edge]) => edge[mine] === uid);
      const { shown, next } = newestPage(matching, ([id, edge]) => ({ ms: edge.at.getTime(), id }), after, size);
      return { uids: shown.map(([, edge]) => (direction === 'followers' ? edge.followerUid : edge.followeeUid)), next };
    },
  };
}

export function memoryLikes(): Likes & { liked: Set<string>; rolledUp: string[] } {
  const liked = new Set<string>();
  const rolledUp: string[] = [];
  return {
    liked,
    rolledUp,
    async rollUp(boardId) {
      rolledUp.push(boardId);
    },
    async like(boardId, uid) {
      if (liked.has(likeId(boardId, uid))) return false;
      liked.add(likeId(boardId, uid));
      return true;
    },
    async unlike(boardId, uid) {
      return liked.delete(likeId(boardId, uid));
    },
    async counts(boardIds) {
      return new Map(boardIds.map((id) => [id, [...liked].filter((like) => like.startsWith(`${id}_`)).length]));
    },
    async likedBy(uid, boardIds) {
      return new Set(boardIds.filter((id) => liked.has(likeId(id, uid))));
    },
  };
}

export function memoryComments(): Comments & { byId: Map<string, CommentRecord> } {
  const byId = new Map<string, CommentRecord>();
  let next = 0;
  return {
    byId,
    async add(comment) {
      const record = { ...comment, id: `comment${String(++next).padStart(4, '0')}` };
      byId.set(record.id, record);
      return { ...record };
    },
    async get(id) {
      const record = byId.get(id);
      return record ? { ...record } : null;
    },
    async list(boardId, after, size) {
      const matching = [...byId.values()].filter((comment) => comment.boardId === boardId && !comment.hidden);
      const { shown, next: nextCursor } = newestPage(
        matching,
        (comment) => ({ ms: comment.createdAt.getTime(), id: comment.id }),
        after,
        size,
      );
      return { comments: shown.map((comment) => ({ ...comment })), next: nextCursor };
    },
    async delete(id) {
      byId.delete(id);
    },
    async setHidden(id, hidden) {
      const record = byId.get(id);
      if (record) byId.set(id, { ...record, hidden });
    },
  };
}

export function memoryReports(): Reports & { byId: Map<string, ReportRecord>; actions: AdminAction[] } {
  const byId = new Map<string, ReportRecord>();
  const actions: AdminAction[] = [];
  return {
    byId,
    actions,
    async add(report) {
      const id = reportId(report);
      if (byId.has(id)) return false;
      byId.set(id, { ...report });
      return true;
    },
    async open(limit) {
      return [...byId.values()]
        .filter((report) => report.status === 'open')
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit);
    },
    async dismiss(kind, itemId) {
      let dismissed = 0;
      for (const report of byId.values()) {
        if (report.kind !== kind || report.itemId !== itemId || report.status !== 'open') continue;
        report.status = 'dismissed';
        dismissed += 1;
      }
      return dismissed;
    },
    async logAction(action) {
      actions.push({ ...action });
    },
  };
}

/** Rolling-window counters by key in memory, deciding as the Firestore adapter does (domain takeSlot). */
export function memoryRateLimits(): RateLimits {
  const hits = new Map<string, number[]>();
  return {
    async take(uses, now) {
      const slots = uses.map(({ key, windows }) => ({ key, slot: takeSlot(hits.get(key) ?? [], now.getTime(), windows) }));
      const refused = slots.flatMap(({ slot }) => (slot.allowed ? [] : [slot.retryAfterMs]));
      if (refused.length) return { allowed: false, retryAfterMs: Math.max(...refused) };
      for (const { key, slot } of slots) hits.set(key, slot.recent);
      return { allowed: true };
    },
  };
}

/** A member's profile as the users fake keeps it. */
export function createMember(uid: string, userName = uid): UserRecord {
  return {
    uid,
    email: `${uid}@example.com`,
    firstName: uid,
    lastName: 'Tester',
    userName,
    imagePath: null,
    address: '1 Test Street',
    unit: '',
    zip: '12345',
    city: 'Town',
    state: 'State',
    country: 'Country',
  };
}

/** Community deps over fakes: members ann, bob and cy; `boards` as given. */
export function memoryCommunity(boards: BoardRecord[], now = () => new Date(Date.UTC(2026, 0, 15, 10))) {
  const generations = memoryGenerations();
  return {
    boards: memoryBoards(generations, boards),
    users: memoryUsers(['ann', 'bob', 'cy'].map((uid) => createMember(uid))),
    follows: memoryFollows(),
    likes: memoryLikes(),
    comments: memoryComments(),
    reports: memoryReports(),
    rateLimits: memoryRateLimits(),
    notifications: memoryNotifications(),
    now,
  };
}
