import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MembershipResponse } from '../contracts/membership.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, clearFirestore, startBackend, type TestBackend } from '../testing/backend.js';
import { startFakeStripe, type FakeStripe } from '../testing/stripe.js';

const NO_STRIPE = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: '' };

describe('POST /api/stripe/create-checkout-session', () => {
  let stripe: FakeStripe;
  let backend: TestBackend;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    backend = await startBackend({ ...stripe.env(), APP_ORIGIN: 'https://roomboard.test' });
    user = await createAccount();
    token = await sessionFor(backend, user);
  });
  afterAll(async () => {
    await backend.close();
    await stripe.close();
  });
  beforeEach(async () => {
    stripe.requests.length = 0;
    await clearFirestore();
  });

  it('answers 401 without a session and never reaches Stripe', async () => {
    const { status, body } = await call(backend, 'stripe/create-checkout-session', { body: { card_title: 'Gold', card_price: 5000 } });
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'Please Login.' });
    expect(stripe.requests).toHaveLength(0);
  });

  it("creates a subscription Checkout for the tier's monthly Price and the user's new Stripe customer, and answers its url", async () => {
    const { status, body } = await call<{ url: string }>(backend, 'stripe/create-checkout-session', {
      token,
      body: { card_title: 'Gold' },
    });
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_\\w+$`));
    expect(stripe.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'GET /v1/prices',
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    const [prices, customer, session] = stripe.requests;
    expect(Object.fromEntries(new URLSearchParams(prices?.path.split('?')[1]))).toEqual({
      'lookup_keys[0]': 'roomboard_gold_monthly',
      active: 'true',
      limit: '1',
    });
    expect(customer?.form).toEqual({ email: user.email, 'metadata[uid]': user.uid });
    expect(customer?.headers['idempotency-key']).toBe(`customer-${user.uid}`);
    expect(session?.headers.authorization).toBe('Bearer sk_test_roomboard_fake');
    expect(session?.form).toEqual({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_test_/),
      'line_items[0][price]': 'price_test_gold',
      'line_items[0][quantity]': '1',
      'metadata[uid]': user.uid,
      'metadata[tier]': 'gold',
      'subscription_data[metadata][uid]': user.uid,
      'subscription_data[metadata][tier]': 'gold',
      client_reference_id: user.uid,
      success_url: 'https://roomboard.test/membership/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://roomboard.test/membership/cancel',
    });
    expect(session?.headers['idempotency-key']).toMatch(new RegExp(`^checkout-${user.uid}-gold-\\d+$`));
  });

  it('prices Platinum from its own Price, ignores a card_price from the client, and reuses the customer', async () => {
    await call(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Gold' } });
    const { status } = await call(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Platinum', card_price: 1 } });
    expect(status).toBe(200);
    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions[1]?.form).toMatchObject({ 'line_items[0][price]': 'price_test_platinum', 'metadata[tier]': 'platinum' });
    expect(sessions[1]?.form.customer).toBe(sessions[0]?.form.customer);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('answers 503 and logs when the Price was never set up (npm run stripe:setup)', async () => {
    const price = stripe.priceByKey('roomboard_gold_monthly')!;
    price.active = false;
    try {
      const { status, body } = await call(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Gold' } });
      expect(status).toBe(503);
      expect(body).toMatchObject({ error: 'Payments are not configured.' });
    } finally {
      price.active = true;
    }
  });

  it('sends the same idempotency key for a double click, so both get the same session', async () => {
    const first = await call<{ url: string }>(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Gold' } });
    const second = await call<{ url: string }>(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Gold' } });
    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions.map((r) => r.headers['idempotency-key'])).toEqual([
      sessions[0]?.headers['idempotency-key'],
      sessions[0]?.headers['idempotency-key'],
    ]);
    expect(second.body.url).toBe(first.body.url);
  });

  it('activates Basic at once without Stripe', async () => {
    const { status, body } = await call<{ membership: Record<string, unknown> }>(backend, 'stripe/create-checkout-session', {
      token,
      body: { card_title: 'Basic', card_price: 0 },
    });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('url');
    expect(body.membership).toMatchObject({ tier: 'basic', title: 'Basic', amountCents: 0, checkoutSessionId: null });
    expect(stripe.requests).toHaveLength(0);
    const read = await call<MembershipResponse>(backend, 'membership', { token });
    expect(read.body).toEqual({ membership: body.membership, ended: null, payments: [] });
  });

  it('keeps a paid membership when Basic is booked afterwards (409)', async () => {
    const db = getFirestore(await adminApp(backend.config));
    await db.doc(`users/${user.uid}`).set({
      membership: { tier: 'gold', title: 'Gold', since: new Date(), amountCents: 5000, currency: 'usd', checkoutSessionId: 'cs_test_x' },
    });
    const { status, body } = await call(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Basic' } });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: 'You already have the Gold membership.' });
    expect((await call<MembershipResponse>(backend, 'membership', { token })).body.membership?.tier).toBe('gold');
  });

  it('answers 400 for a tier that does not exist', async () => {
    const { status, body } = await call(backend, 'stripe/create-checkout-session', {
      token,
      body: { card_title: 'Diamond', card_price: 1 },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'Choose Basic, Gold or Platinum.' });
    expect(stripe.requests).toHaveLength(0);
  });

  it('answers 502 when Stripe refuses, without leaking its message', async () => {
    stripe.failNext(400, 'Invalid API Key provided: sk_test_***');
    const { status, body } = await call(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Gold' } });
    expect(status).toBe(502);
    expect(body).toMatchObject({ error: 'Checkout could not be started. Please try again.' });
  });

  it('GET /api/stripe/session/:id is pending until the event arrives, and 401 signed out', async () => {
    expect((await call(backend, 'stripe/session/cs_test_nothing')).status).toBe(401);
    const { status, body } = await call(backend, 'stripe/session/cs_test_nothing', { token });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'pending', tier: null, membership: null });
  });

  it('GET /api/membership answers 401 signed out', async () => {
    expect((await call(backend, 'membership')).status).toBe(401);
  });
});

describe('without Stripe keys', () => {
  let backend: TestBackend;
  let token: string;
  beforeAll(async () => {
    backend = await startBackend(NO_STRIPE);
    token = await sessionFor(backend, await createAccount());
  });
  afterAll(() => backend.close());

  it('answers 503 "Payments are not configured." for a paid tier', async () => {
    const { status, body } = await call(backend, 'stripe/create-checkout-session', {
      token,
      body: { card_title: 'Gold', card_price: 5000 },
    });
    expect(status).toBe(503);
    expect(body).toMatchObject({ error: 'Payments are not configured.' });
  });

  it('still activates Basic', async () => {
    const { status, body } = await call(backend, 'stripe/create-checkout-session', { token, body: { card_title: 'Basic' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ membership: { tier: 'basic' } });
  });
});
