import { describe, expect, it } from 'vitest';
import { BAD_CURSOR } from '../contracts/paging.js';
import { MARK_READ_INVALID, MarkReadRequest, type NotificationsPage } from '../contracts/notifications.js';
import { NOTIFICATIONS_KEEP, NOTIFICATIONS_MAX_AGE_MS } from '../domain/notifications.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryCommunity } from '../testing/memory-community.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import { addComment } from './comments.service.js';
import { follow, unfollow } from './follows.service.js';
import { setLiked } from './likes.service.js';
import { notify } from './steps/notifications.js';
import { listNotifications, markNotificationsRead, pruneNotifications, unreadNotifications } from './notifications.service.js';

const BOARD = createBoardRecord({ id: 'board1', ownerUid: 'ann', generatedTitle: 'A Calm Walnut Bedroom' });

/** ann's board, and a clock that moves a second a call so that the list's order is the order of the events. */
function world() {
  let tick = 0;
  return memoryCommunity([BOARD], () => new Date(Date.UTC(2026, 0, 15, 10, 0, tick++)));
}

const page = (deps: ReturnType<typeof world>, uid: string, query: { page_size?: number; cursor?: string } = {}) =>
  listNotifications(deps, uid, { page_size: 20, cursor: undefined, ...query });

const summary = (result: NotificationsPage) => result.notifications.map((n) => `${n.kind} ${n.actor.id} ${n.link}`);

describe('notifications sent by the community actions', () => {
  it("tells a board's owner of another member's like, comment and follow, linking each to its place", async () => {
    const deps = world();
    await setLiked(deps, 'bob', 'board1', true);
    const comment = await addComment(deps, 'cy', 'board1', 'Lovely   walnut,\n  and the lamp!');
    await follow(deps, 'bob', 'ann');

    const list = await page(deps, 'ann');
    expect(summary(list)).toEqual(['follow bob /seeBoard/bob', 'comment cy /UserBoard/board1', 'like bob /UserBoard/board1']);
    expect(list.notifications[1]).toEqual({
      id: `comment_${comment.id}`,
      kind: 'comment',
      actor: { id: 'cy', name: 'cy' },
      board: { id: 'board1', title: 'A Calm Walnut Bedroom' },
      comment: { id: comment.id, excerpt: 'Lovely walnut, and the lamp!' },
      created_at: expect.stringMatching(/^2026-01-15T10:00:\d\d\.000Z$/),
      read: false,
      link: '/UserBoard/board1',
    });
    expect(await unreadNotifications(deps, 'ann')).toEqual({ unread: 3 });
    expect(await unreadNotifications(deps, 'bob')).toEqual({ unread: 0 });
  });

  it('never tells members of their own doing', async () => {
    const deps = world();
    await setLiked(deps, 'ann', 'board1', true);
    await addComment(deps, 'ann', 'board1', 'My own words');
    expect((await page(deps, 'ann')).notifications).toEqual([]);
  });

  it('tells the owner once of a like, unlike and like again, and of a follow, unfollow and follow again', async () => {
    const deps = world();
    for (const liked of [true, false, true, false, true]) await setLiked(deps, 'bob', 'board1', liked);
    await follow(deps, 'bob', 'ann');
    await unfollow(deps, 'bob', 'ann');
    await follow(deps, 'bob', 'ann');
    expect(summary(await page(deps, 'ann'))).toEqual(['follow bob /seeBoard/bob', 'like bob /UserBoard/board1']);
    expect(await unreadNotifications(deps, 'ann')).toEqual({ unread: 2 });
  });

  it("does not fail the member's action when the notification cannot be written", async () => {
    const deps = world();
    deps.notifications.add = () => Promise.reject(new Error('store down'));
    expect(await setLiked(deps, 'bob', 'board1', true)).toEqual({ likes: 1, liked: true });
    expect((await addComment(deps, 'bob', 'board1', 'Still here')).text).toBe('Still here');
  });

  it("reads the actor's name from their profile when the action does not carry it", async () => {
    const deps = world();
    await notify(deps, 'ann', { kind: 'follow', actor: { id: 'nobody' } });
    await notify(deps, 'ann', { kind: 'follow', actor: { id: 'bob' } });
    expect((await page(deps, 'ann')).notifications.map((n) => n.actor)).toEqual([
      { id: 'bob', name: 'bob' },
      { id: 'nobody', name: 'Roomboard member' },
    ]);
  });
});

