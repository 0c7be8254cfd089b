// Download my data and Delete my account, over HTTP against the Auth and Firestore emulators (Stripe: the stand-in).
import { randomUUID } from 'node:crypto';
import { getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_REQUIRED } from '../contracts/accounts.js';
import { CONFIRM_MISMATCH, DELETE_NEEDS_RECENT_SIGN_IN } from '../domain/account-data.js';
import type { DataExportView } from '../contracts/account-export.js';
import { adminApp, EXPORT_WORKER } from '../composition.js';
import { backdateAccount, providerSignIn, sessionFor, verifyEmail, signUpMember, type TestUser } from '../testing/auth.js';
import { call, clearFirestore } from '../testing/backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';
import { emulatorToken } from '../testing/jwt.js';
import { startFakeStripe, type FakeStripe } from '../testing/stripe.js';
import { ACCOUNT_DELETED } from './routes/account.routes.js';

interface Member {
  user: TestUser;
  token: string;
}

const productIds = [`account-${randomUUID().slice(0, 6)}`];

/** Every document in the database, subcollections included, with its path. */
async function everyDocument(db: Firestore): Promise<{ path: string; data: unknown }[]> {
  const walk = async (refs: DocumentReference[]): Promise<{ path: string; data: unknown }[]> =>
    (
      await Promise.all(
        refs.map(async (ref) => {
          const [snapshot, subs] = await Promise.all([ref.get(), ref.listCollections()]);
          const below = await Promise.all(subs.map(async (sub) => walk(await sub.listDocuments())));
          return [...(snapshot.exists ? [{ path: ref.path, data: snapshot.data() }] : []), ...below.flat()];
        }),
      )
    ).flat();
  const collections = await db.listCollections();
  return (await Promise.all(collections.map(async (collection) => walk(await collection.listDocuments())))).flat();
}

