import { describe, expect, it } from 'vitest';
import type { EventInvoice, EventSubscription, PaymentEvent } from '../ports/payments.port.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryAllowances } from '../testing/memory-allowances.js';
import { memoryMemberships } from '../testing/memory-repositories.js';
import { membershipOf } from './checkout.service.js';
import { endLapsedMemberships } from './membership-sweep.service.js';
import { handlePaymentEvent } from './payment-events.service.js';

const UID = 'ann';
const CUSTOMER = 'cus_ann';
const GRACE_MS = 7 * 86_400_000;
const DAY = 86_400_000;
const START = Date.UTC(2026, 1, 1);
const GOLD_PRICE = { id: 'price_gold', lookupKey: 'roomboard_gold_monthly', unitAmount: 5000, currency: 'usd', interval: 'month' };
const PLATINUM_PRICE = { id: 'price_plat', lookupKey: 'roomboard_platinum_monthly', unitAmount: 10000, currency: 'usd', interval: 'month' };
let counter = 0;

function base(type: string, at: number): Omit<PaymentEvent, 'subscription' | 'invoice'> {
  counter += 1;
  return { id: `evt_${counter}`, type, created: new Date(at), livemode: false, session: null, reversal: null };
}

function subscriptionEvent(type: string, at: number, overrides: Partial<EventSubscription> = {}): PaymentEvent {
  return {
    ...base(`customer.subscription.${type}`, at),
    subscription: {
      id: 'sub_1',
      customerId: CUSTOMER,
      status: 'active',
      price: GOLD_PRICE,
      periodStart: new Date(START),
      periodEnd: new Date(START + 28 * DAY),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      ...overrides,
    },
    invoice: null,
  };
}

function invoiceEvent(type: 'paid' | 'payment_failed', at: number, overrides: Partial<EventInvoice> = {}): PaymentEvent {
  return {
    ...base(`invoice.${type}`, at),
    subscription: null,
    invoice: {
      id: `in_${counter}`,
      customerId: CUSTOMER,
      subscriptionId: 'sub_1',
      tier: 'gold',
      periodStart: new Date(START + 28 * DAY),
      periodEnd: new Date(START + 59 * DAY),
      amountCents: 5000,
      currency: 'usd',
      ...overrides,
    },
  };
}

async function subscribed() {
  const memberships = memoryMemberships();
  await memberships.linkCustomer(UID, CUSTOMER);
  const deps = { memberships, livemode: false, graceMs: GRACE_MS };
  expect(await handlePaymentEvent(deps, subscriptionEvent('created', START))).toBe('granted');
  return { memberships, deps };
}

