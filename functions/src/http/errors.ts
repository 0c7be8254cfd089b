import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { AppError } from '../domain/errors.js';

/** Maps every failure to a JSON `{error}`; the spec's 'Token has expired' is also sent as `message`. */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof AppError) {
    const body: Record<string, unknown> = { error: error.message, code: error.code, ...error.extra };
    if (error.code === 'session-expired') body.message = error.message;
    if (typeof error.extra.retryAfter === 'number') res.set('Retry-After', String(error.extra.retryAfter));
    res.status(error.status).json(body);
    return;
  }
  if (error instanceof z.ZodError) {
    res.status(400).json({ error: error.issues[0]?.message ?? 'Invalid request.', code: 'invalid', issues: fieldErrors(error) });
    return;
  }
  const status = clientErrorStatus(error);
  if (status) {
    res.status(status).json({ error: `${STATUS_CODES[status] ?? 'Bad Request'}.`, code: 'bad-request' });
    return;
  }
  if (isContention(error)) {
    logger.warn('Store busy', { path: req.path, error: error instanceof Error ? error.message : String(error) });
    res.status(503).set('Retry-After', '1').json({ error: 'We are busy right now. Please try again in a moment.', code: 'busy' });
    return;
  }
  logger.error('Unhandled API error', { path: req.path, error: error instanceof Error ? error.stack : String(error) });
  res.status(500).json({ error: 'Something went wrong on our side. Please try again.' });
}

/** Express and its router flag the request's own faults (e.g. a path parameter with a broken %-escape) with a 4xx `status`. */
function clientErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500 ? status : null;
}

/**
 * Firestore gives up on a transaction that keeps colliding (gRPC ABORTED, or the emulator's lock timeout) or on a
 * store it cannot reach for now: nothing was written, so the caller may simply try again.
 */
function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return code === 10 || code === 14 || code === 'aborted' || code === 'unavailable' || /Transaction lock timeout/i.test(message);
}

/** The first message per field, keyed by the field's name. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export function notFoundHandler(_req: Request, res: Response): void {
  res.status(404).json({ error: 'Not found.' });
}
