import { describe, expect, it } from 'vitest';
import type { EventSession, PaymentEvent } from '../ports/payments.port.js';
import { memoryMemberships } from '../testing/memory-repositories.js';
import { handlePaymentEvent, PaymentEventError } from './payment-events.service.js';

const created = new Date('2026-01-15T10:00:00Z');

function paymentEvent(overrides: Partial<PaymentEvent> = {}, session: Partial<EventSession> = {}): PaymentEvent {
  return {
    id: 'evt_1',
    type: 'checkout.session.completed',
    created,
    livemode: false,
    session: {
      id: 'cs_test_1',
      paymentStatus: 'paid',
      metadata: { uid: 'ann', tier: 'gold' },
      clientReferenceId: 'ann',
      amountTotal: 5000,
      currency: 'usd',
      ...session,
    },
    ...overrides,
  };
}

describe('handlePaymentEvent', () => {
  it('grants the paid tier and records the event; a redelivery changes nothing', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships }, paymentEvent())).toBe('granted');
    expect(memberships.members.get('ann')).toEqual({
      tier: 'gold',
      title: 'Gold',
      since: created.toISOString(),
      amountCents: 5000,
      currency: 'usd',
      checkoutSessionId: 'cs_test_1',
    });
    expect(memberships.events.get('evt_1')).toMatchObject({ status: 'granted', paymentStatus: 'paid', uid: 'ann' });
    memberships.members.delete('ann');
    expect(await handlePaymentEvent({ memberships }, paymentEvent())).toBe('duplicate');
    expect(memberships.members.has('ann')).toBe(false);
  });

  it('waits for the money on an unpaid completed checkout, then grants on async success and not on failure', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships }, paymentEvent({}, { paymentStatus: 'unpaid' }))).toBe('awaiting-payment');
    expect(memberships.members.has('ann')).toBe(false);
    const failed = paymentEvent({ id: 'evt_2', type: 'checkout.session.async_payment_failed' }, { paymentStatus: 'unpaid' });
    expect(await handlePaymentEvent({ memberships }, failed)).toBe('payment-failed');
    expect(memberships.members.has('ann')).toBe(false);
    expect(await handlePaymentEvent({ memberships }, paymentEvent({ id: 'evt_3', type: 'checkout.session.async_payment_succeeded' }))).toBe(
      'granted',
    );
    expect(memberships.members.get('ann')?.tier).toBe('gold');
  });

  it('does not let a late Gold event replace Platinum', async () => {
    const memberships = memoryMemberships();
    await handlePaymentEvent({ memberships }, paymentEvent({ id: 'evt_p' }, { id: 'cs_p', metadata: { uid: 'ann', tier: 'platinum' } }));
    expect(await handlePaymentEvent({ memberships }, paymentEvent())).toBe('granted');
    expect(memberships.members.get('ann')?.tier).toBe('platinum');
  });

  it('ignores event types it does not handle', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships }, paymentEvent({ type: 'invoice.paid' }))).toBe('ignored');
    expect(memberships.events.size).toBe(0);
  });

  it('throws on an event it cannot use (no uid, no paid tier) and notes the failure on the event', async () => {
    const memberships = memoryMemberships();
    const noUid = paymentEvent({}, { metadata: { tier: 'gold' }, clientReferenceId: null });
    await expect(handlePaymentEvent({ memberships }, noUid)).rejects.toThrow(
      new PaymentEventError('Checkout Session cs_test_1 has no uid in its metadata'),
    );
    const basic = paymentEvent({ id: 'evt_2' }, { metadata: { uid: 'ann', tier: 'basic' } });
    await expect(handlePaymentEvent({ memberships }, basic)).rejects.toBeInstanceOf(PaymentEventError);
    expect(memberships.failures.map((f) => [f.eventId, f.reason])).toEqual([
      ['evt_1', 'Checkout Session cs_test_1 has no uid in its metadata'],
      ['evt_2', 'Checkout Session cs_test_1 has no paid tier in its metadata'],
    ]);
    expect(memberships.members.size).toBe(0);
  });
});
