import { describe, expect, it } from 'vitest';
import type { EventSession, PaymentEvent, PaymentReversal } from '../ports/payments.port.js';
import { memoryPayoutAccounts } from '../testing/memory-earnings.js';
import { memoryMemberships } from '../testing/memory-repositories.js';
import { membershipOf, startCheckout } from './checkout.service.js';
import { handlePaymentEvent, PaymentEventError } from './payment-events.service.js';

const UID = 'user-1';
const GRACE_MS = 7 * 86_400_000;
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
      mode: 'payment',
      subscriptionId: null,
      ...session,
    },
    reversal: null,
    subscription: null,
    invoice: null,
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
    subscription: null,
    invoice: null,
  };
}

describe('handlePaymentEvent', () => {
  it('grants the tier of a paid checkout that matches the tier table', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, paid({ id: 'cs_gold' }))).toBe('granted');
    expect(memberships.members.get(UID)).toMatchObject({ tier: 'gold', amountCents: 5000, checkoutSessionId: 'cs_gold' });
  });

  it.each([
    ['amount', paid({ amountTotal: 4999 }), 'amount 4999, the Gold tier costs 5000'],
    ['currency', paid({ currency: 'eur' }), 'currency eur, the Gold tier is in usd'],
    ['mode', paid({}, { livemode: true }), 'live-mode event, this deployment takes test mode'],
  ])('refuses a checkout whose %s differs, and grants nothing', async (_what, event, reason) => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, event)).toBe('refused');
    expect(memberships.members.has(UID)).toBe(false);
    expect(memberships.events.get(event.id)).toMatchObject({ status: 'refused', paymentStatus: 'failed', reason });
  });

  it('takes live-mode events on a live deployment', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships, livemode: true, graceMs: GRACE_MS }, paid({}, { livemode: true }))).toBe('granted');
  });

  it('ends the membership a payment bought on its whole refund or dispute, not on a partial refund', async () => {
    for (const [event, outcome, kept] of [
      [reversal('pi_x', 'refund', false), 'partially-refunded', true],
      [reversal('pi_x', 'refund'), 'refunded', false],
      [reversal('pi_x', 'dispute'), 'disputed', false],
    ] as const) {
      const memberships = memoryMemberships();
      await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, paid({ paymentIntentId: 'pi_x' }));
      expect(await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, event)).toBe(outcome);
      expect(memberships.members.has(UID)).toBe(kept);
    }
  });

  it('keeps a membership another payment bought', async () => {
    const memberships = memoryMemberships();
    await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, paid({ paymentIntentId: 'pi_gold' }));
    await handlePaymentEvent(
      { memberships, livemode: false, graceMs: GRACE_MS },
      paid({ id: 'cs_platinum', metadata: { uid: UID, tier: 'platinum' }, amountTotal: 10000 }),
    );
    expect(await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, reversal('pi_gold', 'refund'))).toBe('refunded');
    expect(memberships.members.get(UID)).toMatchObject({ tier: 'platinum', checkoutSessionId: 'cs_platinum' });
  });

  it('lists a payment refunded within the same second as refunded', async () => {
    const memberships = memoryMemberships();
    const payment = paid({ paymentIntentId: 'pi_fast' });
    await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, payment);
    await handlePaymentEvent(
      { memberships, livemode: false, graceMs: GRACE_MS },
      { ...reversal('pi_fast', 'refund'), created: payment.created },
    );
    expect((await membershipOf({ memberships }, UID)).payments).toEqual([
      expect.objectContaining({ status: 'refunded', amountCents: 5000 }),
    ]);
  });

  it('ignores a refund of a payment that bought nothing here', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, reversal('pi_elsewhere', 'refund'))).toBe(
      'ignored',
    );
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
    await handlePaymentEvent({ memberships, livemode: false, graceMs: GRACE_MS }, paid());
    await expect(startCheckout(deps(memberships), identity, { card_title: 'Basic' })).rejects.toThrow(
      'You already have the Gold membership.',
    );
    expect(memberships.members.get(UID)?.tier).toBe('gold');
  });
});

