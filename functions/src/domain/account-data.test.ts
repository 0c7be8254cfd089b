import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { checkDeleteConfirmation, checkRecentSignIn, CONFIRM_MISMATCH, DELETE_NEEDS_RECENT_SIGN_IN } from './account-data.js';

describe('deleting an account', () => {
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error instanceof AppError ? { code: error.code, status: error.status, message: error.message } : error;
    }
    return null;
  };

  it('needs the account’s e-mail typed, case and spaces aside', () => {
    expect(refusal(() => checkDeleteConfirmation('Ann@Example.com', ' ann@example.COM '))).toBeNull();
    expect(refusal(() => checkDeleteConfirmation('ann@example.com', 'bob@example.com'))).toEqual({
      code: 'bad-request',
      status: 400,
      message: CONFIRM_MISMATCH,
    });
    expect(refusal(() => checkDeleteConfirmation(null, ''))).toMatchObject({ status: 400 });
  });

  it('needs a sign-in at most five minutes old', () => {
    const now = new Date('2026-11-26T03:00:00Z');
    expect(refusal(() => checkRecentSignIn(new Date('2026-11-26T02:55:00Z'), now))).toBeNull();
    const tooOld = { code: 'sign-in-too-old', status: 401, message: DELETE_NEEDS_RECENT_SIGN_IN };
    expect(refusal(() => checkRecentSignIn(new Date('2026-11-26T02:54:59Z'), now))).toEqual(tooOld);
    expect(refusal(() => checkRecentSignIn(undefined, now))).toEqual(tooOld);
  });
});
