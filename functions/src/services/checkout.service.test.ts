import { describe, expect, it } from 'vitest';
import { NO_STRIPE_CUSTOMER, PAYMENTS_NOT_CONFIGURED, UNKNOWN_TIER, type Membership } from '../contracts/membership.js';
import type { StoredEvent } from '../ports/memberships.port.js';
import type { CheckoutGateway, CheckoutRequest } from '../ports/payments.port.js';
import { memoryMemberships } from '../testing/memory-repositories.js';
import { checkoutStatus, membershipOf, openCustomerPortal, startCheckout } from './checkout.service.js';

const now = new Date('2026-01-15T10:00:00Z');
const ann = { uid: 'ann', email: 'ann@example.com', emailVerified: true };

function gateway(
  fail = false,
  prices: Record<string, string> = { roomboard_gold_monthly: 'price_gold', roomboard_platinum_monthly: 'price_plat' },
) {
  const requests: CheckoutRequest[] = [];
  const customers: { uid: string; email: string | null }[] = [];
  const portals: { customerId: string; returnUrl: string }[] = [];
  const checkout: CheckoutGateway = {
    async createCustomer(uid, email) {
      customers.push({ uid, email });
      return `cus_${uid}`;
    },
    async priceIdOf(lookupKey) {
      return prices[lookupKey] ?? null;
    },
    async createCheckoutSession(request) {
      requests.push(request);
      if (fail) throw new Error('Stripe is down');
      return { id: 'cs_test_1', url: 'https://checkout.stripe.test/cs_test_1' };
    },
    async createPortalSession(customerId, returnUrl) {
      if (fail) throw new Error('Stripe is down');
      portals.push({ customerId, returnUrl });
      return { url: `https://billing.stripe.test/p/session/${customerId}` };
    },
    async cancelSubscription() {},
    async refundPayment() {
      throw new Error('not refunded here');
    },
  };
  return { checkout, requests, customers, portals };
}

function setUp(checkout: CheckoutGateway | null = gateway().checkout) {
  const memberships = memoryMemberships();
  return { deps: { memberships, checkout, appOrigin: 'https://roomboard.test/', now: () => now }, memberships };
}

const gold = (overrides: Partial<Membership> = {}): Membership => ({
  tier: 'gold',
  title: 'Gold',
  since: now.toISOString(),
  amountCents: 5000,
  currency: 'usd',
  checkoutSessionId: 'cs_1',
  ...overrides,
});

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

  it("opens a subscription Checkout for the tier's monthly Price, for the user's new Stripe customer", async () => {
    const { checkout, requests, customers } = gateway();
    const { deps, memberships } = setUp(checkout);
    expect(await startCheckout(deps, ann, { card_title: 'Platinum' })).toEqual({ url: 'https://checkout.stripe.test/cs_test_1' });
    expect(requests).toEqual([
      {
        uid: 'ann',
        customerId: 'cus_ann',
        tier: 'platinum',
        priceId: 'price_plat',
        successUrl: 'https://roomboard.test/membership/success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'https://roomboard.test/membership/cancel',
        idempotencyKey: expect.stringMatching(/^checkout-ann-platinum-\d+$/),
      },
    ]);
    expect(customers).toEqual([{ uid: 'ann', email: 'ann@example.com' }]);
    expect(await memberships.uidOfCustomer('cus_ann')).toBe('ann');
    await startCheckout(deps, ann, { card_title: 'Gold' });
    expect(customers).toHaveLength(1);
    expect(requests[1]).toMatchObject({ customerId: 'cus_ann', priceId: 'price_gold' });
  });

  it('answers 409 to a member who already subscribes, and 503 when the Price was never set up', async () => {
    const { deps, memberships } = setUp();
    memberships.members.set('ann', { ...gold(), checkoutSessionId: null, subscriptionId: 'sub_1', status: 'active' });
    await expect(startCheckout(deps, ann, { card_title: 'Platinum' })).rejects.toMatchObject({
      status: 409,
      message: "You already have the Gold plan. Use 'Manage subscription' on Account Management to change it.",
    });
    await expect(startCheckout(setUp(gateway(false, {}).checkout).deps, ann, { card_title: 'Gold' })).rejects.toMatchObject({
      status: 503,
      message: PAYMENTS_NOT_CONFIGURED,
    });
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

describe('openCustomerPortal', () => {
  it("opens Stripe's portal for the caller's customer, back to Account Management", async () => {
    const { checkout, portals } = gateway();
    const { deps, memberships } = setUp(checkout);
    await memberships.linkCustomer('ann', 'cus_ann');
    expect(await openCustomerPortal(deps, 'ann')).toEqual({ url: 'https://billing.stripe.test/p/session/cus_ann' });
    expect(portals).toEqual([{ customerId: 'cus_ann', returnUrl: 'https://roomboard.test/account-management' }]);
  });

  it('answers 409 without a Stripe customer, 503 without keys and 502 when Stripe fails', async () => {
    await expect(openCustomerPortal(setUp().deps, 'ann')).rejects.toMatchObject({ status: 409, message: NO_STRIPE_CUSTOMER });
    expect(NO_STRIPE_CUSTOMER).toBe('You have no subscription to manage yet. Choose Gold or Platinum first.');
    await expect(openCustomerPortal(setUp(null).deps, 'ann')).rejects.toMatchObject({ status: 503, message: PAYMENTS_NOT_CONFIGURED });
    const failing = setUp(gateway(true).checkout);
    await failing.memberships.linkCustomer('ann', 'cus_ann');
    await expect(openCustomerPortal(failing.deps, 'ann')).rejects.toMatchObject({
      status: 502,
      message: 'The subscription page could not be opened. Please try again.',
    });
  });
});

describe('membershipOf and checkoutStatus', () => {
  it('says when a one-time membership ends (30 days after purchase), and that it ended once past', async () => {
    const { deps, memberships } = setUp();
    memberships.members.set('ann', gold({ since: '2026-01-01T09:00:00.000Z' }));
    expect(await membershipOf(deps, 'ann')).toMatchObject({
      membership: { tier: 'gold', endsAt: '2026-01-31T09:00:00.000Z' },
      ended: null,
    });
    memberships.members.set('ann', gold({ since: '2025-12-01T09:00:00.000Z' }));
    expect(await membershipOf(deps, 'ann')).toMatchObject({
      membership: null,
      ended: { tier: 'gold', title: 'Gold', endedAt: '2025-12-31T09:00:00.000Z' },
    });
  });

  it('lists one row per invoice of a subscription, and not its lifecycle events or its Checkout', async () => {
    const { deps, memberships } = setUp();
    const sub = { subscriptionId: 'sub_1', checkoutSessionId: null, paymentIntentId: null };
    memberships.events.set('evt_1', event({ eventId: 'evt_1', ...sub, type: 'customer.subscription.created' }));
    memberships.events.set('evt_2', event({ eventId: 'evt_2', subscriptionId: 'sub_1', checkoutSessionId: 'cs_sub' }));
    memberships.events.set('evt_3', event({ eventId: 'evt_3', ...sub, type: 'invoice.paid', invoiceId: 'in_1' }));
    const { payments } = await membershipOf(deps, 'ann');
    expect(payments).toEqual([expect.objectContaining({ eventId: 'evt_3', checkoutSessionId: 'in_1', description: 'Gold plan, monthly' })]);
    expect(await checkoutStatus(deps, 'ann', 'cs_sub')).toMatchObject({ status: 'paid', tier: 'gold' });
  });

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