describe('handlePaymentEvent: deliveries', () => {
  const deps = (memberships = memoryMemberships()) => ({ memberships, livemode: false, graceMs: GRACE_MS });

  it('changes nothing on a redelivery of an event already recorded', async () => {
    const memberships = memoryMemberships();
    const event = paid();
    expect(await handlePaymentEvent(deps(memberships), event)).toBe('granted');
    memberships.members.delete(UID);
    expect(await handlePaymentEvent(deps(memberships), event)).toBe('duplicate');
    expect(memberships.members.has(UID)).toBe(false);
  });

  it('waits for the money on an unpaid completed checkout, then grants on async success and not on failure', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent(deps(memberships), paid({ paymentStatus: 'unpaid' }))).toBe('awaiting-payment');
    const failed = paid({ paymentStatus: 'unpaid' }, { type: 'checkout.session.async_payment_failed' });
    expect(await handlePaymentEvent(deps(memberships), failed)).toBe('payment-failed');
    expect(memberships.members.has(UID)).toBe(false);
    expect(await handlePaymentEvent(deps(memberships), paid({}, { type: 'checkout.session.async_payment_succeeded' }))).toBe('granted');
    expect(memberships.members.get(UID)?.tier).toBe('gold');
  });

  it('does not let a late Gold payment replace Platinum', async () => {
    const memberships = memoryMemberships();
    await handlePaymentEvent(deps(memberships), paid({ metadata: { uid: UID, tier: 'platinum' }, amountTotal: 10000 }));
    expect(await handlePaymentEvent(deps(memberships), paid())).toBe('granted');
    expect(memberships.members.get(UID)?.tier).toBe('platinum');
  });

  it('ignores event types it does not handle', async () => {
    const memberships = memoryMemberships();
    expect(await handlePaymentEvent(deps(memberships), paid({}, { type: 'customer.created' }))).toBe('ignored');
    expect(memberships.events.size).toBe(0);
  });

  it('throws on a checkout without a uid and notes the failure on the event', async () => {
    const memberships = memoryMemberships();
    const event = paid({ metadata: { tier: 'gold' }, clientReferenceId: null });
    await expect(handlePaymentEvent(deps(memberships), event)).rejects.toBeInstanceOf(PaymentEventError);
    expect(memberships.failures.map((failure) => failure.eventId)).toEqual([event.id]);
    expect(memberships.members.size).toBe(0);
  });
});

describe('account.updated (Connect)', () => {
  const accountEvent = (payoutsEnabled: boolean, minute: number, livemode = false): PaymentEvent => ({
    id: `evt_account_${minute}`,
    type: 'account.updated',
    created: new Date(Date.UTC(2026, 0, 3, 0, minute)),
    livemode,
    session: null,
    reversal: null,
    subscription: null,
    invoice: null,
    account: { id: 'acct_ada', payoutsEnabled, detailsSubmitted: payoutsEnabled },
  });

  it('keeps whether the designer can be paid; an older event or another mode changes nothing', async () => {
    const payoutAccounts = memoryPayoutAccounts();
    await payoutAccounts.ensure('ada', async () => 'acct_ada');
    const deps = { memberships: memoryMemberships(), livemode: false, graceMs: GRACE_MS, payoutAccounts };
    expect(await handlePaymentEvent(deps, accountEvent(true, 10))).toBe('account-updated');
    expect(await payoutAccounts.get('ada')).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
    expect(await handlePaymentEvent(deps, accountEvent(false, 5))).toBe('account-updated');
    expect(await handlePaymentEvent(deps, accountEvent(false, 20, true))).toBe('ignored');
    expect(await payoutAccounts.get('ada')).toMatchObject({ payoutsEnabled: true, statusAt: new Date(Date.UTC(2026, 0, 3, 0, 10)) });
  });
});
