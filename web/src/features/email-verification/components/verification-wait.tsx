import { useVerified } from '../hooks/use-verified';
import { ResendVerification } from './resend-verification';
import styles from './email-verification.module.css';

export interface VerificationWaitProps {
  /** Called once, when the address is verified: the screen goes on by itself. */
  onVerified: () => void;
}

/** Where a step waits for the member's address to be verified: it says so, offers the e-mail again, and goes on by itself. */
export function VerificationWait({ onVerified }: VerificationWaitProps) {
  const status = useVerified(true, onVerified);
  return (
    <div className={styles.wait}>
      <p role="status" className={styles.waiting}>
        {status.data?.verified ? 'Your e-mail address is verified.' : 'Waiting for you to open the link…'}
      </p>
      <ResendVerification />
    </div>
  );
}
