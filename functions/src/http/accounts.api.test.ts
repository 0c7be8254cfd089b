import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALREADY_REGISTERED, USER_NAME_TAKEN } from '../domain/accounts.js';
import { adminApp, composeBoards } from '../composition.js';
import { createBoardRecord } from '../testing/factories.js';
import { EMAIL_MISMATCH } from '../services/sign-up.service.js';
import { bodyWith, MESSAGE_ROWS, VALID } from '../contracts/accounts.examples.js';
import { createAccount, expiredSessionToken, sessionFor, type TestUser } from '../testing/auth.js';
import { call, clearAuth, clearFirestore, startBackend, type TestBackend } from '../testing/backend.js';
import { jwtClaims, unsignedJwt } from '../testing/jwt.js';

const signUpBody = (user: TestUser, overrides: Record<string, unknown> = {}) => {
  const { password: _password, confirm_password: _confirm, ...fields } = VALID.register;
  return { ...fields, email: user.email, ...overrides };
};

describe('accounts API', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());
  beforeEach(async () => {
    await Promise.all([clearAuth(), clearFirestore()]);
  });

  /** A provider account with its profile written through POST /api/sign_up, and a session token. */
  async function registered(overrides: Record<string, unknown> = {}): Promise<{ user: TestUser; token: string }> {
    const user = await createAccount();
    const { status, body } = await call(backend, 'sign_up', { token: user.idToken, body: signUpBody(user, overrides) });
    expect(status, JSON.stringify(body)).toBe(201);
    return { user, token: await sessionFor(backend, user) };
  }

  describe('POST /api/sign_up', () => {
    it('answers 201 and writes users/{uid} without the password', async () => {
      const user = await createAccount();
      const { status, body } = await call(backend, 'sign_up', {
        token: user.idToken,
        body: { ...signUpBody(user), password: 'Sunroom#2024' },
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({ uid: user.uid, message: 'User registered successfully' });
      const doc = await getFirestore(await adminApp(backend.config))
        .doc(`users/${user.uid}`)
        .get();
      expect(doc.data()).toMatchObject({ firstName: 'Ann Marie', lastName: 'Lee', email: user.email, address: '12 Garden Row' });
      expect(doc.data()).not.toHaveProperty('password');
    });

    it('answers 401 without the ID token, or with a forged one', async () => {
      const user = await createAccount();
      expect((await call(backend, 'sign_up', { body: signUpBody(user) })).status).toBe(401);
      expect((await call(backend, 'sign_up', { token: 'forged.token.value', body: signUpBody(user) })).status).toBe(401);
    });

    it('answers 400 when the e-mail is not the account’s', async () => {
      const user = await createAccount();
      const { status, body } = await call(backend, 'sign_up', {
        token: user.idToken,
        body: signUpBody(user, { email: 'someone.else@example.com' }),
      });
      expect(status).toBe(400);
      expect(body.error).toBe(EMAIL_MISMATCH);
    });

    it('answers 409 when the profile exists already', async () => {
      const user = await createAccount();
      expect((await call(backend, 'sign_up', { token: user.idToken, body: signUpBody(user) })).status).toBe(201);
      const again = await call(backend, 'sign_up', { token: user.idToken, body: signUpBody(user) });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(ALREADY_REGISTERED);
    });
  });

  describe('GET /api/get-profile', () => {
    it('answers the profile fields', async () => {
      const { user, token } = await registered();
      const { status, body } = await call(backend, 'get-profile', { token });
      expect(status).toBe(200);
      expect(body).toEqual({
        firstName: 'Ann Marie',
        lastName: 'Lee',
        userName: '',
        image: null,
        email: user.email,
        address: '12 Garden Row',
        unit: '',
        zip: '',
        city: '',
        state: '',
        country: '',
      });
    });

    it('includes the membership when there is one', async () => {
      const { user, token } = await registered();
      await getFirestore(await adminApp(backend.config))
        .doc(`users/${user.uid}`)
        .set({ membership: { tier: 'gold', status: 'active' } }, { merge: true });
      const { body } = await call(backend, 'get-profile', { token });
      expect(body.membership).toEqual({ tier: 'gold', status: 'active' });
    });

    it('reads an account without a profile (first Google sign-in) as empty fields', async () => {
      const user = await createAccount();
      const { status, body } = await call(backend, 'get-profile', { token: await sessionFor(backend, user) });
      expect(status).toBe(200);
      expect(body).toMatchObject({ firstName: '', email: user.email });
    });

    it('answers 401 when not signed in', async () => {
      const { status } = await call(backend, 'get-profile');
      expect(status).toBe(401);
    });

    it("answers 401 {message: 'Token has expired'} to an expired session", async () => {
      const { user } = await registered();
      const { status, body } = await call(backend, 'get-profile', { token: expiredSessionToken(user) });
      expect(status).toBe(401);
      expect(body).toMatchObject({ message: 'Token has expired', code: 'session-expired' });
    });

    it('answers 401 to a forged session', async () => {
      const { token } = await registered();
      const forged = unsignedJwt({ ...jwtClaims(token), iss: 'https://evil.example.com' });
      for (const bad of [forged, 'not-a-token']) {
        const { status, body } = await call(backend, 'get-profile', { token: bad });
        expect(status).toBe(401);
        expect(body.message).toBeUndefined();
      }
    });

    it('answers 401 to a revoked session', async () => {
      const { user, token } = await registered();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await getAuth(await adminApp(backend.config)).revokeRefreshTokens(user.uid);
      const { status, body } = await call(backend, 'get-profile', { token });
      expect(status).toBe(401);
      expect(body.message).toBeUndefined();
    });
  });

  describe('PUT /api/save-profile', () => {
    it('merges the Edit Profile fields and the billing address', async () => {
      const { user, token } = await registered();
      const saved = await call(backend, 'save-profile', {
        method: 'PUT',
        token,
        body: { ...VALID.profile, ...VALID.account, email: user.email, placeInfo: {}, invoices: [] },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ message: 'Your profile is updated' });
      const { body } = await call(backend, 'get-profile', { token });
      expect(body).toMatchObject({
        firstName: 'Zoë',
        lastName: "O'Neil-Brown",
        userName: 'zoe.designs_1',
        email: user.email,
        address: '12 Garden Row',
        unit: 'Apt 4',
        zip: '12345-6789',
        city: 'Winston-Salem',
        state: 'North Carolina',
        country: 'United States',
      });
    });

    it('saves the address alone and keeps the names', async () => {
      const { token } = await registered();
      expect(
        (await call(backend, 'save-profile', { method: 'PUT', token, body: { ...VALID.account, address: '3 Elm Street' } })).status,
      ).toBe(200);
      const { body } = await call(backend, 'get-profile', { token });
      expect(body).toMatchObject({ firstName: 'Ann Marie', address: '3 Elm Street', city: 'Winston-Salem' });
    });

    it("answers 409 'This user name is already taken.' whatever the case, and frees a name when it changes", async () => {
      const first = await registered();
      const second = await registered();
      expect(
        (await call(backend, 'save-profile', { method: 'PUT', token: first.token, body: { ...VALID.profile, user_name: 'Ann.Lee' } }))
          .status,
      ).toBe(200);
      const taken = await call(backend, 'save-profile', {
        method: 'PUT',
        token: second.token,
        body: { ...VALID.profile, user_name: 'ann.lee' },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe(USER_NAME_TAKEN);
      expect(
        (await call(backend, 'save-profile', { method: 'PUT', token: first.token, body: { ...VALID.profile, user_name: 'Ann.Lee' } }))
          .status,
      ).toBe(200);
      expect(
        (await call(backend, 'save-profile', { method: 'PUT', token: first.token, body: { ...VALID.profile, user_name: 'ann_lee' } }))
          .status,
      ).toBe(200);
      expect(
        (await call(backend, 'save-profile', { method: 'PUT', token: second.token, body: { ...VALID.profile, user_name: 'ann.lee' } }))
          .status,
      ).toBe(200);
    });

    it("credits the member's boards, copies and comments with their new public name", async () => {
      const { user, token } = await registered();
      const other = await registered();
      const { boards } = await composeBoards(backend.config);
      const { id: _id, ...record } = createBoardRecord({ ownerUid: user.uid, ownerName: 'Roomboard member', createdAt: new Date() });
      const board = await boards.insert(record);
      const copy = await boards.insert({
        ...record,
        ownerUid: other.user.uid,
        ownerName: 'Ann Marie L.',
        copiedFrom: { boardId: board, ownerUid: user.uid, ownerName: 'Roomboard member' },
      });
      const comment = await call<{ id: string }>(backend, `boards/${board}/comments`, { token, body: { text: 'Thank you all' } });
      expect(comment.status).toBe(201);
      const saved = await call(backend, 'save-profile', { method: 'PUT', token, body: { ...VALID.profile, user_name: 'ann.marie' } });
      expect(saved.status).toBe(200);
      expect((await call<{ owner: { name: string } }>(backend, `boards/${board}`)).body.owner.name).toBe('ann.marie');
      const copied = await call<{ copied_from: { owner_name: string } }>(backend, `boards/${copy}`);
      expect(copied.body.copied_from.owner_name).toBe('ann.marie');
      const db = getFirestore(await adminApp(backend.config));
      expect((await db.collection('comments').doc(comment.body.id).get()).get('authorName')).toBe('ann.marie');
    });

    it('gives a name to one of two accounts claiming it at once', async () => {
      const [first, second] = await Promise.all([registered(), registered()]);
      const results = await Promise.all(
        [first, second].map(({ token }) =>
          call(backend, 'save-profile', { method: 'PUT', token, body: { ...VALID.profile, user_name: 'same.name' } }),
        ),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    });

    it('answers 400 to an empty body and 401 when not signed in', async () => {
      const { token } = await registered();
      const empty = await call(backend, 'save-profile', { method: 'PUT', token, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toBe('There is nothing to save.');
      expect((await call(backend, 'save-profile', { method: 'PUT', body: VALID.account })).status).toBe(401);
    });
  });

  describe('validation messages, word for word', () => {
    let token: string;
    let user: TestUser;
    beforeEach(async () => {
      ({ user, token } = await registered());
    });

    const serverRows = MESSAGE_ROWS.filter(
      (row) => row.form !== 'contact' && !(row.form === 'register' && ['password', 'confirm_password'].includes(row.field)),
    );
    it.each(serverRows.map((row) => [row.form, row.field, row.message, row] as const))(
      '%s.%s → 400 "%s"',
      async (_form, _field, _message, row) => {
        const { status, body } =
          row.form === 'register'
            ? await call(backend, 'sign_up', {
                token: (await createAccount()).idToken,
                body: { ...signUpBody(user), [row.field]: row.value },
              })
            : await call(backend, 'save-profile', { method: 'PUT', token, body: bodyWith(row) });
        expect(status).toBe(400);
        expect((body.issues as Record<string, string>)[row.field]).toBe(row.message);
        expect(body.error).toBe(row.message);
      },
    );
  });
});
