import { useEffect, useRef } from 'react';
import { useEmailVerification } from '../api/get-email-verification';

/**
 * Watches the member's address while `enabled` and calls `onVerified` once, when it turns out verified (at once if it
 * already is). Answers the address's state, for the screen to show.
 */
export function useVerified(enabled: boolean, onVerified: () => void) {
  const status = useEmailVerification(enabled);
  const verified = status.data?.verified === true;
  const latest = useRef(onVerified);
  const called = useRef(false);
  useEffect(() => {
    latest.current = onVerified;
  }, [onVerified]);
  useEffect(() => {
    if (!enabled || !verified || called.current) return;
    called.current = true;
    latest.current();
  }, [enabled, verified]);
  return status;
}
