import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { VERIFICATION_TOO_SOON } from '../../contracts/email-verification.js';
import { AppError, sessionExpired, signInTooOld, tooManyRequests, unauthenticated, unavailable } from '../../domain/errors.js';
import type { Identity, Sessions } from '../../ports/sessions.port.js';

export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const LOGIN_REFUSED = 'Email or password is incorrect.';

/**
 * The live listener signs in as `live:<uid>`, an identity of its own with no credentials, carrying the account's uid in
 * this claim: firestore.rules read liveLayouts by it. A session of it cannot change the account or open a session.
 */
const LIVE_UID_CLAIM = 'liveUid';
const LIVE_PREFIX = 'live:';
const liveIdentity = (uid: string) => `${LIVE_PREFIX}${uid}`;

/** A sign-in that is not the account's own: the listener's identity, or any custom-token sign-in (the app has no other). */
function isDerived(decoded: { uid: string; firebase: { sign_in_provider: string } }): boolean {
  return decoded.uid.startsWith(LIVE_PREFIX) || decoded.firebase.sign_in_provider === 'custom';
}

function authCode(error: unknown): string {
  return (error as { code?: string }).code ?? '';
}

/** What Firebase Auth answers for a token that is no session of a current account: malformed, forged, revoked, disabled. */
const REFUSED = new Set([
  'auth/argument-error',
  'auth/id-token-revoked',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export const SIGN_IN_CHECK_UNAVAILABLE = 'We could not check your sign-in just now. Please try again in a moment.';

/**
 * Why a token was not verified, as the API answers it: expired (the spec's 401), refused (401: the app signs out), or
 * Firebase Auth unreachable or failing (503): that is not the caller's doing and must not end their session.
 */
export function verificationFailure(error: unknown, expiredCode: string): AppError {
  const code = authCode(error);
  if (code === expiredCode) return sessionExpired();
  if (REFUSED.has(code)) return unauthenticated();
  return unavailable(SIGN_IN_CHECK_UNAVAILABLE);
}

/** Firebase Auth session cookies (createSessionCookie), sent by the web app as a bearer token. */
export function firebaseSessions(app: App): Sessions {
  const auth = getAuth(app);
  const toIdentity = (decoded: {
    uid: string;
    email?: string;
    email_verified?: boolean;
    auth_time?: number;
    admin?: unknown;
    designer?: unknown;
  }): Identity => ({
    uid: decoded.uid,
    email: decoded.email ?? null,
    emailVerified: decoded.email_verified === true,
    ...(typeof decoded.auth_time === 'number' ? { signedInAt: new Date(decoded.auth_time * 1000) } : {}),
    ...(decoded.admin === true ? { admin: true } : {}),
    ...(decoded.designer === true ? { designer: true } : {}),
  });
  return {
    async createSession(idToken, maxSignInAgeMs) {
      try {
        // Revoked tokens are refused here too: a sign-out ends the ID tokens of that sign-in as well.
        const decoded = await auth.verifyIdToken(idToken, true);
        if (isDerived(decoded)) throw unauthenticated(LOGIN_REFUSED);
        const { auth_time: authTime } = decoded;
        if (Date.now() - authTime * 1000 > maxSignInAgeMs) throw signInTooOld();
        return await auth.createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw unauthenticated(LOGIN_REFUSED);
      }
    },
    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
      // The listener's identity exists once the account has listened to a board.
      await auth.revokeRefreshTokens(liveIdentity(uid)).catch((error: unknown) => {
        if (authCode(error) !== 'auth/user-not-found') throw error;
      });
    },
    async verifyIdToken(idToken) {
      let decoded;
      try {
        decoded = await auth.verifyIdToken(idToken, true);
      } catch (error) {
        throw verificationFailure(error, 'auth/id-token-expired');
      }
      if (isDerived(decoded)) throw unauthenticated();
      return toIdentity(decoded);
    },
    async verifySession(token) {
      try {
        return toIdentity(await auth.verifySessionCookie(token, true));
      } catch (error) {
        throw verificationFailure(error, 'auth/session-cookie-expired');
      }
    },
    async isEmailVerified(uid) {
      return (await auth.getUser(uid)).emailVerified;
    },
    async accountEmail(uid) {
      try {
        const user = await auth.getUser(uid);
        return user.email ? { email: user.email, verified: user.emailVerified } : null;
      } catch (error) {
        if (authCode(error) === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async verificationLink(email) {
      try {
        return await auth.generateEmailVerificationLink(email);
      } catch (error) {
        // The provider's own quota of links per address.
        if (authCode(error) === 'auth/too-many-requests') throw tooManyRequests(VERIFICATION_TOO_SOON, 60_000);
        throw error;
      }
    },
    async signInToken(uid) {
      return auth.createCustomToken(liveIdentity(uid), { [LIVE_UID_CLAIM]: uid });
    },
    async deleteAccount(uid) {
      // The listener's identity goes with the account; either may be gone already (a retried deletion).
      for (const id of [liveIdentity(uid), uid]) {
        await auth.deleteUser(id).catch((error: unknown) => {
          if (authCode(error) !== 'auth/user-not-found') throw error;
        });
      }
    },
  };
}
