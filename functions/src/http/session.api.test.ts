import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
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
});
