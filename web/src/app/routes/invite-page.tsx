import { VerificationWait } from '../../features/email-verification/components/verification-wait';
import { AcceptInviteRoute } from '../../features/live/routes/accept-invite-route';

/** /invite/:id, with the e-mail verification feature's wait for an invitee whose address is not verified yet. */
export function InvitePage() {
  return <AcceptInviteRoute verifyEmail={(onVerified) => <VerificationWait onVerified={onVerified} />} />;
}
