// The stored session token and what its claims say, read without verifying it and without any import: the entry
// (main.tsx) reads it before the first paint. Only hints for what to show; the server checks the token on every call.

/** The spec's browser storage key for the product session token. */
export const SESSION_KEY = 'jwt';

/** The token in localStorage; null when signed out or when storage cannot be read. */
export function storedSessionToken(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** The session token's claims ({} for none or a token that is not a JWT). */
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

/** The roles the session token carries (its custom claims): only to show links such as the designer's Workspace. */
export function sessionRoles(token: string | null): { designer: boolean; admin: boolean } {
  const claims = claimsOf(token);
  return { designer: claims.designer === true, admin: claims.admin === true };
}

/** The e-mail address the session token was made for (to prefill sign-in forms, and for the verification reminder). */
export function sessionEmail(token: string | null): string | null {
  const { email } = claimsOf(token);
  return typeof email === 'string' ? email : null;
}

/** The account the session token was made for (Firebase names it in `sub`). */
export function sessionUid(token: string | null): string | null {
  const { sub } = claimsOf(token);
  return typeof sub === 'string' && sub ? sub : null;
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
