import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useVerified } from '../hooks/use-verified';
import { ResendVerification } from './resend-verification';
import styles from './email-verification.module.css';

const HIDDEN_KEY = 'verify-email-banner-hidden';

function hiddenThisSession(): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Reminds a member whose address is not verified (invitations and paid boards wait for it), with the same button as
 * the invitation page. Hidden for the browser session on request; gone by itself once the address is verified.
 */
export function VerifyEmailBanner() {
  const [hidden, setHidden] = useState(hiddenThisSession);
  const wasShown = useRef(false);
  const status = useVerified(!hidden, () => {
    // Only after it was shown: a session made before the address was verified asks once and stays quiet.
    if (wasShown.current) notify('Your e-mail address is verified.', 'success');
  });
  const shown = status.data?.verified === false;
  useEffect(() => {
    if (shown) wasShown.current = true;
  }, [shown]);
  if (hidden || status.data?.verified !== false) return null;
  const { email } = status.data;

  function hide() {
    try {
      sessionStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // hidden until the page is left, then
    }
    setHidden(true);
  }

  return (
    <aside className={styles.banner} aria-label="Verify your e-mail address" data-testid="verify-email-banner">
      <div className={styles.bannerInner}>
        <p className={styles.bannerText}>
          <strong>Verify your e-mail address</strong> to accept invitations and make AI boards: open the link we sent to{' '}
          <span className={styles.address}>{email}</span>.
        </p>
        <ResendVerification size="sm" />
        <button type="button" className={styles.close} onClick={hide} aria-label="Hide this reminder">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