describe('your account, yours', () => {
  let backend: GenerateBackend;
  let stripe: FakeStripe;
  let db: Firestore;
  let ann: Member;
  let bob: Member;

  const join = (first: string): Promise<Member> => signUpMember(backend, first);

  /** A saved public board of `member`'s with a stored picture; answers its id and the picture's path. */
  async function board(member: Member, colour: string): Promise<{ id: string; imagePath: string }> {
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const imagePath = `boards/${randomUUID().replaceAll('-', '')}.png`;
    await backend.blobs.put(imagePath, picture, 'image/png');
    const job = createGenerationJob({
      id: randomUUID(),
      ownerUid: member.user.uid,
      productIds,
      createdAt: new Date(),
      imagePath,
      imageKey: randomUUID(),
    });
    await backend.generations.transact(job.id, member.user.uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(backend, 'save-products', {
      token: member.token,
      body: [{ generationId: job.id, visibility: 'public' }],
    });
    expect(saved.status).toBe(201);
    return { id: saved.body.id, imagePath };
  }

  beforeAll(async () => {
    // The worker's database holds what earlier files left: the walk after the deletion reads this file's alone.
    await clearFirestore();
    stripe = await startFakeStripe();
    backend = await startGenerateBackend(stripe.env());
    db = getFirestore(await adminApp(backend.config));
    await backend.products.upsertMany(productIds.map((id, n) => createCatalogueProduct(n + 1, { id })));
    [ann, bob] = await Promise.all([join('Ann'), join('Bob')]);
  });
  afterAll(async () => {
    await backend?.close();
    await stripe?.close();
  });

  let annBoard: { id: string; imagePath: string };
  let annPrivate: { id: string; imagePath: string };
  let bobBoard: { id: string; imagePath: string };
  let roomPhotoUrl: string;
  let copyId: string;
  let messagePictures: string[];
  let avatars: string[];
  let unsavedPicture: string;
  let exportPath: string;

  const picture = (colour: string, size = 900) =>
    sharp({ create: { width: size, height: Math.round(size * 0.75), channels: 3, background: colour } })
      .png()
      .toBuffer();

  it("gives one of everything to Ann, through the API and Firestore (Bob's side too)", async () => {
    [annBoard, annPrivate, bobBoard] = [await board(ann, '#C9B79C'), await board(ann, '#6F4A31'), await board(bob, '#2F7F7A')];
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#A0B0C0' } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${backend.url}/api/boards/${annBoard.id}/room-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'image/png' },
      body: new Uint8Array(photo),
    });
    expect(uploaded.status).toBe(200);
    roomPhotoUrl = ((await uploaded.json()) as { room_photo: { url: string } }).room_photo.url;

    const ok = async (path: string, method: string, token: string, body?: unknown) => {
      const result = await call(backend, path, { method, token, body });
      expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
      return result.body;
    };
    copyId = String((await ok(`boards/${annBoard.id}/copy`, 'POST', bob.token)).id);
    await ok(`boards/${bobBoard.id}/like`, 'PUT', ann.token);
    await ok(`boards/${annBoard.id}/like`, 'PUT', bob.token);
    await ok(`users/${bob.user.uid}/follow`, 'PUT', ann.token);
    await ok(`users/${ann.user.uid}/follow`, 'PUT', bob.token);
    await ok(`boards/${bobBoard.id}/comments`, 'POST', ann.token, { text: 'Lovely walnut.' });
    await ok(`boards/${annBoard.id}/comments`, 'POST', bob.token, { text: 'Where is the rug from?' });
    // Only a member with a verified address invites.
    await Promise.all([verifyEmail(ann.user), verifyEmail(bob.user)]);
    await ok(`boards/${annPrivate.id}/invites`, 'POST', ann.token, { email: `friend-${randomUUID().slice(0, 6)}@example.com` });
    const invite = await ok(`boards/${bobBoard.id}/invites`, 'POST', bob.token, { email: ann.user.email });
    await ok(`invites/${String(invite.id)}/accept`, 'POST', ann.token);
    await ok(`boards/${bobBoard.id}/report`, 'POST', ann.token, { reason: 'spam' });

    // What the designer-services branches write, by the convention every engagement document follows.
    await db.doc('stripeCustomers/cus_test_ann').set({ uid: ann.user.uid });
    await db.doc(`users/${ann.user.uid}`).set(
      {
        stripeCustomerId: 'cus_test_ann',
        membership: {
          tier: 'gold',
          title: 'Gold',
          since: new Date().toISOString(),
          amountCents: 4900,
          currency: 'usd',
          checkoutSessionId: null,
          subscriptionId: 'sub_test_ann',
          status: 'active',
        },
      },
      { merge: true },
    );
    await db.doc('reviews/r-ann').set({ memberUid: ann.user.uid, designerUid: null, boardId: annBoard.id, status: 'asked' });
    await db.doc('bookings/b-ann').set({ memberUid: ann.user.uid, designerUid: 'designer-1', status: 'booked' });
    await db.doc('bookingSlots/slot-1').set({ memberUid: ann.user.uid, designerUid: 'designer-1' });
    await db.doc('threads/booking_b-ann').set({ memberUid: ann.user.uid, designerUid: 'designer-1' });
    await db.doc('threads/booking_b-ann/messages/m1').set({ authorUid: ann.user.uid, text: 'Hello' });
    await db.doc(`allowances/${ann.user.uid}/periods/2026-11`).set({ reviews: 1 });
    await db.doc(`messageDigests/${ann.user.uid}`).set({ items: [{ authorUid: 'designer-1', excerpt: 'Hello' }] });
    // A message of Ann's in a thread that is not hers (the group query finds it).
    await db.doc('threads/review_r-bob/messages/m2').set({ authorUid: ann.user.uid, text: 'Nice room' });

    // Messages in her consultation's thread: a text and two pictures; the designer sent the second one elsewhere too.
    await ok('threads/booking/b-ann/messages', 'POST', ann.token, { text: 'Here is the hall.' });
    for (const colour of ['#8899AA', '#AA9988']) {
      const sent = await fetch(`${backend.url}/api/threads/booking/b-ann/pictures`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'image/png' },
        body: new Uint8Array(await picture(colour)),
      });
      expect(sent.status).toBe(201);
    }
    const pictures = await db.collection('threads/booking_b-ann/messages').where('picturePath', '!=', null).get();
    messagePictures = pictures.docs.map((doc) => String(doc.get('picturePath'))).sort();
    expect(messagePictures).toHaveLength(2);
    await db.doc('threads/review_r-bob/messages/m3').set({ authorUid: 'designer-1', text: '', picturePath: messagePictures[1] });

    // Two avatars, one after the other; a generation she did not save; the newsletter.
    for (const colour of ['#223344', '#443322']) {
      const avatar = await fetch(`${backend.url}/api/profile-image`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'image/png' },
        body: new Uint8Array(await picture(colour, 200)),
      });
      expect(avatar.status).toBe(200);
    }
    avatars = ((await db.doc(`users/${ann.user.uid}`).get()).get('avatarPaths') as string[]) ?? [];
    expect(avatars).toHaveLength(2);
    unsavedPicture = `boards/${randomUUID().replaceAll('-', '')}.png`;
    await backend.blobs.put(unsavedPicture, await picture('#556677', 40), 'image/png');
    const unsaved = createGenerationJob({
      id: randomUUID(),
      ownerUid: ann.user.uid,
      productIds,
      imagePath: unsavedPicture,
      imageKey: randomUUID(),
    });
    await backend.generations.transact(unsaved.id, ann.user.uid, () => ({ result: null, job: unsaved }));
    await ok('newsletter', 'POST', ann.token, { email: ann.user.email });

    const liked = await call<{ likes: number }>(backend, `boards/${bobBoard.id}/like`, { token: bob.token });
    expect(liked.body.likes).toBe(1);
  });

  it('builds Ann’s data in the worker, shows it ready, mails her, and the link downloads the zip with boards and threads', async () => {
    expect(await call(backend, 'account/export', { token: ann.token })).toMatchObject({ status: 200, body: { export: null } });
    const started = await call<{ export: DataExportView }>(backend, 'account/export', { method: 'POST', token: ann.token });
    expect(started).toMatchObject({ status: 202, body: { export: { status: 'queued', progress: 0, download: null } } });
    await backend.tasks.idle();
    expect(backend.tasks.enqueued.get(EXPORT_WORKER)).toBe(1);

    const status = await call<{ export: DataExportView }>(backend, 'account/export', { token: ann.token });
    expect(status.headers.get('cache-control')).toBe('private, no-store');
    expect(status.body.export).toMatchObject({ status: 'ready', progress: 100, error: null });
    const link = status.body.export.download!;
    expect(link).toMatch(/^\/api\/account\/export\/download\?token=/);

    // The link needs no session (a browser follows it) and names the file.
    const response = await fetch(`${backend.url}${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="roomboard-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = new Uint8Array(await response.arrayBuffer());
    expect(zip.length).toBe(status.body.export.bytes);
    const files = unzipSync(zip);
    const read = (path: string) => JSON.parse(strFromU8(files[path]!)) as unknown;
    const names = Object.keys(files);
    for (const name of [
      'profile.json',
      'profile/avatar.webp',
      'profile/earlier-avatars/1.webp',
      `boards/${annBoard.id}/board.json`,
      `boards/${annBoard.id}/picture.png`,
      `boards/${annBoard.id}/room-photo.jpg`,
      `boards/${annPrivate.id}/board.json`,
      `boards/${annPrivate.id}/picture.png`,
      'comments.json',
      'likes.json',
      'follows.json',
      'reviews.json',
      'bookings.json',
      'messages/booking_b-ann/thread.json',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(read('profile.json')).toMatchObject({ uid: ann.user.uid, email: ann.user.email, firstName: 'Ann' });
    const board = read(`boards/${annBoard.id}/board.json`) as Record<string, unknown>;
    expect(board).toMatchObject({ id: annBoard.id, ownerUid: ann.user.uid, visibility: 'public' });
    expect(board).not.toHaveProperty('imageKey');
    expect(Buffer.from(files[`boards/${annBoard.id}/picture.png`]!)).toEqual((await backend.blobs.get(annBoard.imagePath))!.data);
    expect(read('comments.json')).toMatchObject([{ boardId: bobBoard.id, authorUid: ann.user.uid, text: 'Lovely walnut.' }]);
    expect(read('likes.json')).toEqual([{ boardId: bobBoard.id }]);
    expect(read('follows.json')).toEqual({ following: [bob.user.uid], followers: [bob.user.uid] });

    const thread = read('messages/booking_b-ann/thread.json') as { messages: { text: string; picture: string | null }[] };
    expect(thread).toMatchObject({ kind: 'booking', subjectId: 'b-ann', memberUid: ann.user.uid, designerUid: 'designer-1' });
    expect(thread.messages.map((message) => message.text)).toEqual(['Here is the hall.', '', '']);
    const sentPictures = thread.messages.flatMap((message) => (message.picture ? [`messages/booking_b-ann/${message.picture}`] : []));
    expect(sentPictures).toHaveLength(2);
    const stored = await Promise.all(messagePictures.map(async (path) => Buffer.from((await backend.blobs.get(path))!.data)));
    const zipped = sentPictures.map((path) => Buffer.from(files[path]!));
    expect(zipped.map((data) => stored.findIndex((file) => file.equals(data))).sort()).toEqual([0, 1]);

    const job = (await db.doc(`accountExports/${ann.user.uid}`).get()).data()!;
    exportPath = String(job.path);
    const mail = await db.doc(`mail/data-export-${String(job.id)}`).get();
    expect(mail.data()).toMatchObject({
      uid: ann.user.uid,
      category: 'account',
      message: { subject: 'Your Roomboard data is ready to download' },
    });
  });

  it('answers a second export within the hour with 429 and when to try again', async () => {
    const again = await call(backend, 'account/export', { method: 'POST', token: ann.token });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/^You can download your data once an hour\. Please try again in (\d+ minutes|a minute)\.$/);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(backend.tasks.enqueued.get(EXPORT_WORKER)).toBe(1);
  });

  it('opens Ann’s zip to nobody else: Bob has no export, and a changed link or none answers 404', async () => {
    expect(await call(backend, 'account/export', { token: bob.token })).toMatchObject({ status: 200, body: { export: null } });
    const link = (await call<{ export: DataExportView }>(backend, 'account/export', { token: ann.token })).body.export.download!;
    const token = decodeURIComponent(link.split('token=')[1]!);
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: string; e: string; x: number };
    const asBob = Buffer.from(JSON.stringify({ ...claims, u: bob.user.uid })).toString('base64url');
    const longer = Buffer.from(JSON.stringify({ ...claims, x: claims.x + 86_400 })).toString('base64url');
    for (const forged of [`${asBob}.${signature}`, `${longer}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`]) {
      const response = await fetch(`${backend.url}/api/account/export/download?token=${encodeURIComponent(forged)}`, {
        headers: { authorization: `Bearer ${bob.token}` },
      });
      expect(response.status, forged).toBe(404);
    }
    const bare = await fetch(`${backend.url}/api/account/export/download`, { headers: { authorization: `Bearer ${bob.token}` } });
    expect(bare.status).toBe(404);
  });

  it('refuses without the typed e-mail, with another one, and with a sign-in older than five minutes', async () => {
    const missing = await call(backend, 'account', { method: 'DELETE', token: ann.token, body: {} });
    expect(missing).toMatchObject({ status: 400, body: { error: CONFIRM_REQUIRED } });
    const wrong = await call(backend, 'account', { method: 'DELETE', token: ann.token, body: { confirm: bob.user.email } });
    expect(wrong).toMatchObject({ status: 400, body: { error: CONFIRM_MISMATCH } });

    await backdateAccount(ann.user, 3600);
    const old = emulatorToken(ann.user.uid, { kind: 'session', email: ann.user.email, ageSeconds: 6 * 60 });
    const tooOld = await call(backend, 'account', { method: 'DELETE', token: old, body: { confirm: ann.user.email } });
    expect(tooOld).toMatchObject({ status: 401, body: { error: DELETE_NEEDS_RECENT_SIGN_IN, code: 'sign-in-too-old' } });
    expect((await db.doc(`users/${ann.user.uid}`).get()).exists).toBe(true);
  });

  it('deletes everything naming Ann and the files only she used, keeps what Bob’s copy needs, corrects counts, cancels the plan', async () => {
    const token = await sessionFor(backend, ann.user);
    const deleted = await call(backend, 'account', { method: 'DELETE', token, body: { confirm: ` ${ann.user.email.toUpperCase()} ` } });
    expect(deleted).toMatchObject({ status: 200, body: { message: ACCOUNT_DELETED } });

    const every = await everyDocument(db);
    // The walk reaches what stays: Bob's copy and his profile.
    expect(every.map(({ path }) => path)).toEqual(expect.arrayContaining([`boards/${copyId}`, `users/${bob.user.uid}`]));
    const left = every.filter(({ path, data }) => `${path} ${JSON.stringify(data)}`.includes(ann.user.uid));
    expect(left.map(({ path }) => path)).toEqual([]);

    // Bob's copy stays, with its picture, credited to no one; Ann's own files are gone.
    const copy = (await db.doc(`boards/${copyId}`).get()).data()!;
    expect(copy.copiedFrom).toEqual({ boardId: annBoard.id, ownerUid: '', ownerName: '' });
    expect(await backend.blobs.get(annBoard.imagePath)).not.toBeNull();
    expect(await backend.blobs.get(annPrivate.imagePath)).toBeNull();
    expect((await fetch(`${backend.url}${roomPhotoUrl}`)).status).toBe(404);

    // Counts others see: Bob's board has no like, Bob no follower and follows no one; his bell lost Ann's notices.
    expect((await call<{ likes: number }>(backend, `boards/${bobBoard.id}/like`, { token: bob.token })).body.likes).toBe(0);
    expect((await call(backend, `users/${bob.user.uid}`, { token: bob.token })).body).toMatchObject({ followers: 0, following: 0 });
    const bell = (await db.doc(`notificationCounts/${bob.user.uid}`).get()).data() ?? {};
    const inbox = await db.collection(`users/${bob.user.uid}/notifications`).get();
    expect(bell.total ?? 0).toBe(inbox.size);

    // Files no document names any more: every avatar, her unsaved picture, the pictures she sent that nothing else
    // shows (the one the designer also sent elsewhere stays), the export's zip; and her newsletter address.
    for (const path of [...avatars, unsavedPicture, messagePictures[0]!, exportPath])
      expect(await backend.blobs.get(path), path).toBeNull();
    expect(await backend.blobs.get(messagePictures[1]!)).not.toBeNull();
    expect((await db.collection('newsletter').where('email', '==', ann.user.email.toLowerCase()).get()).size).toBe(0);

    expect(stripe.cancelled.has('sub_test_ann')).toBe(true);
    expect((await call(backend, 'get-profile', { token })).status).toBe(401);
    await expect(providerSignIn(ann.user.email, ann.user.password)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  });
});
