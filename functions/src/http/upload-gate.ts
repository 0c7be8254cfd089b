import type { NextFunction, Request, Response } from 'express';
import { UPLOADS_BUSY, UPLOADS_LIMITED } from '../contracts/uploads.js';
import { AppError } from '../domain/errors.js';
import { perUserCap } from './per-user-cap.js';

/** A counting semaphore: `slots` holders at once and up to `queue` more waiting in turn; past that, `acquire` answers null. */
export interface Semaphore {
  /** Resolves with the slot's release (idempotent) once the slot is the caller's; null when the queue is full. */
  acquire(): Promise<() => void> | null;
  readonly active: number;
  readonly waiting: number;
}

export function semaphore(slots: number, queue: number): Semaphore {
  let active = 0;
  const waiters: (() => void)[] = [];
  // A released slot passes straight to the first waiter, so `active` never drops below what runs.
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else active -= 1;
  };
  const releaseOnce = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
    acquire() {
      if (active < slots) {
        active += 1;
        return Promise.resolve(releaseOnce());
      }
      if (waiters.length >= queue) return null;
      return new Promise((resolve) => waiters.push(() => resolve(releaseOnce())));
    },
  };
}

/** How an instance takes uploads: pictures decoded at once, waiting behind them, and uploads per member a minute. */
export interface UploadPlan {
  slots: number;
  queue: number;
  perMinute: number;
}

export type UploadGate = ((req: Request, res: Response, next: NextFunction) => void | Promise<void>)[];

/**
 * The middlewares in front of every upload route of one function instance, after `requireUser`: the member's uploads
 * a minute (429 with Retry-After past them), then a decoding slot held until the answer is sent, so that no more
 * pictures are decoded at once than the function's memory plan allows (index.ts); 503 when the queue is full too.
 */
export function uploadGate(plan: UploadPlan): UploadGate {
  const slots = semaphore(plan.slots, plan.queue);
  const slot = async (_req: Request, res: Response, next: NextFunction) => {
    const taken = slots.acquire();
    if (!taken) throw new AppError('busy', UPLOADS_BUSY, 503, { retryAfter: 2 });
    let closed = false;
    const onClose = () => (closed = true);
    res.once('close', onClose);
    const release = await taken;
    res.off('close', onClose);
    // A client gone while it waited frees its slot at once.
    if (closed) return release();
    res.once('close', release);
    next();
  };
  return [perUserCap({ limit: plan.perMinute, windowMs: 60_000, message: UPLOADS_LIMITED }), slot];
}
