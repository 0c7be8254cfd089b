import type { NextFunction, Request, Response } from 'express';
import { unauthenticated } from '../domain/errors.js';
import type { Identity, Sessions } from '../ports/sessions.port.js';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Puts the verified caller in res.locals.identity, or answers 401. Identity never comes from the body. */
export function requireUser(sessions: Sessions) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    res.locals.identity = await sessions.verifySession(token);
    next();
  };
}

export function identityOf(res: Response): Identity {
  const identity = res.locals.identity as Identity | undefined;
  if (!identity) throw unauthenticated();
  return identity;
}

/** The caller's uid when a valid session comes along; null for a visitor (or a session that does not verify). */
export async function optionalUid(sessions: Sessions, req: Request): Promise<string | null> {
  const token = bearerToken(req);
  if (!token) return null;
  try {
    return (await sessions.verifySession(token)).uid;
  } catch {
    return null;
  }
}
