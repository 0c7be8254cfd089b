import { retryAfterSeconds } from './usage-limits.js';

/** A failure the user can act on. `code` is stable; `status` is what the HTTP layer answers. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new AppError('bad-request', message, 400, extra);
export const unauthenticated = (message = 'Please Login.') => new AppError('unauthenticated', message, 401);
export const sessionExpired = () => new AppError('session-expired', 'Token has expired', 401);
export const RECENT_SIGN_IN_REQUIRED = 'Your sign-in is too old to start a session. Please sign in again.';
export const signInTooOld = () => new AppError('sign-in-too-old', RECENT_SIGN_IN_REQUIRED, 401);
export const forbidden = (message = 'You are not authorized to perform this task') => new AppError('forbidden', message, 403);
export const notFound = (message = 'Not found.') => new AppError('not-found', message, 404);
export const gone = (message: string) => new AppError('gone', message, 410);
export const conflict = (message: string) => new AppError('conflict', message, 409);
/** A limit was reached: the HTTP layer sends `retryAfter` (whole seconds) also as the `Retry-After` header. */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new AppError('rate-limited', message, 429, { retryAfter: retryAfterSeconds(retryAfterMs) });
export const unavailable = (message: string) => new AppError('unavailable', message, 503);
