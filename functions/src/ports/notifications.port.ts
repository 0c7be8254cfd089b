import type { NotificationEvent } from '../contracts/notifications.js';
import type { ListCursor } from '../domain/page-cursor.js';

export interface NotificationRecord {
  id: string;
  event: NotificationEvent;
  createdAt: Date;
  read: boolean;
}

interface NotificationsPage {
  items: NotificationRecord[];
  next: ListCursor | null;
}

/**
 * `users/{uid}/notifications/{id}`, with the member's unread and total counts on one document
 * (`notificationCounts/{uid}`) changed in the same transaction as the notifications: the bell reads that one document.
 */
export interface Notifications {
  /** Writes the notification, unread, and counts it; false (nothing written) when one with this id exists. */
  add(uid: string, id: string, event: NotificationEvent, at: Date): Promise<boolean>;
  /** Newest first, then the higher id. */
  list(uid: string, after: ListCursor | null, size: number): Promise<NotificationsPage>;
  /** One document read. */
  unreadCount(uid: string): Promise<number>;
  /** Marks those of `ids` that exist and are unread as read; answers the unread count after. */
  markRead(uid: string, ids: string[]): Promise<number>;
  /** Deletes one notification (its event was undone, e.g. an invitation withdrawn), keeping the counts right. */
  remove(uid: string, id: string): Promise<boolean>;
  /** Marks every unread notification read; answers the unread count after (0). */
  markAllRead(uid: string): Promise<number>;
  /**
   * Deletes every member's notifications made before `before`, and each member's oldest beyond the newest `keep`,
   * keeping the counts right; running it again deletes nothing more. Answers how many it deleted.
   */
  prune(before: Date, keep: number): Promise<number>;
  /** The account whose profile has this address (as sign-up normalised it), or null. */
  accountByEmail(email: string): Promise<string | null>;
}
