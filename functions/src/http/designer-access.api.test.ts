// What a designer can reach of a member's account over real HTTP, on the Auth and Firestore emulators: the member's
// pictures only through work that is theirs and open (never the owner's key or the co-editors' key), and nothing of the
// work once the role is revoked from the admin page, whose revoke puts their work back in the queue and tells each
// member so.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDesigners, DesignerRevoked } from '../contracts/designer-roles.js';
import { notificationText, type NotificationsPage } from '../contracts/notifications.js';
import type { DesignerProjects, Project } from '../contracts/projects.js';
import type { QueuePage, Review } from '../contracts/reviews.js';
import { adminApp, composeCatalogue } from '../composition.js';
import { editorKeyOf } from '../domain/board-view.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import { createAccount, sessionFor, verifyEmail, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';

const prefix = `access-${randomUUID().slice(0, 6)}`;
const productIds = [`${prefix}-bed`, `${prefix}-lamp`];
const DAY = 24 * 60 * 60 * 1000;
const BRIEF = {
  rooms: [{ function: 'Sleep', size: 'Queen Size', style: 'Natural Tones' }],
  layout: { width: 420, length: 360, shape: 'rectangular', items: [] },
  budgetUsd: 3000,
  notes: 'A calm bedroom.',
};
const DELIVERY = { notes: [], swaps: [], summary: 'Warm the corner with a lamp.' };

interface Person {
  user: TestUser;
  token: string;
}