describe('subscription events', () => {
  it('grants the plan of a new subscription with its billing period, once for a redelivery', async () => {
    const memberships = memoryMemberships();
    await memberships.linkCustomer(UID, CUSTOMER);
    const deps = { memberships, livemode: false, graceMs: GRACE_MS };
    const created = subscriptionEvent('created', START);
    expect(await handlePaymentEvent(deps, created)).toBe('granted');
    expect(await handlePaymentEvent(deps, created)).toBe('duplicate');
    expect(memberships.members.get(UID)).toMatchObject({
      tier: 'gold',
      subscriptionId: 'sub_1',
      status: 'active',
      periodStart: '2026-02-01T00:00:00.000Z',
      periodEnd: '2026-03-01T00:00:00.000Z',
    });
    expect(memberships.events.get(created.id)).toMatchObject({
      status: 'granted',
      uid: UID,
      subscriptionId: 'sub_1',
      customerId: CUSTOMER,
    });
  });

  it('refuses an unknown customer or price and grants nothing', async () => {
    const memberships = memoryMemberships();
    await memberships.linkCustomer(UID, CUSTOMER);
    const deps = { memberships, livemode: false, graceMs: GRACE_MS };
    const stranger = subscriptionEvent('created', START, { customerId: 'cus_other' });
    expect(await handlePaymentEvent(deps, stranger)).toBe('refused');
    expect(memberships.events.get(stranger.id)).toMatchObject({ status: 'refused', uid: '', reason: 'unknown customer cus_other' });
    const oddPrice = subscriptionEvent('created', START, { price: { ...GOLD_PRICE, id: 'price_x', lookupKey: null } });
    expect(await handlePaymentEvent(deps, oddPrice)).toBe('refused');
    expect(memberships.events.get(oddPrice.id)).toMatchObject({ reason: 'unknown price price_x (lookup key none)', tier: null });
    expect(memberships.members.size).toBe(0);
  });

  it('moves the period on a renewal (invoice.paid), listed as one payment even when delivered twice', async () => {
    const { memberships, deps } = await subscribed();
    const renewal = invoiceEvent('paid', START + 28 * DAY + 60_000);
    expect(await handlePaymentEvent(deps, renewal)).toBe('granted');
    expect(await handlePaymentEvent(deps, renewal)).toBe('duplicate');
    expect(memberships.members.get(UID)).toMatchObject({ periodStart: '2026-03-01T00:00:00.000Z', periodEnd: '2026-04-01T00:00:00.000Z' });
    const { payments } = await membershipOf(deps, UID);
    expect(payments).toEqual([expect.objectContaining({ status: 'paid', amountCents: 5000, description: 'Gold plan, monthly' })]);
  });

  it('keeps a past-due plan through the grace period, then the sweep ends it once', async () => {
    const { memberships, deps } = await subscribed();
    const failedAt = START + 28 * DAY + 3_600_000;
    const failed = invoiceEvent('payment_failed', failedAt);
    expect(await handlePaymentEvent(deps, failed)).toBe('payment-failed');
    expect(await handlePaymentEvent(deps, failed)).toBe('duplicate');
    const graceEnd = new Date(failedAt + GRACE_MS).toISOString();
    expect(memberships.members.get(UID)).toMatchObject({ tier: 'gold', status: 'past-due', graceEndsAt: graceEnd, endsAt: graceEnd });
    expect(await handlePaymentEvent(deps, subscriptionEvent('updated', failedAt, { status: 'past_due' }))).toBe('granted');
    expect(memberships.members.get(UID)?.graceEndsAt).toBe(graceEnd);

    expect(await endLapsedMemberships({ memberships, now: () => new Date(failedAt + GRACE_MS - 1000) })).toEqual([]);
    expect(memberships.members.get(UID)?.tier).toBe('gold');
    expect(await endLapsedMemberships({ memberships, now: () => new Date(failedAt + GRACE_MS) })).toEqual([UID]);
    expect(await endLapsedMemberships({ memberships, now: () => new Date(failedAt + GRACE_MS) })).toEqual([]);
    expect(memberships.members.has(UID)).toBe(false);
    expect(await membershipOf(deps, UID)).toMatchObject({ membership: null, ended: { tier: 'gold', title: 'Gold' } });
  });

  it('mails the member once when a renewal fails and once when the plan is set to end', async () => {
    const { deps } = await subscribed();
    const mail = mailDeps(memoryRecipients([{ uid: UID, email: 'ann@example.com' }]));
    const withMail = { ...deps, mail };
    const failed = invoiceEvent('payment_failed', START + 28 * DAY);
    await handlePaymentEvent(withMail, failed);
    await handlePaymentEvent(withMail, failed);
    await handlePaymentEvent(withMail, invoiceEvent('payment_failed', START + 29 * DAY));
    await handlePaymentEvent(withMail, invoiceEvent('paid', START + 30 * DAY));
    const cancel = { cancelAtPeriodEnd: true, cancelAt: new Date(START + 58 * DAY) };
    await handlePaymentEvent(withMail, subscriptionEvent('updated', START + 31 * DAY, cancel));
    await handlePaymentEvent(withMail, subscriptionEvent('updated', START + 32 * DAY, cancel));
    const sent = [...mail.outbox.mails.values()].map(({ mail: { to, message } }) => [to, message.subject]);
    expect(sent).toEqual([
      ['ann@example.com', 'Your Gold payment did not go through'],
      ['ann@example.com', 'Your Gold membership ends soon'],
    ]);
  });

  it('makes a past-due plan active again when a retried payment succeeds', async () => {
    const { memberships, deps } = await subscribed();
    await handlePaymentEvent(deps, invoiceEvent('payment_failed', START + 28 * DAY));
    await handlePaymentEvent(deps, invoiceEvent('paid', START + 30 * DAY));
    expect(memberships.members.get(UID)).toMatchObject({ status: 'active', graceEndsAt: null, endsAt: null });
    expect(await endLapsedMemberships({ memberships, now: () => new Date(START + 60 * DAY) })).toEqual([]);
  });

  it('shows a plan cancelled at period end with its end date, then ends it on deletion', async () => {
    const { memberships, deps } = await subscribed();
    const cancel = subscriptionEvent('updated', START + DAY, { cancelAtPeriodEnd: true, cancelAt: new Date(START + 28 * DAY) });
    expect(await handlePaymentEvent(deps, cancel)).toBe('granted');
    expect(await handlePaymentEvent(deps, cancel)).toBe('duplicate');
    expect(memberships.members.get(UID)).toMatchObject({ status: 'ending', endsAt: '2026-03-01T00:00:00.000Z' });
    const deleted = subscriptionEvent('deleted', START + 28 * DAY, { status: 'canceled' });
    expect(await handlePaymentEvent(deps, deleted)).toBe('ended');
    expect(await handlePaymentEvent(deps, deleted)).toBe('duplicate');
    expect(memberships.members.has(UID)).toBe(false);
    expect(memberships.ended.get(UID)).toMatchObject({ tier: 'gold' });
  });

  it('switches plan in place (the portal prorates), Platinum down to Gold too', async () => {
    const { memberships, deps } = await subscribed();
    await handlePaymentEvent(deps, subscriptionEvent('updated', START + DAY, { price: PLATINUM_PRICE }));
    expect(memberships.members.get(UID)).toMatchObject({ tier: 'platinum', amountCents: 10000, subscriptionId: 'sub_1' });
    await handlePaymentEvent(deps, subscriptionEvent('updated', START + 2 * DAY, { price: GOLD_PRICE }));
    expect(memberships.members.get(UID)).toMatchObject({ tier: 'gold', since: new Date(START).toISOString() });
  });

  it("grants nothing from a subscription Checkout itself: the subscription's events do", async () => {
    const memberships = memoryMemberships();
    const event: PaymentEvent = {
      ...base('checkout.session.completed', START),
      session: {
        id: 'cs_sub',
        paymentStatus: 'paid',
        metadata: { uid: UID, tier: 'gold' },
        clientReferenceId: UID,
        amountTotal: 5000,
        currency: 'usd',
        paymentIntentId: null,
        mode: 'subscription',
        subscriptionId: 'sub_1',
      },
      subscription: null,
      invoice: null,
    };
    expect(await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, event)).toBe('granted');
    expect(memberships.members.size).toBe(0);
  });
});

