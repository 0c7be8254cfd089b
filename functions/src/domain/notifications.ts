// Notification rules: one document per event worth telling, so repeats collapse; how long notifications are kept.
import { boardName } from '../contracts/board-name.js';
import { CONSULTATION_NOTICE_KIND, type NotificationEvent } from '../contracts/notifications.js';
import type { BoardRecord } from './boards.js';
import { DAY_MS } from './usage-limits.js';

/** A member keeps at most this many notifications, none older than NOTIFICATIONS_MAX_AGE_MS; the sweep removes the rest. */
export const NOTIFICATIONS_KEEP = 200;
export const NOTIFICATIONS_MAX_AGE_MS = 90 * DAY_MS;

/** How a notification names a board: its name (contracts/board-name.ts). */
export const notifiedBoard = (board: BoardRecord) => ({ id: board.id, title: boardName(board) });

/** A comment's words as the list quotes them. */
const EXCERPT_LENGTH = 80;

export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** Work that goes back to the queue twice is told twice: its release's moment, in ms (ids take no colons). */
const releaseKey = (releasedAt: string | undefined) => (releasedAt ? `_${Date.parse(releasedAt)}` : '');

/**
 * The notification's document id: the same event twice is the same document, so a like, unlike and like again by one
 * member on one board (or a follow, unfollow, follow) tells the owner once.
 */
export function notificationId(event: NotificationEvent): string {
  switch (event.kind) {
    case 'like':
      return `like_${event.board.id}_${event.actor.id}`;
    case 'comment':
      return `comment_${event.comment.id}`;
    case 'follow':
      return `follow_${event.actor.id}`;
    case 'invitation':
      return `invitation_${event.invite_id}`;
    case 'review':
      return `review_${event.subject.id}_${event.status}${releaseKey(event.released_at)}`;
    case CONSULTATION_NOTICE_KIND:
      return `${CONSULTATION_NOTICE_KIND}_${event.booking_id}_${event.status}`;
    case 'message':
      return `message_${event.message_id}`;
    case 'project':
      return `project_${event.project_id}_${event.step}${releaseKey(event.released_at)}`;
  }
}

/** The sweep's cut: notifications made before this go, whatever their number. */
export const pruneBefore = (now: Date) => new Date(now.getTime() - NOTIFICATIONS_MAX_AGE_MS);

/**
 * The sweep's choice among one member's notifications, given oldest first (then the lower id; the oldest few are
 * enough) and how many they have in all: those made before `before`, and the oldest until at most `keep` remain.
 * Answers their ids. The memory fake passes them all; Firestore a page of the oldest.
 */
export function notificationsToPrune(
  oldestFirst: ReadonlyArray<{ id: string; createdAt: Date }>,
  total: number,
  before: Date,
  keep: number,
): string[] {
  return oldestFirst.filter((item, index) => item.createdAt < before || index < total - keep).map((item) => item.id);
}
