import { describe, expect, it } from 'vitest';
import { SIGN_IN_CHECK_UNAVAILABLE, verificationFailure } from './firebase.sessions.js';

const failure = (code: string | undefined) => {
  const answer = verificationFailure(Object.assign(new Error('from Firebase Auth'), code ? { code } : {}), 'auth/session-cookie-expired');
  return { status: answer.status, code: answer.code, error: answer.message };
};

describe('a session Firebase Auth did not verify', () => {
  it("is the spec's 'Token has expired' when it has expired", () => {
    expect(failure('auth/session-cookie-expired')).toEqual({ status: 401, code: 'session-expired', error: 'Token has expired' });
  });

  it('is refused (401, the app signs out) when it is malformed, forged, revoked, or its account disabled or gone', () => {
    for (const code of [
      'auth/argument-error',
      'auth/session-cookie-revoked',
      'auth/id-token-revoked',
      'auth/user-disabled',
      'auth/user-not-found',
    ]) {
      expect(failure(code), code).toEqual({ status: 401, code: 'unauthenticated', error: 'Please Login.' });
    }
  });

  it('is 503, never a sign-out, when Firebase Auth could not be asked or failed', () => {
    for (const code of ['auth/internal-error', 'app/network-timeout', 'app/network-error', undefined]) {
      expect(failure(code), String(code)).toEqual({ status: 503, code: 'unavailable', error: SIGN_IN_CHECK_UNAVAILABLE });
    }
  });
});
