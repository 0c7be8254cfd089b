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
  const payload = token?.split('.')[1];
  if (!payload) return { designer: false, admin: false };
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    return { designer: claims.designer === true, admin: claims.admin === true };
  } catch {
    return { designer: false, admin: false };
  }
}

/** The e-mail address the session token was made for, read without verifying it (to prefill sign-in forms). */
export function sessionEmail(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    return typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}
