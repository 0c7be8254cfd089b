import { BAD_CURSOR } from '../contracts/paging.js';
import {
  notificationLink,
  type MarkReadRequest,
  type Notification,
  type NotificationsPage,
  type NotificationsQuery,
  type UnreadCount,
} from '../contracts/notifications.js';
import { decodeListCursor, encodeListCursor } from '../domain/page-cursor.js';
import { badRequest } from '../domain/errors.js';
import { NOTIFICATIONS_KEEP, pruneBefore } from '../domain/notifications.js';
import type { NotificationRecord, Notifications } from '../ports/notifications.port.js';
import { notificationLogs } from './notifications.logs.js';
import { nowOf } from './steps/clock.js';

type Deps = { notifications: Notifications; now?: () => Date };

export const toNotificationView = (record: NotificationRecord): Notification => ({
  ...record.event,
  id: record.id,
  created_at: record.createdAt.toISOString(),
  read: record.read,
  link: notificationLink(record.event),
});

/** GET /api/notifications: the caller's notifications, newest first, paged by cursor. Reading them changes nothing. */
export async function listNotifications(deps: Deps, uid: string, query: NotificationsQuery): Promise<NotificationsPage> {
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(BAD_CURSOR);
  const page = await deps.notifications.list(uid, after, query.page_size);
  return { notifications: page.items.map(toNotificationView), next: page.next ? encodeListCursor(page.next) : null };
}

/** GET /api/notifications/unread: the bell's count, one document read. */
export async function unreadNotifications(deps: Deps, uid: string): Promise<UnreadCount> {
  return { unread: await deps.notifications.unreadCount(uid) };
}

/**
 * POST /api/notifications/read: `{ids}` marks those (the page marks what it shows), `{all: true}` everything; ids
 * that are not the caller's, or already read, change nothing. Answers the unread count after.
 */
export async function markNotificationsRead(deps: Deps, uid: string, request: MarkReadRequest): Promise<UnreadCount> {
  const unread =
    'all' in request ? await deps.notifications.markAllRead(uid) : await deps.notifications.markRead(uid, [...new Set(request.ids)]);
  notificationLogs.markedRead(uid, unread);
  return { unread };
}

/** The scheduled sweep: every member keeps their newest NOTIFICATIONS_KEEP, none older than 90 days. Idempotent. */
export async function pruneNotifications(deps: Deps): Promise<{ deleted: number }> {
  const now = nowOf(deps);
  const deleted = await deps.notifications.prune(pruneBefore(now), NOTIFICATIONS_KEEP);
  notificationLogs.pruned(deleted);
  return { deleted };
}
