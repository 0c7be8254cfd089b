// The community over real HTTP on the Auth and Firestore emulators: follows and likes under concurrency, 'Save to my
// boards', comments, reports and the admin review queue.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND, type Board, type BoardsPage } from '../contracts/boards.js';
import {
  COPY_OF_PRIVATE,
  type AdminQueue,
  type Comment,
  type CommentsPage,
  type LikeState,
  type PeoplePage,
  type UserSpace,
} from '../contracts/community.js';
import { ALREADY_REPORTED, COMMENT_EMPTY, COMMENT_TOO_LONG, REPORT_REASON_MISSING } from '../contracts/community-rules.js';
import { COUNTER_SHARDS } from '../domain/community.js';
import { adminApp, composeCatalogue } from '../composition.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import { sessionFor, signUpMember, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { setAdmin } from '../tools/admin-grant.js';
import { backfillBoards } from '../tools/community-backfill.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const prefix = `com-${randomUUID().slice(0, 6)}`;
const productIds = [`${prefix}-1`, `${prefix}-2`];

interface Member {
  user: TestUser;
  token: string;
}

describe('community API', () => {
  let backend: TestBackend;
  let db: Firestore;
  let generations: GenerationsRepository;
  let ann: Member;
  let bob: Member;
  let cy: Member;
  /** Twenty members who follow ann (the first test makes them); the like test has them like at once too. */
  let fans: Member[] = [];

  const join = (first: string): Promise<Member> => signUpMember(backend, first);

  /** A saved board of `member`'s, public unless said, with a picture that is really stored. */
  async function board(member: Member, { visibility = 'public', title = 'A Calm Walnut Bedroom' } = {}): Promise<string> {
    const imagePath = `boards/${randomUUID().replaceAll('-', '')}.png`;
    await backend.blobs.put(imagePath, Buffer.from('picture'), 'image/png');
    const job = createGenerationJob({
      id: randomUUID(),
      ownerUid: member.user.uid,
      productIds,
      createdAt: new Date(),
      imageKey: randomUUID(),
      imagePath,
      text: { title, description: { main_title: 'Warm', description: 'Quiet.' }, palette: [{ hex: '#6F4A31', name: 'Walnut' }] },
    });
    await generations.transact(job.id, member.user.uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(backend, 'save-products', {
      token: member.token,
      body: [{ generationId: job.id, visibility }],
    });
    expect(saved.status).toBe(201);
    return saved.body.id;
  }

  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
    const catalogue = await composeCatalogue(backend.config);
    generations = catalogue.generations;
    await catalogue.products.upsertMany(
      productIds.map((id, n) => createCatalogueProduct(n + 1, { id, title: `Community product ${n + 1}` })),
    );
    [ann, bob, cy] = await Promise.all([join('Ann'), join('Bob'), join('Cy')]);
  });
  afterAll(() => backend.close());

  it('counts 20 concurrent follows exactly, once per follower, over sharded counters', async () => {
    const followers = await Promise.all(Array.from({ length: 20 }, (_, n) => join(`Fan${String.fromCharCode(97 + n)}`)));
    fans = followers;
    const results = await Promise.all(
      followers.map((fan) => call<UserSpace>(backend, `users/${ann.user.uid}/follow`, { method: 'PUT', token: fan.token })),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    // Following again changes nothing.
    await Promise.all(
      followers.slice(0, 5).map((fan) => call(backend, `users/${ann.user.uid}/follow`, { method: 'PUT', token: fan.token })),
    );
    const space = await call<UserSpace>(backend, `users/${ann.user.uid}`, { token: followers[0]!.token });
    expect(space.body).toMatchObject({ id: ann.user.uid, followers: 20, following: 0, is_following: true, is_self: false });
    const shards = await db.collection(`counters/followers_${ann.user.uid}/shards`).get();
    expect(shards.size).toBeGreaterThan(1);
    expect(shards.size).toBeLessThanOrEqual(COUNTER_SHARDS);
    expect((await call<UserSpace>(backend, `users/${followers[3]!.user.uid}`)).body).toMatchObject({ followers: 0, following: 1 });

    const listed: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { body: PeoplePage } = await call<PeoplePage>(backend, `users/${ann.user.uid}/followers?page_size=8&cursor=${cursor}`);
      listed.push(...page.body.people.map((person) => person.id));
      cursor = page.body.next;
    }
    expect(listed.sort()).toEqual(followers.map((fan) => fan.user.uid).sort());

    const unfollowed = await call<UserSpace>(backend, `users/${ann.user.uid}/follow`, { method: 'DELETE', token: followers[0]!.token });
    expect(unfollowed.body).toMatchObject({ followers: 19, is_following: false });
    expect((await call(backend, `users/${ann.user.uid}/follow`, { method: 'PUT', token: ann.token })).body).toMatchObject({
      error: 'You cannot follow yourself.',
    });
    expect((await call(backend, `users/nobody-${prefix}/follow`, { method: 'PUT', token: bob.token })).status).toBe(404);
  });

  it('shows the boards of followed members in the Following feed', async () => {
    const [dee, eve] = await Promise.all([join('Dee'), join('Eve')]);
    const deesBoard = await board(dee);
    await board(eve);
    expect((await call(backend, 'get_products_all/?feed=following')).status).toBe(401);
    await call(backend, `users/${dee.user.uid}/follow`, { method: 'PUT', token: cy.token });
    const feed = await call<BoardsPage>(backend, 'get_products_all/?feed=following&page_size=24', { token: cy.token });
    expect(feed.body.boards.map((b) => b.id)).toEqual([deesBoard]);
    const space = await call<BoardsPage>(backend, `users/${dee.user.uid}/boards`);
    expect(space.body.boards.map((b) => [b.id, b.owner.id])).toEqual([[deesBoard, dee.user.uid]]);
  });

  it('keeps one like per member, however often and concurrently they like, and orders the gallery by likes', async () => {
    const liked = await board(ann, { title: `Liked ${prefix}` });
    const other = await board(ann, { title: `Other ${prefix}` });
    const twice = await Promise.all(
      Array.from({ length: 5 }, () => call<LikeState>(backend, `boards/${liked}/like`, { method: 'PUT', token: bob.token })),
    );
    expect(twice.map((result) => result.status)).toEqual(Array(5).fill(200));
    expect((await call<LikeState>(backend, `boards/${liked}/like`, { method: 'PUT', token: cy.token })).body).toEqual({
      liked: true,
      likes: 2,
    });
    expect((await call<LikeState>(backend, `boards/${liked}/like`)).body).toEqual({ liked: false, likes: 2 });
    expect((await db.collection('likes').where('boardId', '==', liked).get()).size).toBe(2);
    const rolledUp = (await db.doc(`boards/${liked}`).get()).get('likeCount');
    expect(rolledUp).toBeGreaterThanOrEqual(1);

    // A card shows the board's rolled-up count (read with the board, at most ten seconds behind), not the shards' sum.
    const word = prefix.split('-')[1]!;
    const byLikes = await call<BoardsPage>(backend, `get_products_all/?sort=liked&q=${word}&page_size=1`, { token: bob.token });
    expect(byLikes.body.boards.map((b) => [b.id, b.likes, b.liked])).toEqual([[liked, rolledUp, true]]);
    const next = await call<BoardsPage>(backend, `get_products_all/?sort=liked&q=${word}&page_size=1&cursor=${byLikes.body.next}`);
    expect(next.body.boards.map((b) => [b.id, b.likes, b.liked])).toEqual([[other, 0, false]]);

    expect((await call<LikeState>(backend, `boards/${liked}/like`, { method: 'DELETE', token: bob.token })).body).toEqual({
      liked: false,
      likes: 1,
    });
    // Twenty members liking at the same moment: each counted once, over the shards.
    const crowd = await Promise.all(
      fans.map((fan) => call<LikeState>(backend, `boards/${other}/like`, { method: 'PUT', token: fan.token })),
    );
    expect(crowd.map((result) => result.status)).toEqual(Array(20).fill(200));
    expect((await call<LikeState>(backend, `boards/${other}/like`)).body).toEqual({ liked: false, likes: 20 });
    const shards = await db.collection(`counters/likes_${other}/shards`).get();
    expect(shards.docs.reduce((sum, doc) => sum + Number(doc.get('count')), 0)).toBe(20);

    const privateBoard = await board(ann, { visibility: 'private' });
    expect((await call(backend, `boards/${privateBoard}/like`, { method: 'PUT', token: bob.token })).body).toMatchObject({
      error: BOARD_NOT_FOUND,
    });
  });

  it("saves a public board to the caller's boards as a private copy that outlives the original; refuses private boards", async () => {
    const original = await board(ann);
    const copied = await call<{ id: string }>(backend, `boards/${original}/copy`, { method: 'POST', token: bob.token });
    expect(copied.status).toBe(201);
    const copy = await call<Board>(backend, `boards/${copied.body.id}`, { token: bob.token });
    expect(copy.body).toMatchObject({
      visibility: 'private',
      isOwner: true,
      owner: { name: expect.any(String), id: bob.user.uid },
      copied_from: { id: original, owner_id: ann.user.uid },
    });
    expect((await call(backend, `boards/${original}`, { method: 'DELETE', token: ann.token })).status).toBe(204);
    const picture = await fetch(`${backend.url}${copy.body.image_url}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).toString()).toBe('picture');
    // The copy is the caller's to change.
    expect(
      (await call(backend, `boards/${copied.body.id}`, { method: 'PATCH', token: bob.token, body: { visibility: 'public' } })).status,
    ).toBe(200);

    const privateBoard = await board(ann, { visibility: 'private' });
    expect(await call(backend, `boards/${privateBoard}/copy`, { method: 'POST', token: bob.token })).toMatchObject({
      status: 404,
      body: { error: BOARD_NOT_FOUND },
    });
    expect(await call(backend, `boards/${privateBoard}/copy`, { method: 'POST', token: ann.token })).toMatchObject({
      status: 403,
      body: { error: COPY_OF_PRIVATE },
    });
    expect((await db.collection('boards').where('ownerUid', '==', bob.user.uid).get()).size).toBe(1);
  });

  it('takes comments of 1 to 1000 characters, newest first, deleted by their author or the board owner only', async () => {
    const id = await board(ann);
    const post = (member: Member, text: unknown) =>
      call<Comment>(backend, `boards/${id}/comments`, { method: 'POST', token: member.token, body: { text } });
    expect(await post(bob, '   ')).toMatchObject({ status: 400, body: { error: COMMENT_EMPTY } });
    expect(await post(bob, 'x'.repeat(1001))).toMatchObject({ status: 400, body: { error: COMMENT_TOO_LONG } });
    expect((await call(backend, `boards/${id}/comments`, { method: 'POST', body: { text: 'Hi' } })).status).toBe(401);
    const long = await post(bob, 'x'.repeat(1000));
    expect(long.status).toBe(201);
    const bobs = await post(bob, '<script>alert(1)</script> Lovely!');
    const cys = await post(cy, 'Where is the rug from?');
    const page = await call<CommentsPage>(backend, `boards/${id}/comments?page_size=2`, { token: bob.token });
    expect(page.body.comments.map((c) => [c.text, c.can_delete])).toEqual([
      ['Where is the rug from?', false],
      ['<script>alert(1)</script> Lovely!', true],
    ]);
    const rest = await call<CommentsPage>(backend, `boards/${id}/comments?page_size=2&cursor=${page.body.next}`);
    expect([rest.body.comments.map((c) => c.id), rest.body.next]).toEqual([[long.body.id], null]);

    expect(await call(backend, `comments/${bobs.body.id}`, { method: 'DELETE', token: cy.token })).toMatchObject({
      status: 403,
      body: { error: NOT_AUTHORIZED },
    });
    expect((await call(backend, `comments/${bobs.body.id}`, { method: 'DELETE', token: bob.token })).status).toBe(204);
    expect((await call(backend, `comments/${cys.body.id}`, { method: 'DELETE', token: ann.token })).status).toBe(204);
    expect((await call<CommentsPage>(backend, `boards/${id}/comments`)).body.comments.map((c) => c.id)).toEqual([long.body.id]);
  });

  it('takes one report per member per item, and the admin API answers 404 to everyone but admins', async () => {
    const id = await board(ann);
    const comment = await call<Comment>(backend, `boards/${id}/comments`, { method: 'POST', token: cy.token, body: { text: 'Spam spam' } });
    expect(await call(backend, `boards/${id}/report`, { method: 'POST', token: bob.token, body: {} })).toMatchObject({
      status: 400,
      body: { error: REPORT_REASON_MISSING },
    });
    expect(
      (await call(backend, `boards/${id}/report`, { method: 'POST', token: bob.token, body: { reason: 'offensive', text: 'Rude' } }))
        .status,
    ).toBe(201);
    expect(await call(backend, `boards/${id}/report`, { method: 'POST', token: bob.token, body: { reason: 'spam' } })).toMatchObject({
      status: 409,
      body: { error: ALREADY_REPORTED },
    });
    expect(
      (await call(backend, `comments/${comment.body.id}/report`, { method: 'POST', token: bob.token, body: { reason: 'spam' } })).status,
    ).toBe(201);
    expect((await db.collection('reports').where('itemId', '==', id).get()).size).toBe(1);

    for (const token of [undefined, bob.token, 'garbage.token']) {
      expect(await call(backend, 'admin/queue', { token })).toMatchObject({ status: 404, body: { error: 'Not found.' } });
      expect((await call(backend, `admin/boards/${id}`, { method: 'POST', token, body: { action: 'hide' } })).status).toBe(404);
    }

    const admin = await join('Admin');
    await setAdmin(getAuth(await adminApp(backend.config)), admin.user.email, true);
    const adminToken = await sessionFor(backend, admin.user);
    const queue = await call<AdminQueue>(backend, 'admin/queue', { token: adminToken });
    expect(queue.status).toBe(200);
    const item = queue.body.reported.find((reported) => reported.id === id);
    expect(item).toMatchObject({ kind: 'board', board: { id, hidden: false }, reports: [{ reason: 'offensive', text: 'Rude' }] });
    expect(queue.body.reported.find((reported) => reported.id === comment.body.id)).toMatchObject({ comment: { text: 'Spam spam' } });

    expect((await call(backend, `admin/boards/${id}`, { method: 'POST', token: adminToken, body: { action: 'hide' } })).status).toBe(200);
    expect((await db.doc(`boards/${id}`).get()).get('hidden')).toBe(true);
    expect((await call(backend, `boards/${id}`)).status).toBe(404);
    const gallery = await call<BoardsPage>(backend, 'get_products_all/?page_size=24');
    expect(gallery.body.boards.map((b) => b.id)).not.toContain(id);
    expect((await call(backend, `admin/boards/${id}`, { method: 'POST', token: adminToken, body: { action: 'restore' } })).status).toBe(
      200,
    );
    expect((await call(backend, `boards/${id}`)).status).toBe(200);
    expect((await call(backend, `admin/boards/${id}`, { method: 'POST', token: adminToken, body: { action: 'dismiss' } })).status).toBe(
      200,
    );
    const after = await call<AdminQueue>(backend, 'admin/queue', { token: adminToken });
    expect(after.body.reported.map((reported) => reported.id)).not.toContain(id);
    const actions = await db.collection('adminActions').where('itemId', '==', id).get();
    expect(actions.docs.map((doc) => [doc.get('adminUid'), doc.get('action')]).sort()).toEqual(
      [
        [admin.user.uid, 'dismiss'],
        [admin.user.uid, 'hide'],
        [admin.user.uid, 'restore'],
      ].sort(),
    );
    expect(actions.docs.every((doc) => doc.get('at') !== undefined)).toBe(true);
  });

  it('grants and revokes the admin claim with `npm run admin:grant` on the Auth emulator', async () => {
    const member = await join('Grant');
    const tool = (...args: string[]) =>
      spawnSync(process.execPath, [resolve('functions/lib/tools/admin-grant.js'), ...args], {
        encoding: 'utf8',
        env: process.env,
      });
    const granted = tool(member.user.email);
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${member.user.email} (${member.user.uid}) is now an admin on the Auth emulator`);
    const auth = getAuth(await adminApp(backend.config));
    expect((await auth.getUser(member.user.uid)).customClaims).toEqual({ admin: true });
    const revoked = tool('--revoke', member.user.email);
    expect(revoked.stdout).toContain('is no longer an admin');
    expect((await auth.getUser(member.user.uid)).customClaims ?? {}).toEqual({});
    const nobody = tool('nobody@example.com');
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain('admin:grant failed');
  });

  it('gives boards saved before the community their like count, title words and style (npm run community:backfill)', async () => {
    const id = await board(ann, { title: `Legacy ${prefix}` });
    const ref = db.doc(`boards/${id}`);
    await ref.update({ likeCount: FieldValue.delete(), titleWords: FieldValue.delete(), style: FieldValue.delete() });
    const word = `legacy${prefix.split('-')[1]}`;
    await ref.update({ generatedTitle: `Legacy ${word}` });
    expect((await call<BoardsPage>(backend, `get_products_all/?sort=liked&q=${word}`)).body.boards).toEqual([]);
    await call(backend, `boards/${id}/like`, { method: 'PUT', token: bob.token });
    await ref.update({ likeCount: FieldValue.delete() });
    expect(await backfillBoards(db)).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).data()).toMatchObject({ likeCount: 1, style: 'Natural Tones', titleWords: expect.arrayContaining([word]) });
    const found = await call<BoardsPage>(backend, `get_products_all/?sort=liked&q=${word}`);
    expect(found.body.boards.map((b) => [b.id, b.likes])).toEqual([[id, 1]]);
    // Again: nothing left to write on this board.
    const written = (await ref.get()).updateTime!;
    await backfillBoards(db);
    expect((await ref.get()).updateTime!.isEqual(written)).toBe(true);
  });
});
