import type { CreateCheckoutResponse } from '@contracts/membership';
import type { MembershipTier } from '@contracts/membership-tiers';
import { api } from '../../../lib/api-client';
import { membershipKey } from './membership-keys';

/**
 * POST /api/stripe/create-checkout-session: `{url}` for a paid tier, `{membership}` for Basic. The price is the server's.
 * A membership activated here makes the cached one stale. The cache is loaded only for that (Home, where the plans are
 * booked, does not carry the query library); when it was never loaded it holds nothing to refresh.
 */
export async function startCheckout(tier: MembershipTier): Promise<CreateCheckoutResponse> {
  const result = await api<CreateCheckoutResponse>('stripe/create-checkout-session', { body: { card_title: tier.title } });
  if ('membership' in result) {
    const { queryClient } = await import('../../../lib/react-query');
    await queryClient.invalidateQueries({ queryKey: membershipKey });
  }
  return result;
}
