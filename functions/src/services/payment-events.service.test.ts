import { describe, expect, it } from 'vitest';
import type { EventSession, PaymentEvent, PaymentReversal } from '../ports/payments.port.js';
import { memoryMemberships } from '../testing/memory-repositories.js';
import { membershipOf, startCheckout } from './checkout.service.js';
import { handlePaymentEvent } from './payment-events.service.js';

const UID = 'user-1';
let counter = 0;

function paid(session: Partial<EventSession> = {}, event: Partial<PaymentEvent> = {}): PaymentEvent {
  counter += 1;
  return {
    id: `evt_${counter}`,
    type: 'checkout.session.completed',
    created: new Date(Date.UTC(2026, 0, 1, 0, counter)),
    livemode: false,
    session: {
      id: `cs_${counter}`,
      paymentStatus: 'paid',
      metadata: { uid: UID, tier: 'gold' },
      clientReferenceId: null,
      amountTotal: 5000,
      currency: 'usd',
      paymentIntentId: `pi_${counter}`,
      ...session,
    },
    reversal: null,
    ...event,
  };
}

function reversal(paymentIntentId: string, kind: PaymentReversal['kind'], whole = true): PaymentEvent {
  counter += 1;
  return {
    id: `evt_${counter}`,
    type: kind === 'refund' ? 'charge.refunded' : 'charge.dispute.created',
    created: new Date(Date.UTC(2026, 0, 2, 0, counter)),
    livemode: false,
    session: null,
    reversal: { kind, chargeId: `ch_${counter}`, paymentIntentId, whole },
  };
}

describe('handlePaymentEvent', () => {
  it('grants the tier of a paid checkout that matches the tier table', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships, livemode: false }, paid({ id: 'cs_gold' }))).toBe('granted');
    expect(memberships.members.get(UID)).toMatchObject({ tier: 'gold', amountCents: 5000, checkoutSessionId: 'cs_gold' });
  });

  it.each([
    ['amount', paid({ amountTotal: 4999 }), 'amount 4999, the Gold tier costs 5000'],
    ['currency', paid({ currency: 'eur' }), 'currency eur, the Gold tier is in usd'],
    ['mode', paid({}, { livemode: true }), 'live-mode event, this deployment takes test mode'],
  ])('refuses a checkout whose %s differs, and grants nothing', async (_what, event, reason) => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships, livemode: false }, event)).toBe('refused');
    expect(memberships.members.has(UID)).toBe(false);
    expect(memberships.events.get(event.id)).toMatchObject({ status: 'refused', paymentStatus: 'failed', reason });
  });

  it('takes live-mode events on a live deployment', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships, livemode: true }, paid({}, { livemode: true }))).toBe('granted');
  });

  it('ends the membership a payment bought on its whole refund or dispute, not on a partial refund', async () => {
    for (const [event, outcome, kept] of [
      [reversal('pi_x', 'refund', false), 'partially-refunded', true],
      [reversal('pi_x', 'refund'), 'refunded', false],
      [reversal('pi_x', 'dispute'), 'disputed', false],
    ] as const) {
      const memberships = memoryMemberships();
      await handlePaymentEvent({ memberships, livemode: false }, paid({ paymentIntentId: 'pi_x' }));
      expect(await handlePaymentEvent({ memberships, livemode: false }, event)).toBe(outcome);
      expect(memberships.members.has(UID)).toBe(kept);
    }
  });

  it('keeps a membership another payment bought', async () => {
    const memberships = memoryMemberships();
    await handlePaymentEvent({ memberships, livemode: false }, paid({ paymentIntentId: 'pi_gold' }));
    await handlePaymentEvent(
      { memberships, livemode: false },
      paid({ id: 'cs_platinum', metadata: { uid: UID, tier: 'platinum' }, amountTotal: 10000 }),
    );
    expect(await handlePaymentEvent({ memberships, livemode: false }, reversal('pi_gold', 'refund'))).toBe('refunded');
    expect(memberships.members.get(UID)).toMatchObject({ tier: 'platinum', checkoutSessionId: 'cs_platinum' });
  });

  it('lists a payment refunded within the same second as refunded', async () => {
    const memberships = memoryMemberships();
    const payment = paid({ paymentIntentId: 'pi_fast' });
    await handlePaymentEvent({ memberships, livemode: false }, payment);
    await handlePaymentEvent({ memberships, livemode: false }, { ...reversal('pi_fast', 'refund'), created: payment.created });
    expect((await membershipOf({ memberships }, UID)).payments).toEqual([
      expect.objectContaining({ status: 'refunded', amountCents: 5000 }),
    ]);
  });

  it('ignores a refund of a payment that bought nothing here', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships, livemode: false }, reversal('pi_elsewhere', 'refund'))).toBe('ignored');
    expect(memberships.events.size).toBe(0);
  });
});

describe('startCheckout: Basic', () => {
  const identity = { uid: UID, email: null, emailVerified: false };
  const deps = (memberships = memoryMemberships()) => ({ memberships, checkout: null, appOrigin: 'https://roomboard.example' });

  it('activates Basic, and never over a paid tier', async () => {
    const memberships = memoryMemberships();
    await expect(startCheckout(deps(memberships), identity, { card_title: 'Basic' })).resolves.toMatchObject({
      membership: { tier: 'basic' },
    });
    await handlePaymentEvent({ memberships, livemode: false }, paid());
    await expect(startCheckout(deps(memberships), identity, { card_title: 'Basic' })).rejects.toThrow(
      'You already have the Gold membership.',
    );
    expect(memberships.members.get(UID)?.tier).toBe('gold');
  });
});
