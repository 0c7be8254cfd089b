import { DesignForRoomboardRoute } from '../../features/designer-applications/routes/design-for-roomboard-route';
import { ResendVerification } from '../../features/email-verification/components/resend-verification';

/** /design-for-roomboard: the applications feature's page, with the verification feature's Resend for an unverified member. */
export function DesignForRoomboardPage() {
  return <DesignForRoomboardRoute verifyAction={<ResendVerification size="sm" />} />;
}
