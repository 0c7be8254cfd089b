import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutStatusResponse, MembershipResponse } from '../contracts/membership.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, clearFirestore, startBackend, type TestBackend } from '../testing/backend.js';
import {
  checkoutEvent,
  deliver,
  disputeEvent,
  refundEvent,
  startFakeStripe,
  startWebhook,
  type FakeStripe,
  type TestWebhook,
} from '../testing/stripe.js';

describe('POST /api/stripe/webhook', () => {
  let stripe: FakeStripe;
  let webhook: TestWebhook;
  let backend: TestBackend;
  let db: Firestore;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    webhook = await startWebhook(stripe.env());
    backend = await startBackend(stripe.env());
    db = getFirestore(await adminApp(webhook.config));
    user = await createAccount();
    token = await sessionFor(backend, user);
  });
  afterAll(async () => {
    await webhook.close();
    await backend.close();
    await stripe.close();
  });
  beforeEach(() => clearFirestore());

  const membership = async () => (await call<MembershipResponse>(backend, 'membership', { token })).body;
  const eventDocs = async () => (await db.collection('stripeEvents').get()).docs;

  it('grants the membership on a paid checkout.session.completed and records the event', async () => {
    const event = checkoutEvent('checkout.session.completed', { id: 'cs_test_gold1', uid: user.uid, tier: 'gold' });
    const { status, body } = await deliver(webhook, event);
    expect(status).toBe(200);
    expect(body).toEqual({ received: true, outcome: 'granted' });

    const read = await membership();
    expect(read.membership).toMatchObject({
      tier: 'gold',
      title: 'Gold',
      amountCents: 5000,
      currency: 'usd',
      checkoutSessionId: 'cs_test_gold1',
    });
    expect(read.payments).toEqual([
      expect.objectContaining({
        eventId: event.id,
        checkoutSessionId: 'cs_test_gold1',
        tier: 'gold',
        description: 'Gold membership',
        amountCents: 5000,
        status: 'paid',
      }),
    ]);
    const docs = await eventDocs();
    expect(docs.map((doc) => doc.id)).toEqual([event.id]);
    expect(docs[0]?.data()).toMatchObject({ status: 'granted', uid: user.uid, attempts: 1, membershipWritten: true });

    const success = await call<CheckoutStatusResponse>(backend, 'stripe/session/cs_test_gold1', { token });
    expect(success.body).toMatchObject({ status: 'paid', tier: 'gold', membership: { tier: 'gold' } });
  });

  it('changes nothing when the same event is delivered again', async () => {
    const event = checkoutEvent('checkout.session.completed', { uid: user.uid, tier: 'gold' });
    expect((await deliver(webhook, event)).status).toBe(200);
    const first = (await db.doc(`stripeEvents/${event.id}`).get()).data();
    // Were the replay to write the membership again, this removal would be undone.
    await db.doc(`users/${user.uid}`).set({ membership: null }, { merge: true });

    const replay = await deliver(webhook, event);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await membership()).membership).toBeNull();
    const docs = await eventDocs();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.data()).toEqual(first);
  });

  it('refuses a tampered body with 400 and writes nothing', async () => {
    const event = checkoutEvent('checkout.session.completed', { uid: user.uid, tier: 'gold' });
    const tampered = JSON.stringify(
      checkoutEvent('checkout.session.completed', { uid: user.uid, tier: 'platinum', amountTotal: 1 }, { id: String(event.id) }),
    );
    const { status, body } = await deliver(webhook, event, { body: tampered });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Invalid signature.' });
    expect(await eventDocs()).toHaveLength(0);
    expect((await membership()).membership).toBeNull();
  });

  it('refuses a signature made with another secret', async () => {
    const { status } = await deliver(webhook, checkoutEvent('checkout.session.completed', { uid: user.uid, tier: 'gold' }), {
      secret: 'whsec_someone_else',
    });
    expect(status).toBe(400);
    expect(await eventDocs()).toHaveLength(0);
  });

  it('refuses a stale timestamp (older than five minutes)', async () => {
    const event = checkoutEvent('checkout.session.completed', { uid: user.uid, tier: 'gold' });
    const { status } = await deliver(webhook, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(status).toBe(400);
    expect(await eventDocs()).toHaveLength(0);
  });

  it('refuses a delivery without a signature header', async () => {
    const response = await fetch(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(400);
  });

  it('answers 200 to an event type it does not handle, and stores nothing', async () => {
    const { status, body } = await deliver(webhook, {
      ...checkoutEvent('customer.created', {}),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventDocs()).toHaveLength(0);
  });

  it('waits for async_payment_succeeded when the checkout completed unpaid', async () => {
    const completed = checkoutEvent('checkout.session.completed', {
      id: 'cs_test_async',
      uid: user.uid,
      tier: 'platinum',
      paymentStatus: 'unpaid',
      amountTotal: 10000,
    });
    expect((await deliver(webhook, completed)).body).toEqual({ received: true, outcome: 'awaiting-payment' });
    expect((await membership()).membership).toBeNull();
    expect((await call<CheckoutStatusResponse>(backend, 'stripe/session/cs_test_async', { token })).body.status).toBe('pending');

    const succeeded = checkoutEvent(
      'checkout.session.async_payment_succeeded',
      { id: 'cs_test_async', uid: user.uid, tier: 'platinum', amountTotal: 10000 },
      { created: Number(completed.created) + 60 },
    );
    expect((await deliver(webhook, succeeded)).body).toEqual({ received: true, outcome: 'granted' });
    const read = await membership();
    expect(read.membership).toMatchObject({ tier: 'platinum', amountCents: 10000 });
    expect(read.payments).toEqual([expect.objectContaining({ checkoutSessionId: 'cs_test_async', status: 'paid', amountCents: 10000 })]);
  });

  it('records async_payment_failed without a membership', async () => {
    const failed = checkoutEvent('checkout.session.async_payment_failed', {
      id: 'cs_test_fail',
      uid: user.uid,
      tier: 'gold',
      paymentStatus: 'unpaid',
    });
    expect((await deliver(webhook, failed)).body).toEqual({ received: true, outcome: 'payment-failed' });
    const read = await membership();
    expect(read.membership).toBeNull();
    expect(read.payments).toEqual([expect.objectContaining({ checkoutSessionId: 'cs_test_fail', status: 'failed' })]);
    expect((await call<CheckoutStatusResponse>(backend, 'stripe/session/cs_test_fail', { token })).body).toMatchObject({
      status: 'failed',
      tier: 'gold',
    });
  });

  it('does not let a late Gold payment replace a Platinum membership, but lists it', async () => {
    await deliver(
      webhook,
      checkoutEvent('checkout.session.completed', { id: 'cs_test_p', uid: user.uid, tier: 'platinum', amountTotal: 10000 }),
    );
    await deliver(webhook, checkoutEvent('checkout.session.completed', { id: 'cs_test_g', uid: user.uid, tier: 'gold' }));
    const read = await membership();
    expect(read.membership?.tier).toBe('platinum');
    expect(read.payments.map((p) => p.checkoutSessionId).sort()).toEqual(['cs_test_g', 'cs_test_p']);
  });

  it('answers 500 when the event cannot be processed (no uid), and notes each attempt on the event', async () => {
    const broken = checkoutEvent('checkout.session.completed', { tier: 'gold' });
    const { status } = await deliver(webhook, broken);
    expect(status).toBe(500);
    const [doc] = await eventDocs();
    expect(doc?.data()).toMatchObject({ status: 'error', attempts: 1, lastError: expect.stringContaining('no uid') });
    expect((await deliver(webhook, broken)).status).toBe(500);
    expect((await db.doc(`stripeEvents/${String(broken.id)}`).get()).get('attempts')).toBe(2);
  });

  it('answers 500 for an unknown tier in the metadata', async () => {
    const { status } = await deliver(webhook, checkoutEvent('checkout.session.completed', { uid: user.uid, tier: 'diamond' }));
    expect(status).toBe(500);
    expect((await membership()).membership).toBeNull();
  });

  const paidGold = async (paymentIntent: string, sessionId = `cs_test_${paymentIntent}`) => {
    const paid = checkoutEvent('checkout.session.completed', { id: sessionId, uid: user.uid, tier: 'gold', paymentIntent });
    expect((await deliver(webhook, paid)).body).toEqual({ received: true, outcome: 'granted' });
    expect((await membership()).membership?.tier).toBe('gold');
  };

  it('ends the membership on a whole refund, lists the payment as refunded, and changes nothing on a replay', async () => {
    await paidGold('pi_test_refund');
    const refund = refundEvent('pi_test_refund');
    expect((await deliver(webhook, refund)).body).toEqual({ received: true, outcome: 'refunded' });
    const read = await membership();
    expect(read.membership).toBeNull();
    expect(read.payments).toEqual([
      expect.objectContaining({ checkoutSessionId: 'cs_test_pi_test_refund', status: 'refunded', amountCents: 5000, tier: 'gold' }),
    ]);
    expect((await db.doc(`stripeEvents/${String(refund.id)}`).get()).data()).toMatchObject({
      status: 'refunded',
      uid: user.uid,
      paymentIntentId: 'pi_test_refund',
      membershipWritten: true,
    });

    // A new Gold bought since must survive the old refund delivered again.
    await paidGold('pi_test_again');
    expect((await deliver(webhook, refund)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await membership()).membership).toMatchObject({ tier: 'gold', checkoutSessionId: 'cs_test_pi_test_again' });
  });

  it('keeps the membership on a partial refund', async () => {
    await paidGold('pi_test_partial');
    const { body } = await deliver(webhook, refundEvent('pi_test_partial', { amount: 5000, amountRefunded: 1000 }));
    expect(body).toEqual({ received: true, outcome: 'partially-refunded' });
    const read = await membership();
    expect(read.membership).toMatchObject({ tier: 'gold' });
    expect(read.payments).toEqual([expect.objectContaining({ status: 'paid', amountCents: 5000 })]);
  });

  it('ends the membership on a dispute and lists the payment as disputed', async () => {
    await paidGold('pi_test_dispute');
    expect((await deliver(webhook, disputeEvent('pi_test_dispute'))).body).toEqual({ received: true, outcome: 'disputed' });
    const read = await membership();
    expect(read.membership).toBeNull();
    expect(read.payments).toEqual([expect.objectContaining({ checkoutSessionId: 'cs_test_pi_test_dispute', status: 'disputed' })]);
  });

  it('leaves a membership bought by another payment alone when an older payment is refunded', async () => {
    await paidGold('pi_test_old');
    const platinum = checkoutEvent('checkout.session.completed', {
      id: 'cs_test_platinum',
      uid: user.uid,
      tier: 'platinum',
      amountTotal: 10000,
      paymentIntent: 'pi_test_platinum',
    });
    await deliver(webhook, platinum);
    expect((await deliver(webhook, refundEvent('pi_test_old'))).body).toEqual({ received: true, outcome: 'refunded' });
    expect((await membership()).membership).toMatchObject({ tier: 'platinum', checkoutSessionId: 'cs_test_platinum' });
  });

  it('ignores a refund of a payment that granted no membership, and stores nothing', async () => {
    expect((await deliver(webhook, refundEvent('pi_test_elsewhere'))).body).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventDocs()).toHaveLength(0);
  });

  it.each([
    ['an amount other than the tier table', { amountTotal: 1 }, {}, 'amount 1, the Gold tier costs 5000'],
    ['another currency', { currency: 'eur' }, {}, 'currency eur, the Gold tier is in usd'],
    ['a live-mode event on a test-mode deployment', {}, { livemode: true }, 'live-mode event, this deployment takes test mode'],
  ])('refuses a paid checkout with %s: no membership, the event kept with the reason', async (_name, session, overrides, reason) => {
    const event = checkoutEvent('checkout.session.completed', { uid: user.uid, tier: 'gold', ...session }, overrides);
    expect(await deliver(webhook, event)).toEqual({ status: 200, body: { received: true, outcome: 'refused' } });
    const read = await membership();
    expect(read.membership).toBeNull();
    expect(read.payments).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect((await db.doc(`stripeEvents/${String(event.id)}`).get()).data()).toMatchObject({
      status: 'refused',
      reason,
      membershipWritten: false,
    });
    expect((await deliver(webhook, event)).body).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('never lets Basic, booked while the Gold payment lands, overwrite Gold', async () => {
    for (let round = 0; round < 5; round += 1) {
      await db.doc(`users/${user.uid}`).set({ membership: null }, { merge: true });
      const paid = checkoutEvent('checkout.session.completed', { uid: user.uid, tier: 'gold' });
      const [delivered, basic] = await Promise.all([
        deliver(webhook, paid),
        call(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Basic' } }),
      ]);
      expect(delivered.body).toEqual({ received: true, outcome: 'granted' });
      expect([200, 409]).toContain(basic.status);
      expect((await membership()).membership?.tier).toBe('gold');
    }
  });

  it('does not show another user the outcome of a checkout', async () => {
    await deliver(webhook, checkoutEvent('checkout.session.completed', { id: 'cs_test_mine', uid: user.uid, tier: 'gold' }));
    const other = await sessionFor(backend, await createAccount());
    const { body } = await call<CheckoutStatusResponse>(backend, 'stripe/session/cs_test_mine', { token: other });
    expect(body).toEqual({ status: 'pending', tier: null, membership: null });
  });
});

describe('webhook without Stripe keys', () => {
  it('answers 503', async () => {
    const webhook = await startWebhook({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        body: '{}',
      });
      expect(response.status).toBe(503);
    } finally {
      await webhook.close();
    }
  });
});
