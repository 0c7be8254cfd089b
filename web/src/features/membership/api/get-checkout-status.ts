import type { CheckoutStatusResponse } from '@contracts/membership';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { membershipKey } from './membership-keys';

/** GET /api/stripe/session/:id: what the server knows about a checkout ('pending' until Stripe's event arrives). */
function getCheckoutStatus(sessionId: string, signal?: AbortSignal): Promise<CheckoutStatusResponse> {
  return api<CheckoutStatusResponse>(`stripe/session/${encodeURIComponent(sessionId)}`, { signal });
}

/** Stripe's event usually arrives within seconds; the page asks again this often, this many times. */
const POLL_MS = 2000;
export const POLL_TRIES = 15;

/** Asked every POLL_MS while the checkout is pending, POLL_TRIES times at most. */
export const checkoutStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [...membershipKey, 'checkout', sessionId] as const,
    queryFn: ({ signal }) => getCheckoutStatus(sessionId, signal),
    enabled: () => whenSignedIn() && sessionId !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' && query.state.dataUpdateCount < POLL_TRIES ? POLL_MS : false),
  });
