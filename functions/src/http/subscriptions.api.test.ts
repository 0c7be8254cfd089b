import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AllowanceSummary, MembershipResponse } from '../contracts/membership.js';
import { adminApp, composeMembershipSweep } from '../composition.js';
import { endLapsedMemberships } from '../services/membership-sweep.service.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, clearFirestore, startBackend, type TestBackend } from '../testing/backend.js';
import {
  checkoutEvent,
  deliver,
  disputeEvent,
  invoiceEvent,
  invoicePaymentEvent,
  refundEvent,
  startFakeStripe,
  startWebhook,
  subscriptionEvent,
  type FakeStripe,
  type TestWebhook,
} from '../testing/stripe.js';

const DAY = 86_400_000;
const GRACE_DAYS = 3;

describe('subscriptions over the webhook and the API', () => {
  let stripe: FakeStripe;
  let webhook: TestWebhook;
  let backend: TestBackend;
  let db: Firestore;
  let user: TestUser;
  let token: string;
  let customer: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const env = { ...stripe.env(), APP_ORIGIN: 'https://roomboard.test', SUBSCRIPTION_GRACE_DAYS: String(GRACE_DAYS) };
    webhook = await startWebhook(env);
    backend = await startBackend(env);
    db = getFirestore(await adminApp(webhook.config));
    user = await createAccount();
    token = await sessionFor(backend, user);
  });
  afterAll(async () => {
    await webhook.close();
    await backend.close();
    await stripe.close();
  });

  /** Gold bought through Checkout: the user's Stripe customer exists and is linked. */
  beforeEach(async () => {
    await clearFirestore();
    stripe.requests.length = 0;
    const { status } = await call(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Gold' } });
    expect(status).toBe(200);
    customer = String((await db.doc(`users/${user.uid}`).get()).get('stripeCustomerId'));
    expect(customer).toMatch(/^cus_test_/);
    expect((await db.doc(`stripeCustomers/${customer}`).get()).get('uid')).toBe(user.uid);
  });

  const read = async () => (await call<MembershipResponse>(backend, 'membership', { token })).body;
  const allowances = async () => (await call<AllowanceSummary>(backend, 'allowances', { token })).body;
  const gold = () => stripe.priceByKey('roomboard_gold_monthly')!;
  // Around today: the membership read tells a past grace end as ended.
  const start = new Date(Math.floor(Date.now() / DAY) * DAY - 20 * DAY);
  const renewal = new Date(start.getTime() + 30 * DAY);
  const next = new Date(renewal.getTime() + 30 * DAY);
  const after = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
  const sub = (overrides: Partial<Parameters<typeof subscriptionEvent>[1]> = {}) => ({
    id: 'sub_test_1',
    customer,
    price: gold(),
    periodStart: start,
    periodEnd: renewal,
    ...overrides,
  });
  const at = (date: Date) => ({ created: Math.floor(date.getTime() / 1000) });

  /** Delivers the event twice: the second delivery is a duplicate that changes nothing. */
  async function twice(event: Record<string, unknown>, outcome: string): Promise<void> {
    expect((await deliver(webhook, event)).body).toEqual({ received: true, outcome });
    const before = (await db.doc(`users/${user.uid}`).get()).get('membership');
    expect((await deliver(webhook, event)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await db.doc(`users/${user.uid}`).get()).get('membership')).toEqual(before);
  }

  it('created: the plan with its billing period, stored as Timestamps for the allowances', async () => {
    await twice(subscriptionEvent('created', sub(), at(start)), 'granted');
    expect(await read()).toMatchObject({
      membership: {
        tier: 'gold',
        title: 'Gold',
        subscriptionId: 'sub_test_1',
        status: 'active',
        periodStart: start.toISOString(),
        periodEnd: renewal.toISOString(),
        endsAt: null,
        checkoutSessionId: null,
      },
      ended: null,
    });
    const stored = (await db.doc(`users/${user.uid}`).get()).get('membership') as Record<string, unknown>;
    expect(stored.periodStart).toBeInstanceOf(Timestamp);
    expect(stored.periodEnd).toEqual(Timestamp.fromDate(renewal));
  });

  it("a subscription Checkout's completion grants nothing by itself, and the success page sees it paid", async () => {
    const session = checkoutEvent('checkout.session.completed', {
      id: 'cs_test_sub',
      uid: user.uid,
      tier: 'gold',
      mode: 'subscription',
      subscription: 'sub_test_1',
    });
    expect((await deliver(webhook, session)).body).toEqual({ received: true, outcome: 'granted' });
    expect((await read()).membership).toBeNull();
    await deliver(webhook, subscriptionEvent('created', sub(), at(start)));
    expect((await call(backend, 'stripe/session/cs_test_sub', { token })).body).toMatchObject({
      status: 'paid',
      tier: 'gold',
      membership: { tier: 'gold' },
    });
  });

  it('renewed: invoice.paid moves the period, and the invoice is listed once', async () => {
    await deliver(webhook, subscriptionEvent('created', sub(), at(start)));
    const paid = invoiceEvent(
      'paid',
      { id: 'in_test_2', subscription: 'sub_test_1', customer, tier: 'gold', periodStart: renewal, periodEnd: next },
      at(renewal),
    );
    await twice(paid, 'granted');
    const body = await read();
    expect(body.membership).toMatchObject({ periodStart: renewal.toISOString(), periodEnd: next.toISOString() });
    expect(body.payments).toEqual([
      {
        eventId: paid.id,
        checkoutSessionId: 'in_test_2',
        tier: 'gold',
        description: 'Gold plan, monthly',
        amountCents: 5000,
        currency: 'usd',
        status: 'paid',
        date: renewal.toISOString(),
      },
    ]);
  });

  it('payment failed: past due until the grace end named by the settings, then the sweep ends it once', async () => {
    await deliver(webhook, subscriptionEvent('created', sub(), at(start)));
    const failedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
    const failed = invoiceEvent(
      'payment_failed',
      { subscription: 'sub_test_1', customer, tier: 'gold', periodStart: renewal, periodEnd: next },
      at(failedAt),
    );
    await twice(failed, 'payment-failed');
    const graceEnd = new Date(failedAt.getTime() + GRACE_DAYS * DAY).toISOString();
    expect((await read()).membership).toMatchObject({ tier: 'gold', status: 'past-due', graceEndsAt: graceEnd, endsAt: graceEnd });
    // No new allowance for a past-due period: what Basic includes until it is paid.
    expect(await allowances()).toMatchObject({ tier: 'basic', left: { reviews: 1, consultations: 0, projects: 0 } });
    await twice(subscriptionEvent('updated', sub({ status: 'past_due' }), at(failedAt)), 'granted');
    expect((await read()).membership?.graceEndsAt).toBe(graceEnd);
    expect((await read()).payments).toMatchObject([{ status: 'failed', description: 'Gold plan, monthly', amountCents: 5000 }]);

    const deps = await composeMembershipSweep(backend.config);
    expect(await endLapsedMemberships({ ...deps, now: () => new Date(failedAt.getTime() + GRACE_DAYS * DAY - 1000) })).toEqual([]);
    expect((await read()).membership?.tier).toBe('gold');
    const graceOver = () => new Date(failedAt.getTime() + GRACE_DAYS * DAY);
    expect(await endLapsedMemberships({ ...deps, now: graceOver })).toEqual([user.uid]);
    expect(await endLapsedMemberships({ ...deps, now: graceOver })).toEqual([]);
    const body = await read();
    expect(body.membership).toBeNull();
    expect(body.ended).toMatchObject({ tier: 'gold', title: 'Gold' });
  });

  it("a refunded or disputed invoice ends its period's allowances (found through invoice_payment.paid); the plan stays", async () => {
    for (const [reversal, outcome] of [
      [(pi: string) => refundEvent(pi), 'refunded'],
      [(pi: string) => disputeEvent(pi), 'disputed'],
    ] as const) {
      await clearFirestore();
      await db.doc(`users/${user.uid}`).set({ stripeCustomerId: customer });
      await db.doc(`stripeCustomers/${customer}`).set({ uid: user.uid });
      await deliver(webhook, subscriptionEvent('created', sub(), at(start)));
      const invoice = `in_test_${outcome}`;
      const paymentIntent = `pi_test_${outcome}`;
      const period = { subscription: 'sub_test_1', customer, tier: 'gold', periodStart: start, periodEnd: renewal };
      await twice(invoiceEvent('paid', { id: invoice, ...period }, at(after(start, 0.01))), 'granted');
      await twice(invoicePaymentEvent({ invoice, paymentIntent }, at(after(start, 0.01))), 'recorded');
      expect(await allowances()).toMatchObject({ tier: 'gold', left: { reviews: 3, consultations: 1 } });

      await twice(reversal(paymentIntent), outcome);
      expect((await read()).membership).toMatchObject({ tier: 'gold', status: 'active', paidThrough: start.toISOString() });
      expect(await allowances()).toMatchObject({ tier: 'basic', left: { reviews: 1, consultations: 0, projects: 0 } });
      expect((await read()).payments).toMatchObject([{ checkoutSessionId: invoice, status: outcome, description: 'Gold plan, monthly' }]);
    }
  });

  it('cancelled at period end: shown with its end date, then ended by customer.subscription.deleted', async () => {
    await deliver(webhook, subscriptionEvent('created', sub(), at(start)));
    const cancelledAt = after(start, 9);
    await twice(subscriptionEvent('updated', sub({ cancelAtPeriodEnd: true }), at(cancelledAt)), 'granted');
    expect((await read()).membership).toMatchObject({ tier: 'gold', status: 'ending', endsAt: renewal.toISOString() });
    await twice(subscriptionEvent('deleted', sub({ cancelAtPeriodEnd: true }), at(renewal)), 'ended');
    expect(await read()).toMatchObject({ membership: null, ended: { tier: 'gold' } });
  });

  it('plan switch: the portal moves the subscription to Platinum, and back', async () => {
    await deliver(webhook, subscriptionEvent('created', sub(), at(start)));
    const platinum = stripe.priceByKey('roomboard_platinum_monthly')!;
    await twice(subscriptionEvent('updated', sub({ price: platinum }), at(after(start, 4))), 'granted');
    expect((await read()).membership).toMatchObject({ tier: 'platinum', amountCents: 10000, since: start.toISOString() });
    await deliver(webhook, subscriptionEvent('updated', sub(), at(after(start, 5))));
    expect((await read()).membership).toMatchObject({ tier: 'gold', subscriptionId: 'sub_test_1' });
  });

  it('an event older than the state written changes nothing (events arrive out of order)', async () => {
    await deliver(webhook, subscriptionEvent('updated', sub({ cancelAtPeriodEnd: true }), at(after(start, 9))));
    await deliver(webhook, subscriptionEvent('created', sub(), at(start)));
    expect((await read()).membership).toMatchObject({ status: 'ending' });
  });

  it('refuses a subscription of an unknown customer or price, records it, and grants nothing', async () => {
    const stranger = subscriptionEvent('created', sub({ customer: 'cus_test_stranger' }), at(start));
    expect((await deliver(webhook, stranger)).body).toEqual({ received: true, outcome: 'refused' });
    expect((await db.doc(`stripeEvents/${String(stranger.id)}`).get()).data()).toMatchObject({
      status: 'refused',
      reason: 'unknown customer cus_test_stranger',
      uid: '',
    });
    const odd = subscriptionEvent('created', sub({ price: { ...gold(), id: 'price_test_odd', lookup_key: 'someone_elses' } }), at(start));
    expect((await deliver(webhook, odd)).body).toEqual({ received: true, outcome: 'refused' });
    expect((await db.doc(`stripeEvents/${String(odd.id)}`).get()).get('reason')).toBe(
      'unknown price price_test_odd (lookup key someone_elses)',
    );
    expect((await read()).membership).toBeNull();
  });

  it("POST /api/stripe/portal-session opens Stripe's portal for the caller's customer, back to Account Management", async () => {
    // As `npm run stripe:setup` leaves it: plan switching with proration, cancel at period end.
    stripe.portalConfigurations.set('bpc_test_plans', { id: 'bpc_test_plans', active: true, metadata: { roomboard: 'plans' } });
    const { status, body } = await call<{ url: string }>(backend, 'stripe/portal-session', { token, body: {} });
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_test_\\w+$`));
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer, return_url: 'https://roomboard.test/account-management', configuration: 'bpc_test_plans' },
    });
  });

  it('answers a portal request without a Stripe customer with 409 and a clear message, and 401 signed out', async () => {
    const other = await sessionFor(backend, await createAccount());
    const { status, body } = await call(backend, 'stripe/portal-session', { token: other, body: {} });
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'You have no subscription to manage yet. Choose Gold or Platinum first.', code: 'conflict' });
    expect((await call(backend, 'stripe/portal-session', { body: {} })).status).toBe(401);
  });

  it('answers 409 to a second subscription while one is in force', async () => {
    await deliver(webhook, subscriptionEvent('created', sub(), at(start)));
    const { status, body } = await call(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Platinum' } });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: "You already have the Gold plan. Use 'Manage subscription' on Account Management to change it." });
  });
});

describe('one-time memberships bought before subscriptions', () => {
  let backend: TestBackend;
  let db: Firestore;
  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
  });
  afterAll(() => backend.close());
  beforeEach(() => clearFirestore());

  it('last 30 days from purchase, then the sweep ends them and the member is asked to subscribe', async () => {
    const user = await createAccount();
    const token = await sessionFor(backend, user);
    const bought = new Date(Date.now() - 10 * DAY);
    const membership = {
      tier: 'gold',
      title: 'Gold',
      since: Timestamp.fromDate(bought),
      amountCents: 5000,
      currency: 'usd',
      checkoutSessionId: 'cs_test_old',
    };
    await db.doc(`users/${user.uid}`).set({ membership });
    const endsAt = new Date(bought.getTime() + 30 * DAY).toISOString();
    expect((await call<MembershipResponse>(backend, 'membership', { token })).body.membership).toMatchObject({ tier: 'gold', endsAt });

    const deps = await composeMembershipSweep(backend.config);
    expect(await endLapsedMemberships({ ...deps, now: () => new Date(bought.getTime() + 29 * DAY) })).toEqual([]);
    expect(await endLapsedMemberships({ ...deps, now: () => new Date(bought.getTime() + 30 * DAY) })).toEqual([user.uid]);
    const body = (await call<MembershipResponse>(backend, 'membership', { token })).body;
    expect(body.membership).toBeNull();
    expect(body.ended).toMatchObject({ tier: 'gold', title: 'Gold' });
  });
});
