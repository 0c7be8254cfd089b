// In-memory fake of the notifications port: one notification per id, the counts read off them, and the sweep's choice
// made by notificationsToPrune (domain/notifications.ts) as in the Firestore adapter.
import { notificationsToPrune } from '../domain/notifications.js';
import type { NotificationRecord, Notifications } from '../ports/notifications.port.js';
import { newestPage } from './memory-community.js';

export function memoryNotifications(accounts: Record<string, string> = {}): Notifications & {
  inboxes: Map<string, Map<string, NotificationRecord>>;
  /** How many times each member's count was read. */
  countReads: Map<string, number>;
} {
  const inboxes = new Map<string, Map<string, NotificationRecord>>();
  const countReads = new Map<string, number>();
  const inbox = (uid: string) => inboxes.get(uid) ?? inboxes.set(uid, new Map()).get(uid)!;
  const unread = (uid: string) => [...inbox(uid).values()].filter((item) => !item.read).length;
  return {
    inboxes,
    countReads,
    async add(uid, id, event, at) {
      if (inbox(uid).has(id)) return false;
      inbox(uid).set(id, { id, event: structuredClone(event), createdAt: at, read: false });
      return true;
    },
    async remove(uid, id) {
      return inbox(uid).delete(id);
    },
    async list(uid, after, size) {
      const { shown, next } = newestPage([...inbox(uid).values()], (item) => ({ ms: item.createdAt.getTime(), id: item.id }), after, size);
      return { items: shown.map((item) => structuredClone(item)), next };
    },
    async unreadCount(uid) {
      countReads.set(uid, (countReads.get(uid) ?? 0) + 1);
      return unread(uid);
    },
    async markRead(uid, ids) {
      for (const id of ids) {
        const item = inbox(uid).get(id);
        if (item) item.read = true;
      }
      return unread(uid);
    },
    async markAllRead(uid) {
      for (const item of inbox(uid).values()) item.read = true;
      return 0;
    },
    async prune(before, keep) {
      let deleted = 0;
      for (const items of inboxes.values()) {
        const oldest = [...items.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
        for (const id of notificationsToPrune(oldest, items.size, before, keep)) {
          items.delete(id);
          deleted += 1;
        }
      }
      return deleted;
    },
    async accountByEmail(email) {
      return accounts[email] ?? null;
    },
  };
}
