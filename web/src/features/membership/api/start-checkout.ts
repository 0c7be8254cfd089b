import type { CreateCheckoutResponse, MembershipTier } from '@contracts/membership';
import { api } from '../../../lib/api-client';

/** POST /api/stripe/create-checkout-session: `{url}` for a paid tier, `{membership}` for Basic. The price is the server's. */
export function startCheckout(tier: MembershipTier): Promise<CreateCheckoutResponse> {
  return api<CreateCheckoutResponse>('stripe/create-checkout-session', { body: { card_title: tier.title } });
}
