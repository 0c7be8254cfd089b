// Messages over real HTTP on the Auth and Firestore emulators: a thread on a review between its member and its
// designer (the review written directly, as the reviews API would), pictures through the generate function, unread
// counts, the message notification, and the batched mail; a revoked designer losing the thread the member keeps.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_PHOTO_NOT_IMAGE } from '../contracts/board-pictures.js';
import { MESSAGE_TEXT_INVALID, THREAD_NOT_FOUND, type MessagesPage, type ThreadMessage, type ThreadsPage } from '../contracts/messages.js';
import type { NotificationsPage } from '../contracts/notifications.js';
import { adminApp, composeMessageMail } from '../composition.js';
import { mailWaitingMessages } from '../services/messages.service.js';
import { createAccount, sessionFor, verifyEmail, type TestUser } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { setRole } from '../tools/admin-grant.js';
import sharp from 'sharp';
import { startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';

/** Subjects of this run: the emulators may hold an earlier run's threads. */
const R = `r${Date.now()}`;
const P = `p${Date.now()}`;

interface Member {
  user: TestUser;
  token: string;
}

describe('messages API', () => {
  let backend: GenerateBackend;
  let db: Firestore;
  let mia: Member;
  let dan: Member;
  let eve: Member;

  async function join(name: string, designer = false): Promise<Member> {
    const user = await createAccount();
    const body = { first_name: name, last_name: 'Tester', email: user.email, address: '1 Test Street' };
    expect((await call(backend, 'sign_up', { token: user.idToken, body })).status).toBe(201);
    if (designer) await setRole(getAuth(await adminApp(backend.config)), user.email, 'designer', true);
    // The batched mail of messages is one a member may turn off: it goes to a verified address only.
    await verifyEmail(user);
    return { user, token: await sessionFor(backend, user) };
  }

  const messages = (who: Member, thread: string, query = '') =>
    call<MessagesPage & { error?: string }>(backend, `threads/${thread}/messages${query}`, { token: who.token });
  const send = (who: Member, thread: string, body: unknown) =>
    call<ThreadMessage & { error?: string }>(backend, `threads/${thread}/messages`, { token: who.token, body });
  const threads = (who: Member) => call<ThreadsPage>(backend, 'threads', { token: who.token });
  const bell = async (who: Member) => (await call<{ unread: number }>(backend, 'notifications/unread', { token: who.token })).body.unread;

  async function upload(who: Member, thread: string, body: Buffer, type = 'image/png') {
    const response = await fetch(`${backend.url}/api/threads/${thread}/pictures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': type },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as ThreadMessage & { error?: string } };
  }

  const photo = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8a27a' } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    backend = await startGenerateBackend();
    db = getFirestore(await adminApp(backend.config));
    [mia, dan, eve] = await Promise.all([join('Mia'), join('Dan', true), join('Eve')]);
    await db.doc(`reviews/${R}`).set({ memberUid: mia.user.uid, designerUid: dan.user.uid, status: 'claimed' });
    await db.doc(`projects/${P}`).set({ memberUid: mia.user.uid, designerUid: null, status: 'open' });
  });
  afterAll(() => backend?.close());

  it('carries messages both ways between the two sides, newest first by cursor, and answers 404 to anyone else', async () => {
    const first = await send(mia, `review/${R}`, { text: '  Is the sofa too big?  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ text: 'Is the sofa too big?', author: { id: mia.user.uid, name: 'Mia' }, picture: null });
    expect((await send(dan, `review/${R}`, { text: 'A little: try the 180 cm one.' })).status).toBe(201);

    const page = await messages(mia, `review/${R}`, '?page_size=1');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.body.messages.map((m) => [m.author.name, m.text])).toEqual([['Dan', 'A little: try the 180 cm one.']]);
    expect(page.body).toMatchObject({ role: 'member', open: true });
    const rest = await messages(dan, `review/${R}`, `?page_size=1&cursor=${page.body.next}`);
    expect(rest.body).toMatchObject({ role: 'designer', next: null });
    expect(rest.body.messages.map((m) => m.text)).toEqual(['Is the sofa too big?']);

    for (const path of [`review/${R}`, 'review/nope', 'reviews/r1', `project/${P}`]) {
      const who = path === `project/${P}` ? dan : eve;
      expect(await messages(who, path)).toMatchObject({ status: 404, body: { error: THREAD_NOT_FOUND } });
      expect(await send(who, path, { text: 'Hi' })).toMatchObject({ status: 404, body: { error: THREAD_NOT_FOUND } });
      expect((await call(backend, `threads/${path}/read`, { method: 'POST', token: who.token })).status).toBe(404);
    }
    expect((await call(backend, `threads/review/${R}/messages`)).status).toBe(401);
  });

  it('refuses an empty or too long message with its reason, and writes nothing', async () => {
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(2001) }, {}, { text: 'ok', extra: 1 }]) {
      expect(await send(mia, `project/${P}`, body)).toMatchObject({ status: 400, body: { error: MESSAGE_TEXT_INVALID } });
    }
    expect((await messages(mia, `project/${P}`)).body).toMatchObject({ messages: [], open: false });
    expect((await db.collection(`threads/project_${P}/messages`).get()).size).toBe(0);
  });

  it('counts unread messages per thread, with one notification per unread thread that reading clears', async () => {
    await call(backend, `threads/review/${R}/read`, { method: 'POST', token: mia.token });
    await call(backend, 'notifications/read', { token: mia.token, body: { all: true } });
    const a = await send(dan, `review/${R}`, { text: 'Your notes are ready.' });
    await send(dan, `review/${R}`, { text: 'And a swap for the rug.' });
    const listed = await threads(mia);
    expect(listed.status).toBe(200);
    expect(listed.body.unread).toBe(2);
    expect(listed.body.threads.map((t) => [t.kind, t.id, t.path, t.with?.name, t.last.excerpt, t.unread])).toEqual([
      ['review', R, `/messages/review/${R}`, 'Dan', 'And a swap for the rug.', 2],
    ]);
    expect(await bell(mia)).toBe(1);
    const notifications = await call<NotificationsPage>(backend, 'notifications', { token: mia.token });
    expect(notifications.body.notifications[0]).toMatchObject({
      id: `message_${a.body.id}`,
      kind: 'message',
      actor: { id: dan.user.uid, name: 'Dan' },
      excerpt: 'Your notes are ready.',
      link: `/messages/review/${R}`,
      read: false,
    });
    expect(await call(backend, `threads/review/${R}/read`, { method: 'POST', token: mia.token })).toMatchObject({
      status: 200,
      body: { unread: 0 },
    });
    expect((await threads(mia)).body.unread).toBe(0);
    expect(await bell(mia)).toBe(0);
    expect((await threads(eve)).body.threads).toEqual([]);
  });

  it('takes a picture on the generate function and keeps it private, loaded with its key', async () => {
    const sent = await upload(dan, `review/${R}`, await photo());
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ text: '', picture: { width: 800, height: 600 } });
    const picture = await fetch(`${backend.url}${sent.body.picture!.url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(picture.headers.get('cache-control')).toBe('private, max-age=60');
    const wrongKey = sent.body.picture!.url.replace(/key=[^&]+/, 'key=AAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await fetch(`${backend.url}${wrongKey}`)).status).toBe(404);
    expect(await upload(dan, `review/${R}`, Buffer.from('not a picture'), 'image/jpeg')).toMatchObject({
      status: 400,
      body: { error: ROOM_PHOTO_NOT_IMAGE },
    });
    expect(await upload(eve, `review/${R}`, await photo())).toMatchObject({ status: 404, body: { error: THREAD_NOT_FOUND } });
    // The listener's document holds the key and size, never the picture's bytes.
    const stored = (await db.doc(`threads/review_${R}/messages/${sent.body.id}`).get()).data()!;
    expect(stored.picture).toEqual({ key: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), width: 800, height: 600 });
    expect(stored.picturePath).toMatch(/^message-pictures\/[a-f0-9]{32}\.jpg$/);
    // Never by its file's name, as the catalogue's files are.
    expect((await fetch(`${backend.url}/api/files/${String(stored.picturePath)}`)).status).toBe(404);
  });

  it('mails each recipient one batch of unread messages, once, after the wait', async () => {
    await call(backend, `threads/review/${R}/read`, { method: 'POST', token: dan.token });
    for (const who of [dan, mia]) await db.doc(`messageDigests/${who.user.uid}`).delete();
    await send(mia, `review/${R}`, { text: 'Thanks! One question about the lamp.' });
    const deps = await composeMessageMail(backend.config);
    expect(await mailWaitingMessages(deps)).toEqual({ mailed: 0 });
    const later = () => new Date(Date.now() + 6 * 60_000);
    expect(await mailWaitingMessages({ ...deps, now: later })).toEqual({ mailed: 1 });
    expect(await mailWaitingMessages({ ...deps, now: later })).toEqual({ mailed: 0 });
    const mails = await db.collection('mail').where('uid', '==', dan.user.uid).where('category', '==', 'messages').get();
    expect(mails.docs.map((doc) => doc.id)).toEqual([`messages-${dan.user.uid}-1`]);
    const message = mails.docs[0]!.data().message as { subject: string; text: string; headers: Record<string, string> };
    expect(message.subject).toBe('You have a new message on Roomboard');
    expect(message.text).toContain('Mia on the board review: “Thanks! One question about the lamp.”');
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('closes a revoked designer out of the thread of their delivered review; the member keeps its history', async () => {
    const [member, ines] = await Promise.all([join('Mona'), join('Ines', true)]);
    const id = `r${Date.now()}d`;
    await db.doc(`reviews/${id}`).set({ memberUid: member.user.uid, designerUid: ines.user.uid, status: 'delivered' });
    expect((await send(ines, `review/${id}`, { text: 'Your notes are ready.' })).status).toBe(201);
    // Revoked as `npm run admin:grant -- --role designer --revoke` does: the review still names her.
    await setRole(getAuth(await adminApp(backend.config)), ines.user.email, 'designer', false);
    const former = { ...ines, token: await sessionFor(backend, ines.user) };
    expect(await messages(former, `review/${id}`)).toMatchObject({ status: 404, body: { error: THREAD_NOT_FOUND } });
    expect(await send(former, `review/${id}`, { text: 'Still here?' })).toMatchObject({ status: 404, body: { error: THREAD_NOT_FOUND } });
    expect((await upload(former, `review/${id}`, await photo())).status).toBe(404);
    expect((await call(backend, `threads/review/${id}/read`, { method: 'POST', token: former.token })).status).toBe(404);
    expect((await threads(former)).body.threads).toEqual([]);
    expect((await messages(member, `review/${id}`)).body.messages.map((m) => m.text)).toEqual(['Your notes are ready.']);
    expect((await threads(member)).body.threads.map((t) => t.id)).toEqual([id]);
  });
});
