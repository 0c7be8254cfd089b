import { useAtomValue } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { sessionTokenAtom } from '../../../lib/session';
import { sessionEmail } from '../../../lib/session-claims';
import {
  BANNER_LABEL,
  BANNER_TEXT,
  HIDE_LABEL,
  hiddenThisSession,
  hideForSession,
  rememberVerified,
  removeEarlyBanner,
} from '../early-banner';
import { useVerified } from '../hooks/use-verified';
import { ResendVerification } from './resend-verification';
import styles from './email-verification.module.css';

/**
 * Reminds a member whose session says their address is not verified (invitations and paid boards wait for it), with
 * the same button as the invitation page. Shown at once, from the session's claims, in the place the entry painted its
 * copy (early-banner.ts): nothing moves when it arrives. Hidden for the browser session on request; gone by itself
 * once the server says the address is verified, which is remembered so that the next pages show none at all.
 */
export function VerifyEmailBanner() {
  const token = useAtomValue(sessionTokenAtom);
  const [hidden, setHidden] = useState(hiddenThisSession);
  const status = useVerified(!hidden, () => {
    rememberVerified(token);
    notify('Your e-mail address is verified.', 'success');
  });
  const email = status.data?.email ?? sessionEmail(token);
  const shown = !hidden && status.data?.verified !== true && email !== null;
  // In the same frame as this one is added: the entry's copy never shows next to it.
  useLayoutEffect(removeEarlyBanner, []);
  if (!shown) return null;

  function hide() {
    hideForSession();
    setHidden(true);
  }

  return (
    <aside className={styles.banner} aria-label={BANNER_LABEL} data-testid="verify-email-banner">
      <div className={styles.bannerInner}>
        <p className={styles.bannerText}>
          <strong>{BANNER_LABEL}</strong>
          {BANNER_TEXT}
          <span className={styles.address}>{email}</span>.
        </p>
        <ResendVerification size="sm" />
        <button type="button" className={styles.close} onClick={hide} aria-label={HIDE_LABEL}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
