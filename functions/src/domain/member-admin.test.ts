import { describe, expect, it } from 'vitest';
import type { Membership } from '../contracts/membership.js';
import { periodInvoice, refundIdempotencyKey, type PaymentFact } from './member-admin.js';

const periodStart = new Date('2026-11-10T00:00:00Z');
const gold: Membership = {
  tier: 'gold',
  title: 'Gold',
  since: '2026-10-10T00:00:00.000Z',
  amountCents: 5000,
  currency: 'usd',
  checkoutSessionId: null,
  subscriptionId: 'sub_1',
  status: 'active',
  periodStart: periodStart.toISOString(),
  periodEnd: '2026-12-10T00:00:00.000Z',
};
type Stored = PaymentFact & { eventId: string };
const event = (overrides: Partial<Stored>): Stored => ({
  eventId: 'evt_1',
  type: 'invoice.paid',
  status: 'granted',
  subscriptionId: 'sub_1',
  invoiceId: 'in_2',
  periodStart,
  ...overrides,
});

describe('periodInvoice', () => {
  const last = event({ eventId: 'evt_0', invoiceId: 'in_1', periodStart: new Date('2026-10-10T00:00:00Z') });
  it('finds the paid invoice of the current period, not the one before', () => {
    expect(periodInvoice(gold, [event({}), last])?.invoiceId).toBe('in_2');
    expect(periodInvoice(gold, [last])).toBeNull();
  });
  it('finds none once that invoice is refunded or disputed', () => {
    expect(periodInvoice(gold, [event({ eventId: 'evt_9', type: 'charge.refunded', status: 'refunded' }), event({})])).toBeNull();
    expect(periodInvoice(gold, [event({ eventId: 'evt_9', type: 'charge.dispute.created', status: 'disputed' }), event({})])).toBeNull();
  });
  it('finds none without a subscription, or for another subscription’s invoice', () => {
    expect(periodInvoice(null, [event({})])).toBeNull();
    expect(periodInvoice({ ...gold, subscriptionId: null }, [event({})])).toBeNull();
    expect(periodInvoice(gold, [event({ subscriptionId: 'sub_2' })])).toBeNull();
  });
  it('keys a refund by its invoice', () => {
    expect(refundIdempotencyKey('in_2')).toBe('refund-in_2');
  });
});
