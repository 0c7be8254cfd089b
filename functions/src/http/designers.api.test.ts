// Designers over real HTTP on the Auth and Firestore emulators: the role's 404s, granting and revoking it, profiles,
// the public pages, revocation returning work to the queue, and each member's allowances.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignerDetail, DesignerProfile, DesignerProfileForm, DesignersList, OwnDesignerProfile } from '../contracts/designers.js';
import type { AllowanceSummary } from '../contracts/membership.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createBoardRecord } from '../testing/factories.js';
import { setRole } from '../tools/admin-grant.js';

const NOT_FOUND = { error: 'Not found.', code: 'not-found' };
const form = (name: string): DesignerProfileForm => ({
  name,
  bio: 'Warm minimal rooms.',
  styles: ['Natural Tones', 'Light Tones'],
  meetingUrl: `https://meet.jit.si/roomboard-${randomUUID().slice(0, 6)}`,
  timeZone: 'Europe/Lisbon',
});

describe('designers API', () => {
  let backend: TestBackend;
  let db: Firestore;
  let auth: Auth;

  async function member(first: string): Promise<{ user: TestUser; token: string }> {
    const user = await createAccount();
    const signUp = await call(backend, 'sign_up', {
      token: user.idToken,
      body: { first_name: first, last_name: 'Tester', email: user.email, address: '1 Test Street' },
    });
    expect(signUp.status).toBe(201);
    return { user, token: await sessionFor(backend, user) };
  }

  /** A member made a designer, signed in again so the session carries the claim. */
  async function designer(first: string): Promise<{ user: TestUser; token: string }> {
    const { user } = await member(first);
    await setRole(auth, user.email, 'designer', true);
    return { user, token: await sessionFor(backend, user) };
  }

  beforeAll(async () => {
    backend = await startBackend();
    const app = await adminApp(backend.config);
    db = getFirestore(app);
    auth = getAuth(app);
  });
  afterAll(() => backend?.close());

  it('answers 404 on every /api/designer route to the signed-out and to members who are not designers', async () => {
    const { token } = await member('Nora');
    for (const who of [undefined, token]) {
      const got = await call(backend, 'designer/profile', { token: who });
      expect([got.status, got.body]).toEqual([404, NOT_FOUND]);
      const put = await call(backend, 'designer/profile', { method: 'PUT', token: who, body: form('Nora') });
      expect([put.status, put.body]).toEqual([404, NOT_FOUND]);
      const other = await call(backend, 'designer/anything', { token: who });
      expect(other.status).toBe(404);
    }
  });

  it('gives the workspace after setRole and a new sign-in; a revoked designer gets 404 at once with the old session', async () => {
    const { user, token: before } = await member('Gia');
    await setRole(auth, user.email, 'designer', true);
    expect((await call(backend, 'designer/profile', { token: before })).status).toBe(404);
    const token = await sessionFor(backend, user);
    const own = await call<OwnDesignerProfile>(backend, 'designer/profile', { token });
    expect([own.status, own.body]).toEqual([200, { profile: null, photoUrl: null }]);
    // Revoked in the second of that sign-in (the grant answers just after a second begins): Firebase Auth would keep
    // such a session, so the revocation is made in the next second.
    await setRole(auth, user.email, 'designer', false);
    const after = await call(backend, 'designer/profile', { token });
    expect([after.status, after.body]).toEqual([404, NOT_FOUND]);
  });

  it("saves a designer's profile with their avatar as photo, lists it and shows it with sample boards and rating", async () => {
    const { user, token } = await designer('Ines');
    await db.doc(`users/${user.uid}`).update({ imagePath: `avatars/${user.uid}.png` });
    const name = `Ines ${randomUUID().slice(0, 6)}`;
    const saved = await call<DesignerProfile>(backend, 'designer/profile', { method: 'PUT', token, body: form(name) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      uid: user.uid,
      name,
      photoUrl: `/api/files/avatars/${user.uid}.png`,
      ratingAverage: null,
      ratingCount: 0,
      active: true,
    });
    const own = await call<OwnDesignerProfile>(backend, 'designer/profile', { token });
    expect(own.body.profile).toEqual(saved.body);

    const boardId = randomUUID().replaceAll('-', '').slice(0, 20);
    const record = createBoardRecord({ id: boardId, ownerUid: user.uid, generatedTitle: 'Lisbon Light', createdAt: new Date() });
    await db.doc(`boards/${boardId}`).set({
      ...record,
      createdAt: Timestamp.fromDate(record.createdAt),
      likeCount: 2,
    });
    await db.doc(`designers/${user.uid}`).update({ ratingSum: 9, ratingCount: 2 });

    const list = await call<DesignersList>(backend, 'designers');
    expect(list.status).toBe(200);
    expect(list.body.designers.find((d) => d.uid === user.uid)).toMatchObject({ name, ratingAverage: 4.5, ratingCount: 2 });
    const detail = await call<DesignerDetail>(backend, `designers/${user.uid}`);
    expect(detail.status).toBe(200);
    expect(detail.body.designer).toMatchObject({ name, bio: 'Warm minimal rooms.', timeZone: 'Europe/Lisbon', ratingAverage: 4.5 });
    expect(detail.body.sampleBoards.map((board) => [board.id, board.title, board.likes])).toEqual([[boardId, 'Lisbon Light', 2]]);
  });

  it('refuses a bad profile with the field message and writes nothing', async () => {
    const { user, token } = await designer('Bad');
    const cases: [Partial<DesignerProfileForm>, string][] = [
      [{ name: ' ' }, 'Enter your name.'],
      [{ meetingUrl: 'http://zoom.us/j/1' }, 'Enter the https link of your meeting room.'],
      [{ timeZone: 'Mars/Olympus' }, 'Choose a time zone from the list.'],
      [{ bio: 'x'.repeat(1001) }, 'Use at most 1,000 characters.'],
    ];
    for (const [change, message] of cases) {
      const put = await call(backend, 'designer/profile', { method: 'PUT', token, body: { ...form('Bad'), ...change } });
      expect([put.status, put.body.error]).toEqual([400, message]);
    }
    expect((await db.doc(`designers/${user.uid}`).get()).exists).toBe(false);
  });

  it('answers 404 for an unknown designer', async () => {
    const missing = await call(backend, 'designers/nobody-here');
    expect([missing.status, missing.body.error]).toEqual([404, 'This designer is not available.']);
  });

  it('revoking with `npm run admin:grant -- --role designer --revoke` hides the profile, ends concept co-editing, frees work', async () => {
    const { user, token } = await designer('Rev');
    await call(backend, 'designer/profile', { method: 'PUT', token, body: form(`Rev ${randomUUID().slice(0, 6)}`) });
    const other = randomUUID();
    const id = () => randomUUID();
    const ids = { claimed: id(), delivered: id(), othersClaim: id(), taken: id(), closed: id() };
    const dueAt = Timestamp.fromDate(new Date(Date.now() + 86_400_000));
    await Promise.all([
      db.doc(`reviews/${ids.claimed}`).set({ memberUid: other, designerUid: user.uid, status: 'claimed', dueAt }),
      db.doc(`reviews/${ids.delivered}`).set({ memberUid: other, designerUid: user.uid, status: 'delivered', dueAt }),
      db.doc(`reviews/${ids.othersClaim}`).set({ memberUid: other, designerUid: other, status: 'claimed', dueAt }),
      db.doc(`projects/${ids.taken}`).set({ memberUid: other, designerUid: user.uid, status: 'taken', dueAt }),
      db.doc(`projects/${ids.closed}`).set({ memberUid: other, designerUid: user.uid, status: 'closed' }),
    ]);
    // A concept board they made for the member, which they co-edit as addConceptBoard left it.
    const conceptId = randomUUID().replaceAll('-', '').slice(0, 20);
    const concept = createBoardRecord({
      id: conceptId,
      ownerUid: other,
      createdAt: new Date(),
      byDesigner: { uid: user.uid, name: 'Rev' },
    });
    await db.doc(`boards/${conceptId}`).set({ ...concept, createdAt: Timestamp.fromDate(concept.createdAt) });
    await db.doc(`liveLayouts/${conceptId}`).set({
      ownerUid: other,
      editorUids: [other, user.uid],
      editors: [{ uid: user.uid, name: 'Rev' }],
      layout: null,
      versions: { layout: 0, room: 0, items: {} },
      presence: {},
    });
    const tool = spawnSync(
      process.execPath,
      [resolve('functions/lib/tools/admin-grant.js'), '--role', 'designer', '--revoke', user.email],
      { encoding: 'utf8', env: process.env },
    );
    expect(tool.status, tool.stderr).toBe(0);
    expect(tool.stdout).toContain(
      `${user.email} is no longer a designer. 1 review and 1 project went back to the queue, 1 concept board is no longer ` +
        'co-edited by them, and 0 upcoming consultations were cancelled and given back to the members.',
    );
    expect((await db.doc(`liveLayouts/${conceptId}`).get()).data()).toMatchObject({ editorUids: [other], editors: [] });
    // What firestore.rules read to refuse her listeners on her members' threads; granting the role again deletes it.
    expect((await db.doc(`designerRevocations/${user.uid}`).get()).exists).toBe(true);
    const read = async (path: string) => {
      const data = (await db.doc(path).get()).data()!;
      return [data.status, data.designerUid, data.dueAt ?? null];
    };
    expect(await read(`reviews/${ids.claimed}`)).toEqual(['open', null, null]);
    expect(await read(`projects/${ids.taken}`)).toEqual(['open', null, null]);
    expect(await read(`reviews/${ids.delivered}`)).toEqual(['delivered', user.uid, dueAt]);
    expect(await read(`reviews/${ids.othersClaim}`)).toEqual(['claimed', other, dueAt]);
    expect(await read(`projects/${ids.closed}`)).toEqual(['closed', user.uid, null]);
    expect((await call(backend, `designers/${user.uid}`)).status).toBe(404);
    expect((await call(backend, 'designer/profile', { token })).status).toBe(404);
    const granted = spawnSync(process.execPath, [resolve('functions/lib/tools/admin-grant.js'), '--role', 'designer', user.email], {
      encoding: 'utf8',
      env: process.env,
    });
    expect(granted.status, granted.stderr).toBe(0);
    expect((await db.doc(`designerRevocations/${user.uid}`).get()).exists).toBe(false);
  });

  it("answers the caller's allowances for their plan and period; 401 signed out", async () => {
    expect((await call(backend, 'allowances')).status).toBe(401);
    const basic = await member('Basil');
    const none = await call<AllowanceSummary>(backend, 'allowances', { token: basic.token });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ tier: 'basic', left: { reviews: 1, consultations: 0, projects: 0 }, consultationMinutes: 0 });
    const gold = await member('Goldie');
    const periodStart = new Date(Date.now() - 5 * 86_400_000);
    const periodEnd = new Date(Date.now() + 25 * 86_400_000);
    await db.doc(`users/${gold.user.uid}`).update({
      membership: {
        tier: 'gold',
        title: 'Gold',
        since: periodStart.toISOString(),
        amountCents: 5000,
        currency: 'usd',
        checkoutSessionId: null,
        subscriptionId: 'sub_test',
        status: 'active',
        periodStart: Timestamp.fromDate(periodStart),
        periodEnd: Timestamp.fromDate(periodEnd),
      },
    });
    const key = `gold-${periodStart.toISOString().slice(0, 10)}`;
    await db.doc(`allowances/${gold.user.uid}/periods/${key}`).set({ reviews: 1, consultations: 1, projects: 0 });
    const summary = await call<AllowanceSummary>(backend, 'allowances', { token: gold.token });
    expect(summary.body).toEqual({
      tier: 'gold',
      periodStart: periodStart.toISOString(),
      periodEnd: periodEnd.toISOString(),
      used: { reviews: 1, consultations: 1, projects: 0 },
      left: { reviews: 2, consultations: 0, projects: 0 },
      consultationMinutes: 30,
    });
  });
});
