import type { Identity, Sessions } from '../ports/sessions.port.js';
import { mailPasswordChanged } from './steps/mail-notices.js';
import { mailLogs } from './mail.logs.js';
import { followAddress, type SendMailDeps } from './steps/send-mail.js';
import { nowOf } from './steps/clock.js';

export interface SignInDeps {
  sessions: Pick<Sessions, 'createSession' | 'verifySession'>;
  mail: SendMailDeps;
  now?: () => Date;
}

/** A password change is reported by the sign-in it made: a notice follows only a sign-in this recent. */
const PASSWORD_NOTICE_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * POST /api/login: a session for a fresh sign-in. The session's address is the truth: once verified, the profile's copy
 * follows it (an address changed on the provider's own page reaches the profile on the next sign-in, which the change
 * requires, as it ends the sessions made before it), and the address it replaces is told.
 */
export async function signIn(deps: SignInDeps, idToken: string, maxSignInAgeMs: number): Promise<{ token: string }> {
  const token = await deps.sessions.createSession(idToken, maxSignInAgeMs);
  const identity = await deps.sessions.verifySession(token);
  if (identity.emailVerified && identity.email) await followAddress(deps.mail, identity.uid, identity.email);
  return { token };
}

/**
 * POST /api/password-changed: the web app reports the password it just changed, with the session that change started;
 * the member's verified address gets a notice, once per sign-in. An older session sends nothing.
 */
export async function reportPasswordChange(deps: SignInDeps, identity: Identity): Promise<void> {
  const now = nowOf(deps);
  const { signedInAt } = identity;
  if (!signedInAt || now.getTime() - signedInAt.getTime() > PASSWORD_NOTICE_MAX_AGE_MS) return mailLogs.passwordNoticeTooLate(identity.uid);
  await mailPasswordChanged(deps.mail, { uid: identity.uid, signedInAt });
}
