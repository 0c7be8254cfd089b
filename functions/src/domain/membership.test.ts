import { describe, expect, it } from 'vitest';
import type { Membership } from '../contracts/membership.js';
import { tierById } from '../contracts/membership-tiers.js';
import {
  checkoutIdempotencyKey,
  hasLapsed,
  membershipAfter,
  membershipAfterInvoicePaid,
  membershipAfterInvoiceReversed,
  membershipAfterPaymentFailed,
  membershipAfterSubscription,
  noticeOf,
  priceLookupKey,
  tierOfPrice,
  withEndDate,
  type SubscriptionState,
} from './membership.js';

const membership = (overrides: Partial<Membership> = {}): Membership => ({
  tier: 'gold',
  title: 'Gold',
  since: '2025-01-01T00:00:00.000Z',
  amountCents: 5000,
  currency: 'usd',
  checkoutSessionId: 'cs_test_1',
  ...overrides,
});

describe('membershipAfter', () => {
  it('takes the offered membership when there is none', () => {
    expect(membershipAfter(null, membership())).toEqual(membership());
  });
  it('takes a higher or equal tier', () => {
    const platinum = membership({ tier: 'platinum', title: 'Platinum', amountCents: 10000 });
    expect(membershipAfter(membership(), platinum)).toEqual(platinum);
    expect(membershipAfter(membership(), membership({ checkoutSessionId: 'cs_test_2' }))?.checkoutSessionId).toBe('cs_test_2');
  });
  it('keeps a higher paid tier', () => {
    expect(membershipAfter(membership({ tier: 'platinum' }), membership())).toBeNull();
    expect(membershipAfter(membership(), membership({ tier: 'basic', amountCents: 0, checkoutSessionId: null }))).toBeNull();
  });
});

describe('checkoutIdempotencyKey', () => {
  it('is the same within five minutes and differs by user, tier and window', () => {
    const at = new Date('2025-03-01T10:00:10Z');
    const key = checkoutIdempotencyKey('u1', 'gold', at);
    expect(checkoutIdempotencyKey('u1', 'gold', new Date('2025-03-01T10:04:50Z'))).toBe(key);
    expect(checkoutIdempotencyKey('u1', 'gold', new Date('2025-03-01T10:05:00Z'))).not.toBe(key);
    expect(checkoutIdempotencyKey('u2', 'gold', at)).not.toBe(key);
    expect(checkoutIdempotencyKey('u1', 'platinum', at)).not.toBe(key);
  });
});