describe('allowances follow the money', () => {
  const paymentOf = (invoiceId: string, paymentIntentId: string, at: number): PaymentEvent => ({
    ...base('invoice_payment.paid', at),
    subscription: null,
    invoice: null,
    invoicePayment: { id: `inpay_${counter}`, invoiceId, paymentIntentId },
  });
  const reversalOf = (paymentIntentId: string, at: number, kind: 'refund' | 'dispute' = 'refund', whole = true): PaymentEvent => ({
    ...base(kind === 'refund' ? 'charge.refunded' : 'charge.dispute.created', at),
    reversal: { kind, chargeId: `ch_${counter}`, paymentIntentId, whole },
    subscription: null,
    invoice: null,
  });
  /** Ann's March: renewed and paid (invoice.paid, then which PaymentIntent paid it). */
  async function paidMarch() {
    const { memberships, deps } = await subscribed();
    const allowances = memoryAllowances((uid) => memberships.members.get(uid) ?? null);
    await handlePaymentEvent(
      deps,
      subscriptionEvent('updated', START + 28 * DAY, { periodStart: new Date(START + 28 * DAY), periodEnd: new Date(START + 59 * DAY) }),
    );
    const march = invoiceEvent('paid', START + 28 * DAY + 3_600_000, { id: 'in_march' });
    expect(await handlePaymentEvent(deps, march)).toBe('granted');
    expect(await handlePaymentEvent(deps, paymentOf('in_march', 'pi_march', START + 28 * DAY + 3_600_000))).toBe('recorded');
    return { memberships, deps, allowances };
  }
  const midMarch = new Date(START + 40 * DAY);

  it('give no new allowance for a renewed period until its invoice is paid, nor while it is past due', async () => {
    const { memberships, deps } = await subscribed();
    const allowances = memoryAllowances((uid) => memberships.members.get(uid) ?? null);
    await handlePaymentEvent(
      deps,
      invoiceEvent('paid', START + 60_000, { periodStart: new Date(START), periodEnd: new Date(START + 28 * DAY) }),
    );
    const renewedAt = START + 28 * DAY;
    await handlePaymentEvent(
      deps,
      subscriptionEvent('updated', renewedAt, { periodStart: new Date(renewedAt), periodEnd: new Date(START + 59 * DAY) }),
    );
    expect(await allowances.summary(UID, new Date(renewedAt + 60_000))).toMatchObject({ tier: 'basic', left: { consultations: 0 } });
    await handlePaymentEvent(deps, invoiceEvent('payment_failed', renewedAt + 3_600_000));
    expect(memberships.members.get(UID)).toMatchObject({ tier: 'gold', status: 'past-due' });
    expect(() => allowances.use(UID, 'consultations', new Date(renewedAt + 2 * DAY))).toThrow(
      "Your Gold allowances have not renewed: this period's payment has not gone through.",
    );
    await handlePaymentEvent(deps, invoiceEvent('paid', renewedAt + 3 * DAY));
    expect(allowances.use(UID, 'consultations', new Date(renewedAt + 3 * DAY + 60_000)).tier).toBe('gold');
  });

  it('end for the period when its invoice is refunded in whole or disputed; a partial refund changes nothing', async () => {
    for (const [kind, whole, outcome] of [
      ['refund', true, 'refunded'],
      ['dispute', true, 'disputed'],
    ] as const) {
      const { memberships, deps, allowances } = await paidMarch();
      expect(await allowances.summary(UID, midMarch)).toMatchObject({ tier: 'gold', left: { reviews: 3, consultations: 1 } });
      const reversal = reversalOf('pi_march', START + 35 * DAY, kind, whole);
      expect(await handlePaymentEvent(deps, reversal)).toBe(outcome);
      expect(await handlePaymentEvent(deps, reversal)).toBe('duplicate');
      expect(memberships.members.get(UID)).toMatchObject({ tier: 'gold', status: 'active', paidThrough: '2026-03-01T00:00:00.000Z' });
      expect(await allowances.summary(UID, midMarch)).toMatchObject({ tier: 'basic', left: { reviews: 1, consultations: 0 } });
      expect((await membershipOf(deps, UID)).payments[0]).toMatchObject({ status: outcome, description: 'Gold plan, monthly' });
    }
    const { memberships, deps, allowances } = await paidMarch();
    expect(await handlePaymentEvent(deps, reversalOf('pi_march', START + 35 * DAY, 'refund', false))).toBe('partially-refunded');
    expect(memberships.members.get(UID)?.paidThrough).toBe('2026-04-01T00:00:00.000Z');
    expect(await allowances.summary(UID, midMarch)).toMatchObject({ tier: 'gold' });
  });

  it('ignores a refund of a payment that paid neither a checkout nor an invoice', async () => {
    const { memberships, deps } = await paidMarch();
    expect(await handlePaymentEvent(deps, reversalOf('pi_elsewhere', START + 35 * DAY))).toBe('ignored');
    expect(memberships.members.get(UID)?.paidThrough).toBe('2026-04-01T00:00:00.000Z');
  });
});

describe('endLapsedMemberships', () => {
  it('ends one-time memberships 30 days after purchase and leaves subscriptions and Basic', async () => {
    const memberships = memoryMemberships();
    const since = '2026-01-01T00:00:00.000Z';
    memberships.members.set('old', { tier: 'gold', title: 'Gold', since, amountCents: 5000, currency: 'usd', checkoutSessionId: 'cs_1' });
    memberships.members.set('basic', { tier: 'basic', title: 'Basic', since, amountCents: 0, currency: 'usd', checkoutSessionId: null });
    expect(await endLapsedMemberships({ memberships, now: () => new Date('2026-01-30T00:00:00Z') })).toEqual([]);
    expect(await endLapsedMemberships({ memberships, now: () => new Date('2026-01-31T00:00:00Z') })).toEqual(['old']);
    expect([...memberships.members.keys()]).toEqual(['basic']);
  });
});
