import type { NextFunction, Request, Response } from 'express';
import { tooManyRequests } from '../domain/errors.js';
import { formLimitMessage } from '../domain/usage-limits.js';
import { ANSWERED_ANONYMOUS, bearerToken } from './auth.js';
import { clientAddressOf } from './client-address.js';
import { nowOf } from '../services/steps/clock.js';

interface PerIpReadCapOptions {
  /** Anonymous reads an address may make per window. */
  limit: number;
  windowMs: number;
  now?: () => Date;
}

/**
 * A per-IP cap on anonymous reads (GET and HEAD), in this instance's memory (a fixed window per address, the one the
 * platform appended: `clientAddressOf`). Over the cap it answers 429 with Retry-After before any handler reads the store. A
 * request with a valid session is not counted; one whose token turns out not to be a session is counted once it has
 * been answered as anonymous, and once such an address is over the cap every read from it with a token is refused up
 * front too (it cannot be told apart before the token is checked), so a made-up token does not get around it. Each
 * instance counts apart: no store write per read.
 */
export function perIpReadCap({ limit, windowMs, now }: PerIpReadCapOptions) {
  const ms = () => nowOf({ now }).getTime();
  let windowStart = ms();
  let counts = new Map<string, { reads: number; madeUpTokens: boolean }>();
  const current = () => {
    const time = ms();
    if (time - windowStart >= windowMs) {
      windowStart = time - ((time - windowStart) % windowMs);
      counts = new Map();
    }
    return time;
  };
  const entryOf = (ip: string) => {
    let entry = counts.get(ip);
    if (!entry) counts.set(ip, (entry = { reads: 0, madeUpTokens: false }));
    return entry;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const time = current();
    const ip = clientAddressOf(req);
    const entry = entryOf(ip);
    const refuse = () => tooManyRequests(formLimitMessage(windowStart + windowMs - time), windowStart + windowMs - time);
    if (bearerToken(req)) {
      if (entry.madeUpTokens && entry.reads >= limit) throw refuse();
      res.once('finish', () => {
        if (!res.locals[ANSWERED_ANONYMOUS]) return;
        current();
        const later = entryOf(ip);
        later.reads++;
        later.madeUpTokens = true;
      });
      return next();
    }
    // The error handler sends Retry-After from the error's wait.
    if (entry.reads >= limit) throw refuse();
    entry.reads++;
    next();
  };
}
