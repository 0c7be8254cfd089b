import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AppError, sessionExpired, signInTooOld, unauthenticated } from '../../domain/errors.js';
import type { Identity, Sessions } from '../../ports/sessions.port.js';

export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

function authCode(error: unknown): string {
  return (error as { code?: string }).code ?? '';
}

/** Firebase Auth session cookies (createSessionCookie), sent by the web app as a bearer token. */
export function firebaseSessions(app: App): Sessions {
  const auth = getAuth(app);
  const toIdentity = (decoded: { uid: string; email?: string; email_verified?: boolean; admin?: unknown }): Identity => ({
    uid: decoded.uid,
    email: decoded.email ?? null,
    emailVerified: decoded.email_verified === true,
    ...(decoded.admin === true ? { admin: true } : {}),
  });
  return {
    async createSession(idToken, maxSignInAgeMs) {
      try {
        // Revoked tokens are refused here too: a sign-out ends the ID tokens of that sign-in as well.
        const { auth_time: authTime } = await auth.verifyIdToken(idToken, true);
        if (Date.now() - authTime * 1000 > maxSignInAgeMs) throw signInTooOld();
        return await auth.createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw unauthenticated('Email or password is incorrect.');
      }
    },
    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
    },
    async verifyIdToken(idToken) {
      try {
        return toIdentity(await auth.verifyIdToken(idToken, true));
      } catch (error) {
        throw authCode(error) === 'auth/id-token-expired' ? sessionExpired() : unauthenticated();
      }
    },
    async verifySession(token) {
      try {
        return toIdentity(await auth.verifySessionCookie(token, true));
      } catch (error) {
        throw authCode(error) === 'auth/session-cookie-expired' ? sessionExpired() : unauthenticated();
      }
    },
    async isEmailVerified(uid) {
      return (await auth.getUser(uid)).emailVerified;
    },
    async signInToken(uid) {
      return auth.createCustomToken(uid);
    },
    async deleteAccount(uid) {
      await auth.deleteUser(uid);
    },
  };
}
