import type { PayoutGateway } from '../../ports/payouts.port.js';
import { lazyClient, type StripeSettings } from './stripe.payments.js';

/** Stripe Connect Express: accounts with hosted onboarding, and transfers to them from the platform's balance. */
export function stripePayouts(settings: StripeSettings): PayoutGateway {
  const client = lazyClient(settings);
  return {
    async createExpressAccount(uid, email) {
      const stripe = await client();
      const account = await stripe.accounts.create(
        {
          type: 'express',
          ...(email && { email }),
          capabilities: { transfers: { requested: true } },
          metadata: { uid },
        },
        // One account per designer, even when two first onboardings race.
        { idempotencyKey: `express-account-${uid}` },
      );
      return account.id;
    },

    async accountLink(accountId, refreshUrl, returnUrl) {
      const stripe = await client();
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    },

    async transfer(request) {
      const stripe = await client();
      const transfer = await stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          destination: request.destination,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: transfer.id };
    },
  };
}