describe('subscription state rules', () => {
  const GRACE = 7 * 86_400_000;
  const gold = tierById('gold')!;
  const platinum = tierById('platinum')!;
  const at = new Date('2026-02-01T12:00:00Z');
  const sub = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
    id: 'sub_1',
    status: 'active',
    tier: gold,
    periodStart: new Date('2026-02-01T00:00:00Z'),
    periodEnd: new Date('2026-03-01T00:00:00Z'),
    cancelAtPeriodEnd: false,
    cancelAt: null,
    ...overrides,
  });
  const active = membershipAfterSubscription(null, sub(), at, GRACE) as Membership;

  it('makes an active subscription the plan, with its billing period', () => {
    expect(active).toEqual({
      tier: 'gold',
      title: 'Gold',
      since: at.toISOString(),
      amountCents: 5000,
      currency: 'usd',
      checkoutSessionId: null,
      subscriptionId: 'sub_1',
      status: 'active',
      periodStart: '2026-02-01T00:00:00.000Z',
      periodEnd: '2026-03-01T00:00:00.000Z',
      endsAt: null,
      graceEndsAt: null,
      stateAt: at.toISOString(),
    });
  });

  it('replaces a one-time membership, and grants nothing while the first payment is incomplete', () => {
    expect(membershipAfterSubscription(membership(), sub(), at, GRACE)).toMatchObject({ subscriptionId: 'sub_1', checkoutSessionId: null });
    expect(membershipAfterSubscription(null, sub({ status: 'incomplete' }), at, GRACE)).toBeUndefined();
  });

  it('says the end date of a plan cancelled at period end, and switches plan keeping the start', () => {
    const later = new Date('2026-02-10T00:00:00Z');
    expect(membershipAfterSubscription(active, sub({ cancelAtPeriodEnd: true }), later, GRACE)).toMatchObject({
      status: 'ending',
      endsAt: '2026-03-01T00:00:00.000Z',
      since: at.toISOString(),
    });
    expect(membershipAfterSubscription(active, sub({ tier: platinum }), later, GRACE)).toMatchObject({
      tier: 'platinum',
      title: 'Platinum',
      amountCents: 10000,
      status: 'active',
      since: at.toISOString(),
    });
  });

  it('ends only the plan of the subscription that ended', () => {
    expect(membershipAfterSubscription(active, sub({ status: 'canceled' }), at, GRACE)).toBeNull();
    expect(membershipAfterSubscription(active, sub({ id: 'sub_2', status: 'canceled' }), at, GRACE)).toBeUndefined();
    expect(membershipAfterSubscription(null, sub({ status: 'unpaid' }), at, GRACE)).toBeUndefined();
  });

  it('ignores an event older than the state already written for that subscription', () => {
    const earlier = new Date(at.getTime() - 1000);
    expect(membershipAfterSubscription(active, sub({ status: 'canceled' }), earlier, GRACE)).toBeUndefined();
    expect(membershipAfterSubscription(active, sub({ cancelAtPeriodEnd: true }), at, GRACE)).toMatchObject({ status: 'ending' });
  });

  it('keeps a past-due plan for the grace period from the first failure, then it lapses', () => {
    const failedAt = new Date('2026-03-01T01:00:00Z');
    const invoice = { subscriptionId: 'sub_1', periodStart: new Date('2026-03-01T00:00:00Z'), periodEnd: new Date('2026-04-01T00:00:00Z') };
    const pastDue = membershipAfterPaymentFailed(active, invoice, failedAt, GRACE) as Membership;
    expect(pastDue).toMatchObject({ status: 'past-due', graceEndsAt: '2026-03-08T01:00:00.000Z', endsAt: '2026-03-08T01:00:00.000Z' });
    const retried = new Date('2026-03-04T01:00:00Z');
    expect(membershipAfterPaymentFailed(pastDue, invoice, retried, GRACE)).toBeUndefined();
    expect(membershipAfterSubscription(pastDue, sub({ status: 'past_due' }), retried, GRACE)).toMatchObject({
      graceEndsAt: '2026-03-08T01:00:00.000Z',
    });
    expect(hasLapsed(pastDue, new Date('2026-03-08T00:59:59Z'))).toBe(false);
    expect(hasLapsed(pastDue, new Date('2026-03-08T01:00:00Z'))).toBe(true);
    expect(membershipAfterPaymentFailed(null, invoice, failedAt, GRACE)).toBeUndefined();
  });

  it('moves the period on a paid invoice, clearing past due but keeping a cancellation', () => {
    const invoice = { subscriptionId: 'sub_1', periodStart: new Date('2026-03-01T00:00:00Z'), periodEnd: new Date('2026-04-01T00:00:00Z') };
    const paidAt = new Date('2026-03-02T00:00:00Z');
    const pastDue = { ...active, status: 'past-due' as const, graceEndsAt: '2026-03-08T00:00:00.000Z', endsAt: '2026-03-08T00:00:00.000Z' };
    expect(membershipAfterInvoicePaid(pastDue, invoice, paidAt)).toMatchObject({
      status: 'active',
      periodStart: '2026-03-01T00:00:00.000Z',
      periodEnd: '2026-04-01T00:00:00.000Z',
      graceEndsAt: null,
      endsAt: null,
    });
    const ending = { ...active, status: 'ending' as const, endsAt: '2026-04-01T00:00:00.000Z' };
    expect(membershipAfterInvoicePaid(ending, invoice, paidAt)).toMatchObject({ status: 'ending', endsAt: '2026-04-01T00:00:00.000Z' });
    expect(membershipAfterInvoicePaid(null, invoice, paidAt)).toBeUndefined();
  });

  it('keeps how far the plan is paid: invoices move it on (also late ones), renewals of the subscription do not', () => {
    const march = { subscriptionId: 'sub_1', periodStart: new Date('2026-03-01T00:00:00Z'), periodEnd: new Date('2026-04-01T00:00:00Z') };
    const february = { ...march, periodStart: new Date('2026-02-01T00:00:00Z'), periodEnd: march.periodStart };
    const paidFebruary = membershipAfterInvoicePaid(active, february, new Date('2026-02-01T12:00:01Z')) as Membership;
    expect(paidFebruary.paidThrough).toBe('2026-03-01T00:00:00.000Z');
    // The period moves at renewal, before its invoice is paid: the plan is still paid through February only.
    const renewed = membershipAfterSubscription(
      paidFebruary,
      sub({ periodStart: march.periodStart, periodEnd: march.periodEnd }),
      new Date('2026-03-01T00:00:05Z'),
      GRACE,
    ) as Membership;
    expect(renewed).toMatchObject({ periodStart: '2026-03-01T00:00:00.000Z', paidThrough: '2026-03-01T00:00:00.000Z' });
    // An invoice.paid older than the state held (its subscription.updated came first) still pays the period.
    const late = membershipAfterInvoicePaid(renewed, march, new Date('2026-03-01T00:00:01Z')) as Membership;
    expect(late).toMatchObject({ paidThrough: '2026-04-01T00:00:00.000Z', stateAt: renewed.stateAt });
    expect(membershipAfterInvoicePaid(late, february, new Date('2026-03-01T00:00:02Z'))).toBeUndefined();
  });

  it('ends the paid period on a refunded or disputed invoice of it, and not again with an older invoice.paid', () => {
    const march = { subscriptionId: 'sub_1', periodStart: new Date('2026-03-01T00:00:00Z'), periodEnd: new Date('2026-04-01T00:00:00Z') };
    const paid = membershipAfterInvoicePaid(active, march, new Date('2026-03-01T01:00:00Z')) as Membership;
    const refundedAt = new Date('2026-03-10T00:00:00Z');
    const refunded = membershipAfterInvoiceReversed(paid, march, refundedAt) as Membership;
    expect(refunded).toMatchObject({
      tier: 'gold',
      status: 'active',
      paidThrough: '2026-03-01T00:00:00.000Z',
      reversedAt: refundedAt.toISOString(),
    });
    expect(membershipAfterInvoicePaid(refunded, march, new Date('2026-03-01T01:00:00Z'))).toMatchObject({
      paidThrough: '2026-03-01T00:00:00.000Z',
    });
    // An older period's invoice refunded while the current one is paid changes nothing; another subscription's neither.
    const february = { ...march, periodStart: new Date('2026-02-01T00:00:00Z'), periodEnd: march.periodStart };
    expect(membershipAfterInvoiceReversed(paid, february, refundedAt)).toBeUndefined();
    expect(membershipAfterInvoiceReversed(paid, { ...march, subscriptionId: 'sub_2' }, refundedAt)).toBeUndefined();
    // The next period paid later pays again.
    const april = { subscriptionId: 'sub_1', periodStart: march.periodEnd, periodEnd: new Date('2026-05-01T00:00:00Z') };
    expect(membershipAfterInvoicePaid(refunded, april, new Date('2026-04-01T01:00:00Z'))).toMatchObject({
      paidThrough: '2026-05-01T00:00:00.000Z',
    });
  });

  it('ends a one-time membership 30 days after its purchase', () => {
    const oneTime = membership({ since: '2026-01-01T00:00:00.000Z' });
    expect(withEndDate(oneTime).endsAt).toBe('2026-01-31T00:00:00.000Z');
    expect(hasLapsed(oneTime, new Date('2026-01-30T23:59:59Z'))).toBe(false);
    expect(hasLapsed(oneTime, new Date('2026-01-31T00:00:00Z'))).toBe(true);
    expect(hasLapsed(active, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(hasLapsed(membership({ tier: 'basic', checkoutSessionId: null }), new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('names what the member is to be told', () => {
    const pastDue = { ...active, status: 'past-due' as const };
    expect(noticeOf(active, pastDue)).toBe('payment-failed');
    expect(noticeOf(pastDue, pastDue)).toBeNull();
    expect(noticeOf(active, { ...active, status: 'ending' })).toBe('subscription-ending');
    expect(noticeOf(active, null)).toBe('membership-ended');
    expect(noticeOf(null, null)).toBeNull();
    expect(noticeOf(active, undefined)).toBeNull();
  });
});

describe('tierOfPrice', () => {
  const price = { id: 'price_1', lookupKey: 'roomboard_gold_monthly', unitAmount: 5000, currency: 'usd', interval: 'month' };
  it('finds the tier by lookup key when the Price matches the tier table', () => {
    expect(tierOfPrice(price)).toEqual({ tier: tierById('gold') });
    expect(priceLookupKey('platinum')).toBe('roomboard_platinum_monthly');
  });
  it('names an unknown or mismatched Price', () => {
    expect(tierOfPrice({ ...price, lookupKey: 'other' })).toEqual({ reason: 'unknown price price_1 (lookup key other)' });
    expect(tierOfPrice({ ...price, unitAmount: 4000 })).toEqual({
      reason: 'price price_1 is 4000 usd a month, the Gold tier is 5000 usd a month',
    });
  });
});
