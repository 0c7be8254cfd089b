import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { InvalidSignatureError } from '../../ports/payments.port.js';
import { stripeWebhookVerifier } from './stripe.payments.js';

const signed = (payload: string, secret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

const ACCOUNT_UPDATED = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'account.updated',
  created: 1_790_000_000,
  livemode: false,
  account: 'acct_1',
  data: { object: { id: 'acct_1', object: 'account', payouts_enabled: true, details_submitted: true, charges_enabled: true } },
});

describe('stripeWebhookVerifier', () => {
  it('accepts the platform’s and the Connect endpoint’s secrets, comma-separated, and reads account.updated', async () => {
    const verifier = stripeWebhookVerifier('whsec_platform, whsec_connect');
    const event = await verifier.verify(Buffer.from(ACCOUNT_UPDATED), signed(ACCOUNT_UPDATED, 'whsec_connect'));
    expect(event).toMatchObject({ type: 'account.updated', account: { id: 'acct_1', payoutsEnabled: true, detailsSubmitted: true } });
    await expect(verifier.verify(Buffer.from(ACCOUNT_UPDATED), signed(ACCOUNT_UPDATED, 'whsec_platform'))).resolves.toBeTruthy();
  });

  it('refuses a signature made with any other secret', async () => {
    const verifier = stripeWebhookVerifier('whsec_platform,whsec_connect');
    await expect(verifier.verify(Buffer.from(ACCOUNT_UPDATED), signed(ACCOUNT_UPDATED, 'whsec_other'))).rejects.toBeInstanceOf(
      InvalidSignatureError,
    );
  });
});
