import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors.js';
import { ANSWERED_ANONYMOUS } from './auth.js';
import { perIpReadCap } from './per-ip-read-cap.js';

function exchange(ip: string, { method = 'GET', token }: { method?: string; token?: string } = {}) {
  const req = { method, socket: { remoteAddress: ip }, headers: token ? { authorization: `Bearer ${token}` } : {} } as unknown as Request;
  const res = Object.assign(new EventEmitter(), { locals: {} as Record<string, unknown> }) as unknown as Response;
  return { req, res };
}

describe('per-IP cap on anonymous reads', () => {
  it('lets `limit` anonymous reads a window through per address, then 429 with the seconds left; writes pass', () => {
    let time = 0;
    const cap = perIpReadCap({ limit: 2, windowMs: 60_000, now: () => new Date(time) });
    const pass = (ip: string, method = 'GET') => {
      const { req, res } = exchange(ip, { method });
      let passed = false;
      try {
        cap(req, res, () => (passed = true));
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({
          status: 429,
          code: 'rate-limited',
          message: 'Too many requests from you. Please try again in a minute.',
        });
        return (error as AppError).extra.retryAfter;
      }
      return passed;
    };
    expect([pass('a'), pass('a'), pass('b'), pass('a', 'POST')]).toEqual([true, true, true, true]);
    time += 20_000;
    expect(pass('a')).toBe(40);
    time += 40_000;
    expect(pass('a')).toBe(true);
  });

  it('does not count a valid session; counts a token answered as anonymous, and refuses such tokens once over', () => {
    const cap = perIpReadCap({ limit: 1, windowMs: 60_000, now: () => new Date(0) });
    const run = (token: string | undefined, anonymous: boolean) => {
      const { req, res } = exchange('c', { token });
      try {
        cap(req, res, () => undefined);
      } catch {
        return 'refused';
      }
      if (anonymous) res.locals[ANSWERED_ANONYMOUS] = true;
      res.emit('finish');
      return 'answered';
    };
    expect([run('valid', false), run('valid', false), run('made-up', true)]).toEqual(['answered', 'answered', 'answered']);
    expect([run('made-up', true), run(undefined, true)]).toEqual(['refused', 'refused']);
  });

  it('keys on the address the platform appended: entries a client writes in front of X-Forwarded-For change nothing', () => {
    const cap = perIpReadCap({ limit: 1, windowMs: 60_000, now: () => new Date(0) });
    // Behind Hosting (TRUST_PROXY_HOPS 3): the client, Hosting's CDN, the Google front end; the peer is Cloud Run's proxy.
    const read = (forged: string) => {
      const req = {
        method: 'GET',
        app: { get: () => 3 },
        socket: { remoteAddress: '169.254.1.1' },
        headers: { 'x-forwarded-for': `${forged}, 198.51.100.7, 151.101.65.195, 66.102.8.142` },
      } as unknown as Request;
      try {
        cap(req, exchange('unused').res, () => undefined);
        return 'read';
      } catch (error) {
        return (error as AppError).status;
      }
    };
    expect([read('203.0.113.1'), read('203.0.113.2'), read('10.0.0.1, 10.0.0.2')]).toEqual(['read', 429, 429]);
  });
});
