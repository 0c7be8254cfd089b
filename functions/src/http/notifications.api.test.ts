// Notifications over real HTTP on the Auth and Firestore emulators: sent by likes, comments, follows and invitations,
// listed by cursor, marked read, counted with one document read, and swept.
import { getFirestore, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BAD_CURSOR } from '../contracts/paging.js';
import { MARK_READ_INVALID, type NotificationsPage, type UnreadCount } from '../contracts/notifications.js';
import type { BoardInvite } from '../contracts/live.js';
import { adminApp, composeBoards, composeNotifications } from '../composition.js';
import { pruneNotifications } from '../services/notifications.service.js';
import { verifyEmail, signUpMember, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createBoardRecord } from '../testing/factories.js';

interface Member {
  user: TestUser;
  token: string;
  name: string;
}

describe('notifications API', () => {
  let backend: TestBackend;
  let db: Firestore;
  let ann: Member;
  let bob: Member;
  let cy: Member;
  let annsBoard: string;

  const join = async (name: string): Promise<Member> => ({ ...(await signUpMember(backend, name)), name });

  const list = (member: Member, query = '') => call<NotificationsPage>(backend, `notifications${query}`, { token: member.token });
  const unread = async (member: Member) => (await call<UnreadCount>(backend, 'notifications/unread', { token: member.token })).body;
  const read = (member: Member, body: unknown) => call<UnreadCount>(backend, 'notifications/read', { token: member.token, body });

  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
    [ann, bob, cy] = await Promise.all([join('Ann'), join('Bob'), join('Cy')]);
    // Only a member with a verified address invites.
    await verifyEmail(ann.user);
    const { boards } = await composeBoards(backend.config);
    const { id: _id, ...record } = createBoardRecord({
      ownerUid: ann.user.uid,
      ownerName: 'Ann',
      visibility: 'public',
      createdAt: new Date(),
    });
    annsBoard = await boards.insert(record);
  });
  afterAll(() => backend.close());
  afterEach(() => vi.restoreAllMocks());

  it("writes a notification for another member's like, comment and follow, and lists them newest first with their links", async () => {
    expect((await call(backend, `boards/${annsBoard}/like`, { method: 'PUT', token: bob.token })).status).toBe(200);
    const comment = await call<{ id: string }>(backend, `boards/${annsBoard}/comments`, {
      token: cy.token,
      body: { text: 'Love  the\nwalnut' },
    });
    expect(comment.status).toBe(201);
    expect((await call(backend, `users/${ann.user.uid}/follow`, { method: 'PUT', token: bob.token })).status).toBe(200);
    // Her own like tells her nothing.
    expect((await call(backend, `boards/${annsBoard}/like`, { method: 'PUT', token: ann.token })).status).toBe(200);

    const page = await list(ann);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.body.next).toBeNull();
    expect(page.body.notifications.map((n) => [n.kind, n.actor.id, n.link, n.read])).toEqual([
      ['follow', bob.user.uid, `/seeBoard/${bob.user.uid}`, false],
      ['comment', cy.user.uid, `/UserBoard/${annsBoard}`, false],
      ['like', bob.user.uid, `/UserBoard/${annsBoard}`, false],
    ]);
    expect(page.body.notifications[1]).toMatchObject({
      id: `comment_${comment.body.id}`,
      board: { id: annsBoard, title: 'A Calm Walnut Bedroom' },
      comment: { id: comment.body.id, excerpt: 'Love the walnut' },
    });
    expect(await unread(ann)).toEqual({ unread: 3 });
    expect((await list(bob)).body.notifications).toEqual([]);
  });

  it('tells the owner once of a like, unlike and like again', async () => {
    for (const method of ['DELETE', 'PUT', 'DELETE', 'PUT']) {
      expect((await call(backend, `boards/${annsBoard}/like`, { method, token: bob.token })).status).toBe(200);
    }
    const likes = (await list(ann)).body.notifications.filter((n) => n.kind === 'like');
    expect(likes.map((n) => n.actor.id)).toEqual([bob.user.uid]);
    expect(await unread(ann)).toEqual({ unread: 3 });
  });

  it('pages by cursor, and refuses a cursor it did not make', async () => {
    const first = await list(ann, '?page_size=2');
    expect(first.body.notifications.map((n) => n.kind)).toEqual(['follow', 'comment']);
    const second = await list(ann, `?page_size=2&cursor=${first.body.next}`);
    expect(second.body).toMatchObject({ next: null });
    expect(second.body.notifications.map((n) => n.kind)).toEqual(['like']);
    expect(await list(ann, '?cursor=nonsense')).toMatchObject({ status: 400, body: { error: BAD_CURSOR } });
  });

  it('counts unread with one document read', async () => {
    const reads: string[] = [];
    const original = { getAll: Firestore.prototype.getAll, get: Query.prototype.get, txGet: Transaction.prototype.get };
    vi.spyOn(Firestore.prototype, 'getAll').mockImplementation(async function (this: Firestore, ...args) {
      const snapshots = await original.getAll.apply(this, args);
      reads.push(...snapshots.map((snapshot) => snapshot.ref.path));
      return snapshots;
    });
    vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
      reads.push('a query');
      return original.get.apply(this);
    });
    vi.spyOn(Transaction.prototype, 'get').mockImplementation(function (this: Transaction, ...args: Parameters<Transaction['get']>) {
      reads.push('a transaction read');
      return original.txGet.apply(this, args) as never;
    });
    expect(await unread(ann)).toEqual({ unread: 3 });
    expect(reads).toEqual([`notificationCounts/${ann.user.uid}`]);
  });

  it('marks the given ids read, then all, lowering the count; refuses other bodies and signed-out callers', async () => {
    const ids = (await list(ann)).body.notifications.map((n) => n.id);
    expect(await read(ann, { ids: [ids[0], ids[0], 'follow_somebody-else'] })).toMatchObject({ status: 200, body: { unread: 2 } });
    expect(await read(bob, { ids: [ids[1]] })).toMatchObject({ status: 200, body: { unread: 0 } });
    expect(await unread(ann)).toEqual({ unread: 2 });
    expect((await list(ann)).body.notifications.map((n) => n.read)).toEqual([true, false, false]);
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['a/b'] }, [1]]) {
      expect(await read(ann, body)).toMatchObject({ status: 400, body: { error: MARK_READ_INVALID } });
    }
    expect(await call(backend, 'notifications/read', { body: { all: true } })).toMatchObject({ status: 401 });
    expect(await call(backend, 'notifications/unread')).toMatchObject({ status: 401 });
    expect(await call(backend, 'notifications')).toMatchObject({ status: 401 });
    expect(await read(ann, { all: true })).toMatchObject({ status: 200, body: { unread: 0 } });
    expect(await unread(ann)).toEqual({ unread: 0 });
    expect((await list(ann)).body.notifications.map((n) => n.read)).toEqual([true, true, true]);
  });

  it('tells the invited account of a co-editing invitation, matched by the address it signed up with', async () => {
    const invite = await call<BoardInvite>(backend, `boards/${annsBoard}/invites`, {
      token: ann.token,
      body: { email: cy.user.email.toUpperCase() },
    });
    expect(invite.status).toBe(201);
    const page = (await list(cy)).body.notifications;
    expect(page.map((n) => [n.kind, n.actor, n.link])).toEqual([
      ['invitation', { id: ann.user.uid, name: 'Ann' }, `/invite/${invite.body.id}`],
    ]);
    const before = await unread(cy);
    const withdrawn = await call(backend, `boards/${annsBoard}/invites/${invite.body.id}`, { method: 'DELETE', token: ann.token });
    expect(withdrawn.status).toBe(204);
    expect((await list(cy)).body.notifications).toEqual([]);
    expect(await unread(cy)).toEqual({ ...before, unread: before.unread - 1 });
  });

  it('sweeps notifications older than the cut and beyond the newest kept, keeping the counts right, and again deletes nothing', async () => {
    const { notifications } = await composeNotifications(backend.config);
    const dee = `dee-${Date.now()}`;
    const at = (days: number) => new Date(Date.UTC(2026, 0, 31) - days * 86_400_000);
    for (const n of [1, 2, 3, 4, 5]) {
      await notifications.add(dee, `follow_fan${n}`, { kind: 'follow', actor: { id: `fan${n}`, name: `Fan ${n}` } }, at(n));
    }
    await notifications.add(dee, 'follow_old', { kind: 'follow', actor: { id: 'old', name: 'Old' } }, at(100));
    await notifications.markRead(dee, ['follow_fan5']);
    expect(await notifications.unreadCount(dee)).toBe(5);

    // The sweep covers every member: those of the files run before this one in the worker's database who have more
    // than 3 notifications lose theirs too. Dee loses exactly her 3 (what is kept, below).
    const deleted = await notifications.prune(at(30), 3);
    expect(deleted).toBeGreaterThanOrEqual(3);
    const kept = await notifications.list(dee, null, 10);
    expect(kept.items.map((item) => item.id)).toEqual(['follow_fan1', 'follow_fan2', 'follow_fan3']);
    expect(await notifications.unreadCount(dee)).toBe(3);
    expect((await db.doc(`notificationCounts/${dee}`).get()).data()).toEqual({ unread: 3, total: 3 });
    expect(await notifications.prune(at(30), 3)).toBe(0);
    // The scheduled sweep's own policy (200, 90 days) finds nothing more of them.
    await pruneNotifications({ notifications, now: () => new Date(Date.UTC(2026, 0, 31)) });
    expect((await notifications.list(dee, null, 10)).items).toHaveLength(3);
  });
});