describe("a designer's access to a member's pictures and work", () => {
  let api: TestBackend;
  let db: Firestore;
  let generations: GenerationsRepository;
  let admin: Person;

  async function person(claims: { designer?: true; admin?: true } = {}, name = 'Member'): Promise<Person> {
    const user = await createAccount();
    await verifyEmail(user);
    if (claims.designer || claims.admin) await getAuth(await adminApp(api.config)).setCustomUserClaims(user.uid, claims);
    if (claims.designer) await db.doc(`designers/${user.uid}`).set({ name, active: true });
    await db.doc(`users/${user.uid}`).set({ email: user.email, userName: `m-${user.uid.slice(0, 6)}` }, { merge: true });
    return { user, token: await sessionFor(api, user) };
  }
  const designer = (name: string) => person({ designer: true }, name);

  /** A Platinum member of their own (a project a period). */
  async function platinum(): Promise<Person> {
    const member = await person();
    const period = { periodStart: new Date(Date.now() - DAY).toISOString(), periodEnd: new Date(Date.now() + 29 * DAY).toISOString() };
    const membership = { tier: 'platinum', title: 'Platinum', since: period.periodStart, amountCents: 25000, currency: 'usd' };
    await db
      .doc(`users/${member.user.uid}`)
      .set({ membership: { ...membership, checkoutSessionId: null, status: 'active', ...period } }, { merge: true });
    return member;
  }

  /** A new session (the revocation is over when the admin call answers). */
  async function signInAgain(who: Person): Promise<Person> {
    return { ...who, token: await sessionFor(api, who.user) };
  }

  /** A saved private board of the member's, its picture (and room photo) stored; answers its id and owner's key. */
  async function privateBoard(owner: Person, roomPhoto = false): Promise<{ id: string; imageKey: string }> {
    const job = createGenerationJob({
      id: randomUUID(),
      ownerUid: owner.user.uid,
      productIds,
      createdAt: new Date(),
      imageKey: randomUUID(),
    });
    await generations.transact(job.id, owner.user.uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(api, 'save-products', {
      token: owner.token,
      body: [{ generationId: job.id, visibility: 'private' }],
    });
    expect(saved.status).toBe(201);
    const ref = db.doc(`boards/${saved.body.id}`);
    await api.blobs.put((await ref.get()).get('imagePath') as string, Buffer.from('the picture'), 'image/png');
    if (roomPhoto) {
      const path = `room-photos/${randomUUID().replaceAll('-', '')}.jpg`;
      await api.blobs.put(path, Buffer.from('the room photo'), 'image/jpeg');
      await ref.update({ roomPhoto: { path, width: 1200, height: 900 } });
    }
    return { id: saved.body.id, imageKey: (await ref.get()).get('imageKey') as string };
  }

  /** What loading a picture URL answers (an <img> sends no session). */
  const load = async (url: string | null | undefined) => (url ? (await fetch(`${api.url}${url}`)).status : 'no url');
  const get = <T>(who: Person, path: string) => call<T>(api, path, { token: who.token });
  const post = <T>(who: Person, path: string, body: unknown = {}) => call<T>(api, path, { token: who.token, body });
  /** Neither the owner's key nor the co-editors' key of the board is anywhere in what a designer was given. */
  const holdsNoKeyOf = (answer: unknown, board: { imageKey: string }) => {
    const text = JSON.stringify(answer);
    expect(text).not.toContain(board.imageKey);
    expect(text).not.toContain(editorKeyOf({ imageKey: board.imageKey, editorKeyEpoch: 0 }));
  };

  beforeAll(async () => {
    api = await startBackend();
    db = getFirestore(await adminApp(api.config));
    const catalogue = await composeCatalogue(api.config);
    generations = catalogue.generations;
    await catalogue.products.upsertMany(productIds.map((id, n) => createCatalogueProduct(n + 1, { id })));
    admin = await person({ admin: true });
  });
  afterAll(() => api.close());

  it('opens a review’s picture to a designer only while the review is in the queue or theirs and open', async () => {
    const [member, dee, eve] = await Promise.all([platinum(), designer('Dee'), designer('Eve')]);
    const board = await privateBoard(member);
    const asked = await post<Review>(member, `boards/${board.id}/reviews`, { question: 'Is the rug right?' });
    expect(asked.status).toBe(201);
    expect((await db.doc(`reviews/${asked.body.id}`).get()).get('pictureUrl')).toBeUndefined();

    const queue = await get<QueuePage>(dee, 'designer/queue?page_size=50');
    holdsNoKeyOf(queue.body, board);
    const queued = queue.body.items.find((item) => item.id === asked.body.id)!.pictureUrl!;
    expect(await load(queued)).toBe(200);
    // The key names Dee: another designer's uid with it opens nothing.
    expect(await load(queued.replace(`designer=${dee.user.uid}`, `designer=${eve.user.uid}`))).toBe(404);
    // Without a key, or with an id the store refuses: 404, never an error.
    expect(await load(`/api/reviews/${asked.body.id}/picture?designer=${dee.user.uid}`)).toBe(404);
    expect(await load(`/api/reviews/__x__/picture?designer=${dee.user.uid}&key=k`)).toBe(404);
    expect(await load(`/api/projects/__x__/boards/${board.id}/picture?designer=${dee.user.uid}&key=k`)).toBe(404);

    const claimed = await post<Review>(eve, `reviews/${asked.body.id}/claim`);
    holdsNoKeyOf(claimed.body, board);
    expect(await load(queued)).toBe(404); // no longer in the queue, and not Dee's
    expect(await load(claimed.body.pictureUrl)).toBe(200);
    expect((await post(eve, `reviews/${asked.body.id}/deliver`, DELIVERY)).status).toBe(200);
    expect(await load(claimed.body.pictureUrl)).toBe(200);
    expect((await post(member, `reviews/${asked.body.id}/rating`, { stars: 5 })).status).toBe(200);
    // Closed: the URL she was given opens nothing, and she is given none.
    expect(await load(claimed.body.pictureUrl)).toBe(404);
    expect((await get<Review>(eve, `reviews/${asked.body.id}`)).body.pictureUrl).toBeNull();
    // The member still sees her own picture with her own key.
    expect(await load((await get<Review>(member, `reviews/${asked.body.id}`)).body.pictureUrl)).toBe(200);
  });

  it('opens a brief’s room photo to a designer only while the project is open or theirs and not closed', async () => {
    const [member, dee, eve] = await Promise.all([platinum(), designer('Dee'), designer('Eve')]);
    const board = await privateBoard(member, true);
    const created = await post<Project>(member, 'projects', { ...BRIEF, photoBoardIds: [board.id] });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const open = await get<DesignerProjects>(dee, 'designer/projects');
    holdsNoKeyOf(open.body, board);
    const brief = open.body.open.find((project) => project.id === id)!;
    const deesPhoto = brief.brief.photos[0]!.url;
    expect(await load(deesPhoto)).toBe(200);
    // The photo's key opens neither the board's picture nor the photo for another designer.
    expect(await load(deesPhoto.replace('/room-photo?', '/picture?'))).toBe(404);
    expect(await load(deesPhoto.replace(`designer=${dee.user.uid}`, `designer=${eve.user.uid}`))).toBe(404);
    // Nor does any key of a designer's open the board's own routes.
    const key = new URL(deesPhoto, api.url).searchParams.get('key');
    expect(await load(`/api/boards/${board.id}/room-photo/image?key=${key}`)).toBe(404);
    expect(await load(`/api/boards/${board.id}/image?key=${key}`)).toBe(404);

    const taken = await post<Project>(eve, `projects/${id}/take`);
    holdsNoKeyOf(taken.body, board);
    const evesPhoto = taken.body.brief.photos[0]!.url;
    // Dee is not assigned: the URL the open brief gave him stops, and the project is not his to read.
    expect(await load(deesPhoto)).toBe(404);
    expect((await get(dee, `projects/${id}`)).status).toBe(404);
    expect(await load(evesPhoto)).toBe(200);

    await db.doc(`projects/${id}`).update({ status: 'delivered' });
    expect(await load(evesPhoto)).toBe(200);
    expect((await post(member, `projects/${id}/rate`, { rating: 4 })).status).toBe(200);
    expect(await load(evesPhoto)).toBe(404);
    expect((await get<Project>(eve, `projects/${id}`)).body.brief.photos).toEqual([]);
  });

  it('revokes from the admin page: 404 for non-admins; the revoked designer reads no work and opens no picture; their work is back in the queue', async () => {
    const [member, rex, eve] = await Promise.all([platinum(), designer('Rex Hale'), designer('Eve')]);
    // A review Rex delivered and the member asked to revise, a project he is working on, a past consultation.
    const board = await privateBoard(member, true);
    const asked = await post<Review>(member, `boards/${board.id}/reviews`, { question: 'Brighter?' });
    const claimed = await post<Review>(rex, `reviews/${asked.body.id}/claim`);
    expect((await post(rex, `reviews/${asked.body.id}/deliver`, DELIVERY)).status).toBe(200);
    expect((await post<Review>(member, `reviews/${asked.body.id}/reply`, { text: 'Lighter, please.' })).body.status).toBe('revision-asked');
    const project = await post<Project>(member, 'projects', { ...BRIEF, photoBoardIds: [board.id] });
    const taken = await post<Project>(rex, `projects/${project.body.id}/take`);
    expect(await load(taken.body.brief.photos[0]!.url)).toBe(200);
    expect(await load(claimed.body.pictureUrl)).toBe(200);
    const consultation = await db.collection('bookings').add({
      memberUid: member.user.uid,
      memberName: 'Member',
      designerUid: rex.user.uid,
      designerName: 'Rex Hale',
      status: 'confirmed',
      start: Timestamp.fromMillis(Date.now() - DAY),
      minutes: 30,
      createdAt: Timestamp.fromMillis(Date.now() - 2 * DAY),
    });
    expect((await get(rex, `consultations/${consultation.id}`)).status).toBe(200);

    // Only admins reach the designers' list and the revoke.
    for (const who of [rex, member]) {
      expect((await get(who, 'admin/designers')).status).toBe(404);
      expect((await post(who, `admin/designers/${rex.user.uid}/revoke`)).status).toBe(404);
    }
    const listed = await get<AdminDesigners>(admin, 'admin/designers');
    expect(listed.body.designers).toContainEqual({ id: rex.user.uid, name: 'Rex Hale', email: rex.user.email, suspended: false });
    const revoked = await post<DesignerRevoked>(admin, `admin/designers/${rex.user.uid}/revoke`, { reason: 'Left the studio.' });
    expect(revoked).toMatchObject({ status: 200, body: { reviews: 1, projects: 1, boards: 0, consultations: 0 } });
    expect((await get<AdminDesigners>(admin, 'admin/designers')).body.designers.map((one) => one.id)).not.toContain(rex.user.uid);
    expect((await getAuth(await adminApp(api.config)).getUser(rex.user.uid)).customClaims ?? {}).toEqual({});

    // The member hears, in the app and by mail, that the review and the project are back in the queue: once, even when
    // the revoke is run again.
    const title = (await db.doc(`reviews/${asked.body.id}`).get()).get('boardTitle') as string;
    const heard = async () => {
      const page = await get<NotificationsPage>(member, 'notifications?page_size=50');
      const mails = await db.collection('mail').where('to', '==', member.user.email).get();
      return {
        notifications: page.body.notifications
          .filter((one) => (one.kind === 'review' && one.status === 'returned') || (one.kind === 'project' && one.step === 'returned'))
          .map((one) => [`${one.actor.name} ${notificationText(one)}`, one.link])
          .sort(),
        mails: mails.docs
          .map((doc) => doc.get('message.subject') as string)
          .filter((subject) => subject.endsWith('is back in the queue'))
          .sort(),
      };
    };
    const once = {
      notifications: [
        [
          `Rex Hale can no longer review your board “${title}”: it is back in the queue and another designer will take it`,
          `/UserBoard/${board.id}#review`,
        ],
        [
          'Rex Hale can no longer work on your design project: it is back in the queue and another designer will take it',
          `/projects/${project.body.id}`,
        ],
      ],
      mails: ['Your design project is back in the queue', `Your review of “${title}” is back in the queue`],
    };
    expect(await heard()).toEqual(once);
    const again = await post<DesignerRevoked>(admin, `admin/designers/${rex.user.uid}/revoke`);
    expect(again).toMatchObject({ status: 200, body: { reviews: 0, projects: 0 } });
    expect(await heard()).toEqual(once);

    // The URLs he was given open nothing; his old session is over; a new one reads none of his work.
    expect(await load(taken.body.brief.photos[0]!.url)).toBe(404);
    expect(await load(claimed.body.pictureUrl)).toBe(404);
    expect((await get(rex, 'designer/queue')).status).toBe(404);
    const former = await signInAgain(rex);
    expect((await get(former, `reviews/${asked.body.id}`)).status).toBe(404);
    expect((await get(former, `consultations/${consultation.id}`)).status).toBe(404);
    expect((await get(former, `projects/${project.body.id}`)).status).toBe(404);
    expect((await get(former, 'designer/projects')).status).toBe(404);

    // The review waiting for his revision is back in the queue; the next designer claims it as that revision.
    const queue = await get<QueuePage>(eve, 'designer/queue?page_size=50');
    expect(queue.body.items.map((item) => item.id)).toContain(asked.body.id);
    expect((await post<Review>(eve, `reviews/${asked.body.id}/claim`)).body).toMatchObject({
      status: 'revision-asked',
      designerUid: eve.user.uid,
      reply: { text: 'Lighter, please.' },
    });
    expect((await get<Project>(member, `projects/${project.body.id}`)).body).toMatchObject({ status: 'open', designer: null });
    expect((await get(member, `consultations/${consultation.id}`)).status).toBe(200);
  });
});
