import { describe, expect, it } from 'vitest';
import { PAYMENTS_NOT_CONFIGURED, UNKNOWN_TIER, type Membership } from '../contracts/membership.js';
import type { StoredEvent } from '../ports/memberships.port.js';
import type { CheckoutGateway, CheckoutRequest } from '../ports/payments.port.js';
import { memoryMemberships } from '../testing/memory-repositories.js';
import { checkoutStatus, membershipOf, startCheckout } from './checkout.service.js';

const now = new Date('2026-01-15T10:00:00Z');
const ann = { uid: 'ann', email: 'ann@example.com', emailVerified: true };

function gateway(fail = false) {
  const requests: CheckoutRequest[] = [];
  const checkout: CheckoutGateway = {
    async createCheckoutSession(request) {
      requests.push(request);
      if (fail) throw new Error('Stripe is down');
      return { id: 'cs_test_1', url: 'https://checkout.stripe.test/cs_test_1' };
    },
  };
  return { checkout, requests };
}

function setUp(checkout: CheckoutGateway | null = gateway().checkout) {
  const memberships = memoryMemberships();
  return { deps: { memberships, checkout, appOrigin: 'https://roomboard.test/', now: () => now }, memberships };
}

function event(overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    eventId: 'evt_1',
    type: 'checkout.session.completed',
    created: now,
    livemode: false,
    status: 'granted',
    uid: 'ann',
    tier: 'gold',
    checkoutSessionId: 'cs_test_1',
    paymentIntentId: 'pi_1',
    amountCents: 5000,
    currency: 'usd',
    paymentStatus: 'paid',
    ...overrides,
  };
}

describe('startCheckout', () => {
  it('makes Basic the membership at once, without payment', async () => {
    const { deps, memberships } = setUp();
    const basic: Membership = {
      tier: 'basic',
      title: 'Basic',
      since: now.toISOString(),
      amountCents: 0,
      currency: 'usd',
      checkoutSessionId: null,
    };
    expect(await startCheckout(deps, ann, { card_title: 'basic' })).toEqual({ membership: basic });
    expect(memberships.members.get('ann')).toEqual(basic);
  });

  it('does not let Basic replace a paid membership', async () => {
    const { deps, memberships } = setUp();
    const gold: Membership = {
      tier: 'gold',
      title: 'Gold',
      since: now.toISOString(),
      amountCents: 5000,
      currency: 'usd',
      checkoutSessionId: 'cs_1',
    };
    memberships.members.set('ann', gold);
    await expect(startCheckout(deps, ann, { card_title: 'Basic' })).rejects.toMatchObject({
      status: 409,
      message: 'You already have the Gold membership.',
    });
    expect(memberships.members.get('ann')).toEqual(gold);
  });

  it("opens a Checkout Session priced from the server's table, with the app's return URLs and an idempotency key", async () => {
    const { checkout, requests } = gateway();
    const { deps } = setUp(checkout);
    expect(await startCheckout(deps, ann, { card_title: 'Platinum' })).toEqual({ url: 'https://checkout.stripe.test/cs_test_1' });
    expect(requests).toEqual([
      {
        uid: 'ann',
        email: 'ann@example.com',
        tier: 'platinum',
        productName: 'Platinum membership',
        amountCents: 10000,
        currency: 'usd',
        successUrl: 'https://roomboard.test/membership/success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'https://roomboard.test/membership/cancel',
        idempotencyKey: expect.stringMatching(/^checkout-ann-platinum-\d+$/),
      },
    ]);
  });

  it('answers an unknown tier with 400, missing keys with 503 and a provider failure with 502', async () => {
    await expect(startCheckout(setUp().deps, ann, { card_title: 'Diamond' })).rejects.toMatchObject({ status: 400, message: UNKNOWN_TIER });
    await expect(startCheckout(setUp(null).deps, ann, { card_title: 'Gold' })).rejects.toMatchObject({
      status: 503,
      message: PAYMENTS_NOT_CONFIGURED,
    });
    await expect(startCheckout(setUp(gateway(true).checkout).deps, ann, { card_title: 'Gold' })).rejects.toMatchObject({
      code: 'payment-provider',
      status: 502,
      message: 'Checkout could not be started. Please try again.',
    });
  });
});

describe('membershipOf and checkoutStatus', () => {
  it('lists one payment per Checkout Session, its newest settled event, newest first', async () => {
    const { deps, memberships } = setUp();
    memberships.events.set(
      'evt_1',
      event({ eventId: 'evt_1', status: 'awaiting-payment', paymentStatus: 'pending', created: new Date(now.getTime() - 2000) }),
    );
    memberships.events.set(
      'evt_2',
      event({ eventId: 'evt_2', type: 'checkout.session.async_payment_succeeded', created: new Date(now.getTime() - 1000) }),
    );
    memberships.events.set('evt_3', event({ eventId: 'evt_3', checkoutSessionId: 'cs_test_2', status: 'error' }));
    memberships.events.set('evt_4', event({ eventId: 'evt_4', uid: 'bob', checkoutSessionId: 'cs_test_3' }));
    const { payments } = await membershipOf(deps, 'ann');
    expect(payments).toEqual([
      {
        eventId: 'evt_2',
        checkoutSessionId: 'cs_test_1',
        tier: 'gold',
        description: 'Gold membership',
        amountCents: 5000,
        currency: 'usd',
        status: 'paid',
        date: new Date(now.getTime() - 1000).toISOString(),
      },
    ]);
  });

  it("answers 'pending' until the session's event has arrived, and 404 to a session id that is not one", async () => {
    const { deps, memberships } = setUp();
    expect(await checkoutStatus(deps, 'ann', 'cs_test_1')).toEqual({ status: 'pending', tier: null, membership: null });
    memberships.events.set('evt_1', event());
    expect(await checkoutStatus(deps, 'ann', 'cs_test_1')).toMatchObject({ status: 'paid', tier: 'gold' });
    expect(await checkoutStatus(deps, 'bob', 'cs_test_1')).toMatchObject({ status: 'pending' });
    await expect(checkoutStatus(deps, 'ann', '../etc')).rejects.toMatchObject({ status: 404, message: 'No such checkout.' });
  });
});
