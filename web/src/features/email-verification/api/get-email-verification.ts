import type { EmailVerification } from '@contracts/email-verification';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const emailVerificationKey = ['email-verification'] as const;

/** While the address waits for its link to be opened, asked this often (only while the page is visible). */
const VERIFICATION_POLL_MS = 4_000;

/** GET /api/email-verification: whether the signed-in member's address is verified now. Quiet: the waiting screens decide. */
function getEmailVerification(signal?: AbortSignal): Promise<EmailVerification> {
  return api<EmailVerification>('email-verification', { signal, quiet: true });
}

/**
 * The address's state, asked again every few seconds while it is not verified and the page is visible (the query
 * cache pauses intervals in a hidden tab), and on coming back to the window; no more once it is verified or the
 * screen that asks is gone.
 */
export function useEmailVerification(enabled: boolean) {
  return useQuery({
    queryKey: emailVerificationKey,
    queryFn: ({ signal }) => getEmailVerification(signal),
    enabled,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.verified ? false : VERIFICATION_POLL_MS),
    refetchOnWindowFocus: (query) => !query.state.data?.verified,
  });
}
