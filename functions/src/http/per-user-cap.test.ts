import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors.js';
import { perUserCap } from './per-user-cap.js';

function response(uid: string) {
  const res = { locals: { identity: { uid, email: null, emailVerified: false } } };
  return { res: res as unknown as Response };
}

describe('per-user cap', () => {
  it('lets `limit` requests a window through per user, then answers 429 with the seconds left until the next window', () => {
    let time = 10_000;
    const cap = perUserCap({ limit: 2, windowMs: 60_000, message: 'Slow down.', now: () => new Date(time) });
    const pass = (uid: string) => {
      const { res } = response(uid);
      let passed = false;
      let retryAfter: unknown;
      try {
        cap({} as Request, res, () => (passed = true));
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ status: 429, code: 'rate-limited', message: 'Slow down.' });
        // The error handler sends it as the Retry-After header.
        retryAfter = (error as AppError).extra.retryAfter;
      }
      return { passed, retryAfter };
    };
    expect([pass('a').passed, pass('a').passed]).toEqual([true, true]);
    time += 15_000;
    expect(pass('a')).toEqual({ passed: false, retryAfter: 45 });
    expect(pass('b').passed).toBe(true);
    time += 45_000;
    expect(pass('a').passed).toBe(true);
  });
});
