import { Button, type ButtonSize } from '../../../components/ui/button';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { RESEND_LABEL } from '../early-banner';
import styles from './email-verification.module.css';

const sentTo = (email: string) => `Sent to ${email}. It can take a minute to arrive; look in your spam folder too.`;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The button that mails a new verification link, with what became of it; the same on the invitation page and the banner. */
export function ResendVerification({ size = 'md' }: { size?: ButtonSize }) {
  const send = useSendVerificationEmail();
  return (
    <div className={styles.resend}>
      <Button variant="secondary" size={size} onClick={() => send.mutate()} disabled={send.isPending}>
        {send.isPending ? 'Sending…' : RESEND_LABEL}
      </Button>
      {send.isSuccess ? (
        <p role="status" className={styles.sent}>
          {sentTo(send.data.email)}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className={styles.error}>
          {message(send.error)}
        </p>
      ) : null}
    </div>
  );
}
