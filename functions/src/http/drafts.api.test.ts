// Drafts over real HTTP on the Auth and Firestore emulators: saved as someone writes, read back from another session
// of the same account, nobody else's, capped in size, and listed with the data the account names.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_KIND_UNKNOWN, DRAFT_MAX_CHARS, DRAFT_NOT_FOUND, DRAFT_TOO_LARGE, type Draft } from '../contracts/drafts.js';
import { adminApp } from '../composition.js';
import { UID_HOLDERS } from '../domain/account-data.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';

interface Person {
  user: TestUser;
  token: string;
}

describe('drafts API', () => {
  let backend: TestBackend;
  let db: Firestore;
  let ann: Person;
  let bob: Person;

  const person = async (): Promise<Person> => {
    const user = await createAccount();
    return { user, token: await sessionFor(backend, user) };
  };
  const put = (as: Person, path: string, body: unknown) =>
    call<Draft & { error?: string; code?: string }>(backend, `drafts/${path}`, { method: 'PUT', token: as.token, body });
  const get = (as: Person, path: string) => call<Draft & { error?: string }>(backend, `drafts/${path}`, { token: as.token });

  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
    [ann, bob] = await Promise.all([person(), person()]);
  });
  afterAll(() => backend.close());

  it('saves a draft and gives it back to another session of the same account, to nobody else', async () => {
    const content = { summary: 'A calm start.', notes: [{ target: 'plan', x: 0.5, y: 0.25, text: 'Move the bed.' }], swaps: [] };
    const saved = await put(ann, 'review/r-123', { content });
    expect(saved).toMatchObject({ status: 200, body: { kind: 'review', id: 'r-123', content, savedAt: expect.any(String) } });

    // A sign-in of its own (made in the same second as Ann's first, the emulator's unsigned token may read the same).
    const otherDevice = { ...ann, token: await sessionFor(backend, ann.user) };
    expect(await get(otherDevice, 'review/r-123')).toMatchObject({ status: 200, body: { content } });
    expect((await get(otherDevice, 'review/r-123')).headers.get('cache-control')).toBe('private, no-store');

    expect(await get(bob, 'review/r-123')).toMatchObject({ status: 404, body: { error: DRAFT_NOT_FOUND } });
    // Bob's own draft of the same work is his, and leaves Ann's as it was.
    expect((await put(bob, 'review/r-123', { content: 'Bob’s words' })).status).toBe(200);
    expect((await get(ann, 'review/r-123')).body.content).toEqual(content);
    expect((await db.doc(`drafts/${ann.user.uid}_review_r-123`).get()).get('uid')).toBe(ann.user.uid);

    expect((await call(backend, 'drafts/review/r-123', { method: 'DELETE', token: otherDevice.token })).status).toBe(204);
    expect((await get(ann, 'review/r-123')).status).toBe(404);
    expect((await get(bob, 'review/r-123')).body.content).toBe('Bob’s words');
  });

  it('refuses a draft over the size cap with 413 and a clear message, and keeps the one saved before', async () => {
    expect((await put(ann, 'brief/new', { content: { notes: 'A reading corner.' } })).status).toBe(200);
    const tooLarge = await put(ann, 'brief/new', { content: { notes: 'x'.repeat(DRAFT_MAX_CHARS) } });
    expect(tooLarge).toMatchObject({ status: 413, body: { error: DRAFT_TOO_LARGE, code: 'draft-too-large' } });
    expect(DRAFT_TOO_LARGE).toBe('This draft is too long to save: keep it under 64,000 characters.');
    expect((await get(ann, 'brief/new')).body.content).toEqual({ notes: 'A reading corner.' });
  });

  it('answers 400 with a JSON error for an unknown kind, a bad id or no content, and 401 without a session', async () => {
    expect(await put(ann, 'essay/x1', { content: 'Hi' })).toMatchObject({ status: 400, body: { error: DRAFT_KIND_UNKNOWN } });
    expect(await get(ann, 'essay/x1')).toMatchObject({ status: 400, body: { error: DRAFT_KIND_UNKNOWN } });
    expect(await put(ann, 'concept/a.b', { content: 'Hi' })).toMatchObject({
      status: 400,
      body: { error: 'A draft is saved under the id of its review, project or consultation.' },
    });
    expect(await put(ann, 'consultation/c1', {})).toMatchObject({ status: 400, body: { error: 'Send the draft as {"content": …}.' } });
    expect((await call(backend, 'drafts/consultation/c1', { method: 'PUT', body: { content: 'Hi' } })).status).toBe(401);
  });

  it('is listed with the collections that name a member, so export and deletion cover it', () => {
    expect(UID_HOLDERS).toContainEqual({ collection: 'drafts', fields: ['uid'] });
  });
});
