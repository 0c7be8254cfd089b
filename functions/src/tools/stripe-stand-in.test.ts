import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stripeWebhookVerifier } from '../adapters/stripe/stripe.payments.js';
import type { PaymentEvent } from '../ports/payments.port.js';
import { startStripeStandIn, STAND_IN_SECRET_KEY, type StripeStandIn } from './stripe-stand-in.js';
import { stripeClient } from './stripe-setup.js';

const SECRET = 'whsec_stand_in_test';

/** A webhook that checks each delivery's signature as the webhook function does and keeps what it read. */
async function startReceiver(): Promise<{ url: string; events: PaymentEvent[]; raw: Record<string, unknown>[]; close(): Promise<void> }> {
  const verifier = stripeWebhookVerifier(SECRET);
  const events: PaymentEvent[] = [];
  const raw: Record<string, unknown>[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      verifier
        .verify(body, String(req.headers['stripe-signature']))
        .then((event) => {
          events.push(event);
          raw.push(JSON.parse(body.toString('utf8')) as Record<string, unknown>);
          res.writeHead(200).end('{"received":true}');
        })
        .catch(() => res.writeHead(400).end('{"error":"Invalid signature."}'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    events,
    raw,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Submits a page's form as the browser does, without following the redirect. */
const submit = (url: string) => fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams() });

describe('the Stripe stand-in', () => {
  let stand: StripeStandIn;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;
  const start = async () => {
    receiver = await startReceiver();
    stand = await startStripeStandIn(0, { webhook: { url: receiver.url, secret: SECRET } });
    stripe = await stripeClient(STAND_IN_SECRET_KEY, stand.url);
  };
  afterEach(async () => {
    await stand.close();
    await receiver.close();
  });

  it('creates an Express account once per idempotency key, and answers it by id', async () => {
    await start();
    const params: Stripe.AccountCreateParams = {
      type: 'express',
      email: 'dana@example.com',
      capabilities: { transfers: { requested: true } },
      metadata: { uid: 'dana' },
    };
    const account = await stripe.accounts.create(params, { idempotencyKey: 'connect-dana' });
    expect(account).toMatchObject({
      object: 'account',
      type: 'express',
      email: 'dana@example.com',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { transfers: 'inactive' },
      metadata: { uid: 'dana' },
    });
    expect(account.id).toMatch(/^acct_test_\w+$/);
    expect((await stripe.accounts.create(params, { idempotencyKey: 'connect-dana' })).id).toBe(account.id);
    expect(stand.accounts.size).toBe(1);
    expect(await stripe.accounts.retrieve(account.id)).toEqual(account);
    await expect(stripe.accounts.retrieve('acct_nobody')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such account: 'acct_nobody'",
    });
  });

  it('onboards through the local page of an Account Link: payouts enabled, account.updated sent, back to return_url', async () => {
    await start();
    const account = await stripe.accounts.create({ type: 'express', email: 'dana@example.com' });
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:5000/designer/get-paid?refresh=1',
      return_url: 'http://localhost:5000/designer/get-paid',
    });
    expect(link).toMatchObject({ object: 'account_link', expires_at: link.created + 300 });
    expect(link.url.startsWith(`${stand.url}/connect/onboarding/`)).toBe(true);

    const shown = await (await fetch(link.url)).text();
    expect(shown).toContain('Local test onboarding — no identity or bank details are collected');
    expect(shown).toContain('dana@example.com');
    // Leaving without completing goes back to return_url with nothing changed, as on Stripe.
    expect(shown).toContain('<a class="link secondary" href="http://localhost:5000/designer/get-paid">Not now</a>');
    const completed = await submit(`${link.url}/complete`);
    expect(completed.status).toBe(303);
    expect(completed.headers.get('location')).toBe('http://localhost:5000/designer/get-paid');

    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], disabled_reason: null },
    });
    expect(receiver.raw).toEqual([
      expect.objectContaining({
        type: 'account.updated',
        account: account.id,
        api_version: '2025-10-29.clover',
        data: { object: expect.objectContaining({ id: account.id, payouts_enabled: true, details_submitted: true }) },
      }),
    ]);
    await expect(
      stripe.accountLinks.create({ account: 'acct_nobody', type: 'account_onboarding', return_url: 'http://x.test/' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', message: "No such account: 'acct_nobody'" });
  });

  it('sends an expired Account Link to refresh_url, where the app makes a new one', async () => {
    await start();
    const account = await stripe.accounts.create({ type: 'express' });
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:5000/designer/get-paid?refresh=1',
      return_url: 'http://localhost:5000/designer/get-paid',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((link.expires_at + 1) * 1000);
      const opened = await fetch(link.url, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe('http://localhost:5000/designer/get-paid?refresh=1');
    } finally {
      vi.useRealTimers();
    }
    expect((await stripe.accounts.retrieve(account.id)).payouts_enabled).toBe(false);
  });

  it('makes one transfer per idempotency key, refuses another request under the same key, and tells transfer.created once', async () => {
    await start();
    const account = await stripe.accounts.create({ type: 'express', capabilities: { transfers: { requested: true } } });
    const params: Stripe.TransferCreateParams = {
      amount: 4500,
      currency: 'usd',
      destination: account.id,
      metadata: { designer: 'dana', period: '2026-11' },
      transfer_group: 'payout-2026-11',
    };
    await expect(stripe.transfers.create(params, { idempotencyKey: 'payout-dana-2026-11' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'insufficient_capabilities_for_transfer',
      message:
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
    });
    await stand.enablePayouts(account.id);

    const [first, second] = await Promise.all([
      stripe.transfers.create(params, { idempotencyKey: 'payout-dana-2026-11' }),
      stripe.transfers.create(params, { idempotencyKey: 'payout-dana-2026-11' }),
    ]);
    expect(first).toMatchObject({
      object: 'transfer',
      amount: 4500,
      currency: 'usd',
      destination: account.id,
      metadata: { designer: 'dana', period: '2026-11' },
      transfer_group: 'payout-2026-11',
      reversed: false,
    });
    expect(second).toEqual(first);
    expect((await stripe.transfers.create(params, { idempotencyKey: 'payout-dana-2026-11' })).id).toBe(first.id);
    expect(stand.transfers).toEqual([first]);
    await expect(stripe.transfers.create({ ...params, amount: 100 }, { idempotencyKey: 'payout-dana-2026-11' })).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeIdempotencyError',
    });
    expect(receiver.raw.map((event) => event.type)).toEqual(['account.updated', 'transfer.created']);
    expect(receiver.raw[1]).toMatchObject({ data: { object: { id: first.id, amount: 4500, destination: account.id } } });
    await expect(stripe.transfers.create({ ...params, destination: 'acct_nobody' })).rejects.toMatchObject({
      code: 'resource_missing',
      message: "No such destination: 'acct_nobody'",
    });
  });

  it('refunds a payment intent in parts, then refuses more than is left; each refund tells charge.refunded', async () => {
    await start();
    const charge = stand.addCharge({ amount: 5000, customer: 'cus_ann' });
    const part = await stripe.refunds.create({ payment_intent: charge.paymentIntent, amount: 2000, reason: 'requested_by_customer' });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 2000,
      charge: charge.id,
      payment_intent: charge.paymentIntent,
      currency: 'usd',
      reason: 'requested_by_customer',
      status: 'succeeded',
    });
    await expect(stripe.refunds.create({ charge: charge.id, amount: 4000 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      message: 'Refund amount ($40.00) is greater than unrefunded amount on charge ($30.00)',
    });
    const rest = await stripe.refunds.create({ charge: charge.id }, { idempotencyKey: 'refund-rest' });
    expect(rest.amount).toBe(3000);
    expect((await stripe.refunds.create({ charge: charge.id }, { idempotencyKey: 'refund-rest' })).id).toBe(rest.id);
    expect(stand.refunds).toEqual([part, rest]);
    await expect(stripe.refunds.create({ payment_intent: charge.paymentIntent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
      message: `Charge ${charge.id} has already been refunded.`,
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_nobody' })).rejects.toMatchObject({
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_nobody'",
    });

    expect(receiver.events.map((event) => [event.type, event.reversal])).toEqual([
      ['charge.refunded', { kind: 'refund', chargeId: charge.id, paymentIntentId: charge.paymentIntent, whole: false }],
      ['charge.refunded', { kind: 'refund', chargeId: charge.id, paymentIntentId: charge.paymentIntent, whole: true }],
    ]);
    expect(receiver.raw[1]).toMatchObject({ data: { object: { amount: 5000, amount_refunded: 5000, customer: 'cus_ann' } } });
  });

  it("pays on the local checkout: Stripe's events in order, signed, as the webhook reads them; then back to success_url", async () => {
    await start();
    const customer = await stripe.customers.create({ email: 'ann@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_test_gold', quantity: 1 }],
      metadata: { uid: 'ann', tier: 'gold' },
      subscription_data: { metadata: { uid: 'ann', tier: 'gold' } },
      client_reference_id: 'ann',
      success_url: 'http://localhost:5000/membership/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5000/membership/cancel',
    });
    expect(session.url).toBe(`${stand.url}/c/pay/${session.id}`);
    const page = await fetch(session.url!);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    for (const text of ['Local test checkout — no card is charged', 'Gold membership', 'Pay $50.00', 'Cancel'])
      expect(html).toContain(text);

    const cancelled = await submit(`${session.url}/cancel`);
    expect(cancelled.headers.get('location')).toBe('http://localhost:5000/membership/cancel');
    expect(receiver.events).toEqual([]);

    const paid = await submit(`${session.url}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:5000/membership/success?session_id=${session.id}`);
    const [completed, created, invoice, payment] = receiver.events;
    expect(receiver.events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'invoice_payment.paid',
    ]);
    const [subscription] = stand.subscriptions.values();
    expect(completed?.session).toMatchObject({
      id: session.id,
      mode: 'subscription',
      paymentStatus: 'paid',
      metadata: { uid: 'ann', tier: 'gold' },
      clientReferenceId: 'ann',
      subscriptionId: subscription?.id,
    });
    expect(created?.subscription).toMatchObject({
      id: subscription?.id,
      customerId: customer.id,
      status: 'active',
      price: { id: 'price_test_gold', lookupKey: 'roomboard_gold_monthly', unitAmount: 5000, currency: 'usd', interval: 'month' },
      cancelAtPeriodEnd: false,
    });
    const start_ = created?.subscription?.periodStart as Date;
    const end = new Date(start_);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(created?.subscription?.periodEnd).toEqual(end);
    expect(invoice?.invoice).toMatchObject({
      customerId: customer.id,
      subscriptionId: subscription?.id,
      tier: 'gold',
      amountCents: 5000,
      periodStart: start_,
      periodEnd: end,
    });
    const [charge] = stand.charges.values();
    expect(payment?.invoicePayment).toEqual({
      id: expect.any(String),
      invoiceId: invoice?.invoice?.id,
      paymentIntentId: charge?.paymentIntent,
    });

    // A refund of the period finds its invoice through the payment intent invoice_payment.paid named.
    await stripe.refunds.create({ payment_intent: charge!.paymentIntent });
    expect(receiver.events.at(-1)?.reversal).toMatchObject({ paymentIntentId: charge?.paymentIntent, whole: true });
  });

  it('cancels at period end on the local Customer Portal, and renews again', async () => {
    await start();
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_test_platinum', quantity: 1 }],
      metadata: { uid: 'bo', tier: 'platinum' },
      success_url: 'http://localhost:5000/membership/success',
      cancel_url: 'http://localhost:5000/membership/cancel',
    });
    await submit(`${session.url}/pay`);
    const [subscription] = stand.subscriptions.values();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:5000/account-management',
    });
    expect(portal.url).toBe(`${stand.url}/p/session/${portal.id}`);
    const shown = await (await fetch(portal.url)).text();
    for (const text of [
      'Local test customer portal — nothing is billed',
      'Platinum plan',
      '$100.00',
      'Cancel plan',
      'http://localhost:5000/account-management',
    ])
      expect(shown).toContain(text);

    const cancelled = await submit(`${portal.url}/cancel/${subscription?.id}`);
    expect(cancelled.headers.get('location')).toBe(`/p/session/${portal.id}`);
    expect(receiver.events.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      subscription: { id: subscription?.id, status: 'active', cancelAtPeriodEnd: true, cancelAt: subscription?.periodEnd },
    });
    expect(await (await fetch(portal.url)).text()).toContain('Renew plan');
    await submit(`${portal.url}/renew/${subscription?.id}`);
    expect(receiver.events.at(-1)).toMatchObject({ type: 'customer.subscription.updated', subscription: { cancelAtPeriodEnd: false } });
  });

  it('cancels a subscription the checkout started, then tells customer.subscription.deleted; a second cancel is resource_missing', async () => {
    await start();
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_test_gold', quantity: 1 }],
      metadata: { uid: 'cy', tier: 'gold' },
      success_url: 'http://localhost:5000/membership/success',
      cancel_url: 'http://localhost:5000/membership/cancel',
    });
    await submit(`${session.url}/pay`);
    const [subscription] = stand.subscriptions.values();
    expect(await stripe.subscriptions.cancel(subscription!.id)).toMatchObject({ id: subscription?.id, status: 'canceled' });
    await expect.poll(() => receiver.events.at(-1)?.type).toBe('customer.subscription.deleted');
    expect(receiver.events.at(-1)?.subscription).toMatchObject({ id: subscription?.id, customerId: customer.id, status: 'canceled' });
    await expect(stripe.subscriptions.cancel(subscription!.id)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('records the events without sending them when it has no webhook', async () => {
    stand = await startStripeStandIn(0);
    receiver = await startReceiver();
    const charge = stand.addCharge({ amount: 5000 });
    await (await stripeClient(STAND_IN_SECRET_KEY, stand.url)).refunds.create({ charge: charge.id });
    expect(stand.deliveries).toMatchObject([{ type: 'charge.refunded', status: null }]);
  });
});