describe('the notifications list, count and sweep', () => {
  async function withLikes(count: number) {
    const deps = world();
    for (let n = 0; n < count; n++)
      await notify(deps, 'ann', { kind: 'like', actor: { id: `fan${n}`, name: `Fan ${n}` }, board: { id: 'board1', title: 'T' } });
    return deps;
  }

  it('pages newest first by cursor, and refuses a cursor it did not make', async () => {
    const deps = await withLikes(5);
    const first = await page(deps, 'ann', { page_size: 2 });
    const second = await page(deps, 'ann', { page_size: 2, cursor: first.next! });
    const third = await page(deps, 'ann', { page_size: 2, cursor: second.next! });
    expect([first, second, third].map((p) => p.notifications.map((n) => n.actor.id))).toEqual([
      ['fan4', 'fan3'],
      ['fan2', 'fan1'],
      ['fan0'],
    ]);
    expect(third.next).toBeNull();
    await expect(page(deps, 'ann', { cursor: 'not-a-cursor' })).rejects.toMatchObject({ status: 400, message: BAD_CURSOR });
  });

  it('marks the ids it is given read (ignoring others and repeats), or all, and answers the new count', async () => {
    const deps = await withLikes(4);
    const ids = (await page(deps, 'ann')).notifications.map((n) => n.id);
    expect(await markNotificationsRead(deps, 'ann', { ids: [ids[0]!, ids[0]!, ids[1]!, 'like_elsewhere_x'] })).toEqual({ unread: 2 });
    expect(await markNotificationsRead(deps, 'bob', { ids: [ids[2]!] })).toEqual({ unread: 0 });
    expect(await unreadNotifications(deps, 'ann')).toEqual({ unread: 2 });
    expect((await page(deps, 'ann')).notifications.map((n) => n.read)).toEqual([true, true, false, false]);
    expect(await markNotificationsRead(deps, 'ann', { all: true })).toEqual({ unread: 0 });
    expect(await unreadNotifications(deps, 'ann')).toEqual({ unread: 0 });
  });

  it('reads the count from one place, once a call', async () => {
    const deps = await withLikes(3);
    const notifications = deps.notifications as ReturnType<typeof memoryNotifications>;
    await unreadNotifications(deps, 'ann');
    expect(notifications.countReads.get('ann')).toBe(1);
  });

  it('accepts {ids} or {all: true} and says so for anything else', () => {
    expect(MarkReadRequest.parse({ all: true })).toEqual({ all: true });
    expect(MarkReadRequest.parse({ ids: ['like_a_b'] })).toEqual({ ids: ['like_a_b'] });
    for (const bad of [{}, { all: false }, { ids: [] }, { ids: ['../x'] }, { ids: [3] }, { ids: 'a' }, { ids: ['a'], all: true }, null]) {
      expect(MarkReadRequest.safeParse(bad).error?.issues[0]?.message).toBe(MARK_READ_INVALID);
    }
  });

  it('keeps the newest NOTIFICATIONS_KEEP of each member, none older than 90 days, and deletes nothing more when run again', async () => {
    const notifications = memoryNotifications();
    const now = new Date(Date.UTC(2026, 5, 1));
    const event = (n: number) => ({ kind: 'follow' as const, actor: { id: `m${n}`, name: `M${n}` } });
    for (let n = 0; n < NOTIFICATIONS_KEEP + 5; n++)
      await notifications.add('ann', `follow_m${n}`, event(n), new Date(now.getTime() - 1000 * (n + 1)));
    await notifications.add('bob', 'follow_old', event(1), new Date(now.getTime() - NOTIFICATIONS_MAX_AGE_MS - 1));
    await notifications.add('bob', 'follow_new', event(2), new Date(now.getTime() - NOTIFICATIONS_MAX_AGE_MS + 1000));

    expect(await pruneNotifications({ notifications, now: () => now })).toEqual({ deleted: 6 });
    expect(await pruneNotifications({ notifications, now: () => now })).toEqual({ deleted: 0 });
    expect(notifications.inboxes.get('ann')?.size).toBe(NOTIFICATIONS_KEEP);
    expect(notifications.inboxes.get('ann')?.has(`follow_m${NOTIFICATIONS_KEEP}`)).toBe(false);
    expect(notifications.inboxes.get('ann')?.has(`follow_m${NOTIFICATIONS_KEEP - 1}`)).toBe(true);
    expect([...notifications.inboxes.get('bob')!.keys()]).toEqual(['follow_new']);
  });
});
