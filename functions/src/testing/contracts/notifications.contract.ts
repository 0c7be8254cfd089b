// The notifications port's contract: the checks both implementations pass, the memory fake in the unit project
// (testing/memory-notifications.test.ts) and Firestore on the emulator (adapters/firestore/notifications.firestore.api.test.ts).
// Each check makes its own members. The sweep covers every member: run on a worker's database, it also prunes what the
// files before left, so the checks look at their own members only.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '../../contracts/notifications.js';
import type { Notifications } from '../../ports/notifications.port.js';

export interface NotificationsWorld {
  notifications: Notifications;
  /** Gives the account `uid` this profile address (what `users/{uid}.email` holds). */
  account(uid: string, email: string): Promise<void>;
}

/** Long ago, so that no other file's notifications are older than the sweep's cut. */
const day = (n: number) => new Date(Date.UTC(2001, 0, n));
const follow = (fan: string): NotificationEvent => ({ kind: 'follow', actor: { id: fan, name: `Fan ${fan}` } });

export function notificationsContract(name: string, make: () => Promise<NotificationsWorld>) {
  describe(`the notifications port (${name})`, () => {
    let world: NotificationsWorld;
    beforeAll(async () => {
      world = await make();
    });

    const member = () => `dee-${randomUUID().slice(0, 8)}`;
    const ids = async (uid: string) => (await world.notifications.list(uid, null, 50)).items.map((item) => item.id);

    it('keeps one notification per id, unread and counted, listed newest first page by page', async () => {
      const dee = member();
      const { notifications } = world;
      expect(await notifications.add(dee, 'follow_a', follow('a'), day(1))).toBe(true);
      expect(await notifications.add(dee, 'follow_a', follow('a2'), day(5))).toBe(false);
      await notifications.add(dee, 'follow_b', follow('b'), day(2));
      await notifications.add(dee, 'follow_c', follow('c'), day(2));
      expect(await notifications.unreadCount(dee)).toBe(3);

      // The same moment: the higher id first.
      const page = await notifications.list(dee, null, 2);
      expect(page).toEqual({
        items: [
          { id: 'follow_c', event: follow('c'), createdAt: day(2), read: false },
          { id: 'follow_b', event: follow('b'), createdAt: day(2), read: false },
        ],
        next: { ms: day(2).getTime(), id: 'follow_b' },
      });
      expect(await notifications.list(dee, page.next, 2)).toEqual({
        items: [{ id: 'follow_a', event: follow('a'), createdAt: day(1), read: false }],
        next: null,
      });
      expect(await notifications.list(member(), null, 2)).toEqual({ items: [], next: null });
    });

    it('marks those named read, answering the count after; marks all read; removes one, counts kept right', async () => {
      const dee = member();
      const { notifications } = world;
      for (const [n, fan] of ['a', 'b', 'c', 'd'].entries()) await notifications.add(dee, `follow_${fan}`, follow(fan), day(n + 1));
      expect(await notifications.markRead(dee, ['follow_a', 'follow_b', 'nothing'])).toBe(2);
      expect(await notifications.markRead(dee, ['follow_a'])).toBe(2);
      expect(await notifications.markRead(dee, [])).toBe(2);
      expect((await notifications.list(dee, null, 10)).items.map((item) => [item.id, item.read])).toEqual([
        ['follow_d', false],
        ['follow_c', false],
        ['follow_b', true],
        ['follow_a', true],
      ]);

      expect(await notifications.remove(dee, 'follow_a')).toBe(true);
      expect(await notifications.remove(dee, 'follow_a')).toBe(false);
      expect(await notifications.unreadCount(dee)).toBe(2);
      expect(await notifications.remove(dee, 'follow_d')).toBe(true);
      expect(await notifications.unreadCount(dee)).toBe(1);

      expect(await notifications.markAllRead(dee)).toBe(0);
      expect(await notifications.unreadCount(dee)).toBe(0);
      expect(await ids(dee)).toEqual(['follow_c', 'follow_b']);
      // A notification written after is counted again.
      await notifications.add(dee, 'follow_e', follow('e'), day(9));
      expect(await notifications.unreadCount(dee)).toBe(1);
    });

    it('sweeps notifications older than the cut and each member’s oldest beyond the number kept, once', async () => {
      const [dee, eve, fay] = [member(), member(), member()];
      const { notifications } = world;
      for (const n of [1, 2, 3, 4, 5]) await notifications.add(dee, `follow_${n}`, follow(`${n}`), day(10 + n));
      // The same moment: the lower id goes first.
      for (const fan of ['b', 'a', 'c']) await notifications.add(eve, `follow_${fan}`, follow(fan), day(20));
      await notifications.add(fay, 'follow_old', follow('old'), day(1));
      await notifications.add(fay, 'follow_new', follow('new'), day(30));
      await notifications.markRead(dee, ['follow_5', 'follow_1']);

      expect(await notifications.prune(day(10), 2)).toBeGreaterThanOrEqual(5);
      expect(await ids(dee)).toEqual(['follow_5', 'follow_4']);
      expect(await notifications.unreadCount(dee)).toBe(1);
      expect(await ids(eve)).toEqual(['follow_c', 'follow_b']);
      expect(await notifications.unreadCount(eve)).toBe(2);
      expect(await ids(fay)).toEqual(['follow_new']);

      await notifications.prune(day(10), 2);
      expect([await ids(dee), await ids(eve), await ids(fay)]).toEqual([
        ['follow_5', 'follow_4'],
        ['follow_c', 'follow_b'],
        ['follow_new'],
      ]);
      // Counts kept right: the next notification makes three, and the sweep takes the oldest.
      await notifications.add(dee, 'follow_6', follow('6'), day(16));
      expect(await notifications.unreadCount(dee)).toBe(2);
      await notifications.prune(day(10), 2);
      expect(await ids(dee)).toEqual(['follow_6', 'follow_5']);
    });

    it('finds the account of a profile address', async () => {
      const dee = member();
      await world.account(dee, `${dee}@example.com`);
      expect(await world.notifications.accountByEmail(`${dee}@example.com`)).toBe(dee);
      expect(await world.notifications.accountByEmail(`nobody-${dee}@example.com`)).toBeNull();
    });
  });
}
