import type { NextFunction, Request, Response } from 'express';
import { AppError, notFound, unauthenticated } from '../domain/errors.js';
import type { Identity, Role, Sessions } from '../ports/sessions.port.js';

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

/** Set when a request's token is not a valid session and it is answered as anonymous (per-ip-read-cap.ts counts it). */
export const ANSWERED_ANONYMOUS = 'answeredAnonymous';

/**
 * The caller's uid when a valid session token comes along, else null: public pages and forms work signed out. An
 * expired session still answers the spec's 401 'Token has expired' (as everywhere), so the app can ask for a new sign-in,
 * and Firebase Auth out of reach answers 503 (the member's page is not shown as a visitor's).
 */
export async function optionalUid(sessions: Sessions, req: Request): Promise<string | null> {
  const token = bearerToken(req);
  if (!token) return null;
  try {
    return (await sessions.verifySession(token)).uid;
  } catch (error) {
    if (error instanceof AppError && error.code !== 'unauthenticated') throw error;
    if (req.res) req.res.locals[ANSWERED_ANONYMOUS] = true;
    return null;
  }
}

/** A token that is no valid session reads as none; Firebase Auth out of reach is answered as such (503). */
function unlessUnavailable(error: unknown): null {
  if (error instanceof AppError && error.code === 'unavailable') throw error;
  return null;
}

/**
 * Only for sessions whose account holds the role's custom claim; everyone else, signed in or not, gets the same 404 as
 * a path that does not exist, so the admin and designer APIs do not show themselves. A revoked role ends at once: the
 * grant tool revokes the account's sessions, and this check verifies revocation.
 */
export function requireRole(sessions: Sessions, role: Role) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req);
    const identity = token ? await sessions.verifySession(token).catch(unlessUnavailable) : null;
    if (!identity?.[role]) throw notFound();
    res.locals.identity = identity;
    next();
  };
}
