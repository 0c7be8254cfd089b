import { atom, getDefaultStore } from 'jotai';

/** The spec's browser storage key for the product session token. */
export const SESSION_KEY = 'jwt';

export const store = getDefaultStore();

function readToken(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** The stored session token; null when signed out. Checked at start, as the spec says. */
export const sessionTokenAtom = atom<string | null>(readToken());

export function setSessionToken(token: string | null): void {
  if (token) localStorage.setItem(SESSION_KEY, token);
  else localStorage.removeItem(SESSION_KEY);
  store.set(sessionTokenAtom, token);
}

export function currentSessionToken(): string | null {
  return store.get(sessionTokenAtom);
}

/**
 * The roles the session token carries (its custom claims), read without verifying it: only to show links such as the
 * designer's Workspace; the server checks the role on every call.
 */
export function sessionRoles(token: string | null): { designer: boolean; admin: boolean } {
  const claims = claimsOf(token);
  return { designer: claims.designer === true, admin: claims.admin === true };
}

/** The session token's claims, read without verifying it ({} for none or a token that is not a JWT). */
function claimsOf(token: string | null): Record<string, unknown> {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The e-mail address the session token was made for, read without verifying it (to prefill sign-in forms). */
export function sessionEmail(token: string | null): string | null {
  const { email } = claimsOf(token);
  return typeof email === 'string' ? email : null;
}

/**
 * Whether the session was made for a password account whose e-mail was not verified then (Google accounts come
 * verified). Only a hint for asking the server (GET /api/email-verification), which knows whether it is verified now.
 */
export function sessionMayBeUnverified(token: string | null): boolean {
  const claims = claimsOf(token);
  const provider = (claims.firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;
  return claims.email_verified !== true && provider === 'password';
}
