// The verification e-mail sent again, and a waiting page's check, over HTTP against the Auth and Firestore emulators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_TOO_SOON, type EmailVerification } from '../contracts/email-verification.js';
import { createAccount, openVerificationLink, sessionFor, verificationLinks } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';

describe('/api/email-verification', () => {
  let api: TestBackend;
  beforeAll(async () => {
    api = await startBackend();
  });
  afterAll(() => api.close());

  it('sends a new link once a minute, and says when the address is verified, in the same session', async () => {
    const member = await createAccount();
    const token = await sessionFor(api, member);
    const unverified = { email: member.email, verified: false };
    expect(await call<EmailVerification>(api, 'email-verification', { token })).toMatchObject({ status: 200, body: unverified });
    expect(await verificationLinks(member.email)).toEqual([]);

    expect(await call(api, 'email-verification', { method: 'POST', token })).toMatchObject({ status: 200, body: unverified });
    expect(await verificationLinks(member.email)).toHaveLength(1);
    const again = await call(api, 'email-verification', { method: 'POST', token });
    expect(again).toMatchObject({ status: 429, body: { error: VERIFICATION_TOO_SOON, code: 'rate-limited' } });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await verificationLinks(member.email)).toHaveLength(1);

    await openVerificationLink(member.email);
    expect(await call(api, 'email-verification', { token })).toMatchObject({ status: 200, body: { email: member.email, verified: true } });
  });

  it('is for signed-in members only', async () => {
    expect((await call(api, 'email-verification')).status).toBe(401);
    expect((await call(api, 'email-verification', { method: 'POST' })).status).toBe(401);
  });
});
