import type { NextFunction, Request, Response } from 'express';
import { tooManyRequests } from '../domain/errors.js';
import { identityOf } from './auth.js';
import { nowOf } from '../services/steps/clock.js';

export interface PerUserCapOptions {
  /** Requests a user may make per window. */
  limit: number;
  windowMs: number;
  message: string;
  now?: () => Date;
}

/**
 * A per-user request cap in this instance's memory (a fixed window per uid), after `requireUser`. Over the cap it
 * answers 429 with Retry-After before the handler runs, so a runaway poller costs no store reads. Cheap requests
 * only: each instance counts apart, which bounds the cost per instance without a write per request.
 */
export type PerUserCap = (req: Request, res: Response, next: NextFunction) => void;

export function perUserCap({ limit, windowMs, message, now }: PerUserCapOptions): PerUserCap {
  const ms = () => nowOf({ now }).getTime();
  let windowStart = ms();
  let counts = new Map<string, number>();
  return (_req: Request, res: Response, next: NextFunction): void => {
    const time = ms();
    if (time - windowStart >= windowMs) {
      windowStart = time - ((time - windowStart) % windowMs);
      counts = new Map();
    }
    const { uid } = identityOf(res);
    const count = (counts.get(uid) ?? 0) + 1;
    counts.set(uid, count);
    // The error handler sends Retry-After from the error's wait.
    if (count > limit) throw tooManyRequests(message, windowStart + windowMs - time);
    next();
  };
}
