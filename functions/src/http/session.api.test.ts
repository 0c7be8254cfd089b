import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED } from '../domain/errors.js';
import { agedIdToken, backdateAccount, createAccount, providerSignIn, sessionFor, type TestUser } from '../testing/auth.js';
import { call, clearAuth, startBackend, type TestBackend } from '../testing/backend.js';

describe('POST /api/login', () => {
  let backend: TestBackend;
  let user: TestUser;
  beforeAll(async () => {
    backend = await startBackend();
    await clearAuth();
    user = await createAccount();
  });
  afterAll(() => backend.close());

  it('exchanges a provider ID token for a session token', async () => {
    const token = await sessionFor(backend, user);
    expect(token.split('.')).toHaveLength(3);
  });

  it('refuses a forged ID token with 401', async () => {
    const { status, body } = await call(backend, 'login', { body: { idToken: 'not-a-token' } });
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'Email or password is incorrect.' });
  });

  it('refuses a body without idToken with 400', async () => {
    const { status, body } = await call(backend, 'login', { body: { token: 'x' } });
    expect(status).toBe(400);
    expect(body).toHaveProperty('error');
  });

  it('refuses an ID token whose sign-in is older than 5 minutes, and takes one from a sign-in 4 minutes ago', async () => {
    const aged = await createAccount();
    await backdateAccount(aged, 3600);
    const stale = await call(backend, 'login', { body: { idToken: agedIdToken(aged, 6 * 60) } });
    expect([stale.status, stale.body]).toEqual([401, { error: RECENT_SIGN_IN_REQUIRED, code: 'sign-in-too-old' }]);
    const recent = await call<{ token: string }>(backend, 'login', { body: { idToken: agedIdToken(aged, 4 * 60) } });
    expect(recent.status).toBe(200);
    expect((await call(backend, 'get-profile', { token: recent.body.token })).status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it('revokes every session of the caller: their old tokens answer 401 afterwards, a new sign-in works', async () => {
    const user = await createAccount();
    const [first, second] = [await sessionFor(backend, user), await sessionFor(backend, user)];
    const idToken = await providerSignIn(user.email, user.password);
    expect((await call(backend, 'get-profile', { token: first })).status).toBe(200);
    // Revocation counts whole seconds: sign-ins in the same second as the sign-out would still be valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const out = await call(backend, 'logout', { method: 'POST', token: first });
    expect(out.status).toBe(204);
    for (const token of [first, second]) {
      const after = await call(backend, 'get-profile', { token });
      expect([after.status, after.body.error]).toEqual([401, 'Please Login.']);
    }
    expect((await call(backend, 'logout', { method: 'POST', token: first })).status).toBe(401);
    expect((await call(backend, 'login', { body: { idToken } })).status).toBe(401);
    const fresh = await sessionFor(backend, user);
    expect((await call(backend, 'get-profile', { token: fresh })).status).toBe(200);
  });

  it('answers 401 Please Login. without a session', async () => {
    const { status, body } = await call(backend, 'logout', { method: 'POST' });
    expect([status, body.error]).toEqual([401, 'Please Login.']);
  });
});
