import { VERIFICATION_NO_ADDRESS, VERIFICATION_NOT_SENT, type EmailVerification } from '../contracts/email-verification.js';
import { badRequest, unavailable } from '../domain/errors.js';
import { mailTemplates } from '../domain/mail-templates.js';
import type { Identity, Sessions } from '../ports/sessions.port.js';
import { verificationLogs } from './email-verification.logs.js';
import { mailAddress, type SendMailDeps } from './steps/send-mail.js';

export interface EmailVerificationDeps {
  sessions: Pick<Sessions, 'isEmailVerified' | 'verificationLink'>;
  mail: SendMailDeps;
}

/** GET /api/email-verification: whether the caller's address is verified now (their session may predate it). */
export async function emailVerification(deps: EmailVerificationDeps, identity: Identity): Promise<EmailVerification> {
  if (!identity.email) throw badRequest(VERIFICATION_NO_ADDRESS);
  const verified = identity.emailVerified || (await deps.sessions.isEmailVerified(identity.uid));
  return { email: identity.email, verified };
}

/**
 * POST /api/email-verification: mails the caller a new verification link (the provider's own), to the address their
 * verified session names; an address verified already gets nothing and the answer says so.
 */
export async function sendVerificationEmail(deps: EmailVerificationDeps, identity: Identity): Promise<EmailVerification> {
  const status = await emailVerification(deps, identity);
  if (status.verified) return status;
  const verifyUrl = await deps.sessions.verificationLink(status.email);
  const queued = await mailAddress(
    deps.mail,
    status.email,
    'verification',
    mailTemplates.verifyEmail({ verifyUrl }),
    'You get this mail because you asked Roomboard to send it again.',
  );
  if (!queued) throw unavailable(VERIFICATION_NOT_SENT);
  verificationLogs.sent(identity.uid);
  return status;
}
