// Test support for membership: a stand-in Stripe API on a local port, the webhook app over real HTTP, and signed deliveries.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readConfig, type Config } from '../config.js';
import { composeWebhook } from '../index.js';

export const TEST_SECRET_KEY = 'sk_test_roomboard_fake';
export const TEST_WEBHOOK_SECRET = 'whsec_roomboard_fake';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body as Stripe's SDK encodes it, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** The next answers are this error (Stripe's error shape) instead of a session. */
  failNext(status: number, message: string): void;
  /** The environment that points the SDK here. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** Answers `POST /v1/checkout/sessions` like Stripe: one session per idempotency key. `port` 0 picks a free one. */
export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const byKey = new Map<string, string>();
  let failure: { status: number; message: string } | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${randomUUID().slice(0, 8)}`);
      if (failure) {
        res.statusCode = failure.status;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: failure.message } }));
        failure = null;
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.statusCode = 404;
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }),
        );
        return;
      }
      const key = String(req.headers['idempotency-key'] ?? randomUUID());
      const id = byKey.get(key) ?? `cs_test_${randomUUID().replaceAll('-', '')}`;
      byKey.set(key, id);
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: form.mode,
          payment_status: 'unpaid',
          status: 'open',
          metadata: { uid: form['metadata[uid]'], tier: form['metadata[tier]'] },
          url: `https://checkout.stripe.test/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    failNext(status, message) {
      failure = { status, message };
    },
    env: () => ({ STRIPE_SECRET_KEY: TEST_SECRET_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_URL: url }),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export interface TestWebhook {
  url: string;
  config: Config;
  close(): Promise<void>;
}

/** The `stripeWebhook` function's app on an ephemeral port, as composition builds it. */
export async function startWebhook(env: Record<string, string> = {}): Promise<TestWebhook> {
  const config = readConfig({ ...process.env, ...env });
  const server: Server = createServer(await composeWebhook(config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    config,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const stripeId = (prefix: string) => `${prefix}_test_${randomUUID().replaceAll('-', '')}`;

/** An event envelope as Stripe sends it around `object`. */
function stripeEvent(type: string, object: Record<string, unknown>, overrides: { id?: string; created?: number; livemode?: boolean }) {
  return {
    id: overrides.id ?? stripeId('evt'),
    object: 'event',
    api_version: '2025-09-30.clover',
    created: overrides.created ?? Math.floor(Date.now() / 1000),
    livemode: overrides.livemode ?? false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** A `checkout.session.*` event as Stripe sends it, with the fields the handler reads. */
export function checkoutEvent(
  type: string,
  session: {
    id?: string;
    uid?: string;
    tier?: string;
    paymentStatus?: string;
    amountTotal?: number;
    currency?: string;
    paymentIntent?: string;
    metadata?: Record<string, string>;
  },
  overrides: { id?: string; created?: number; livemode?: boolean } = {},
): Record<string, unknown> {
  const metadata = session.metadata ?? { ...(session.uid && { uid: session.uid }), ...(session.tier && { tier: session.tier }) };
  return stripeEvent(
    type,
    {
      id: session.id ?? stripeId('cs'),
      object: 'checkout.session',
      mode: 'payment',
      payment_status: session.paymentStatus ?? 'paid',
      status: 'complete',
      amount_total: session.amountTotal ?? 5000,
      currency: session.currency ?? 'usd',
      payment_intent: session.paymentIntent ?? stripeId('pi'),
      client_reference_id: null,
      metadata,
    },
    overrides,
  );
}

/** `charge.refunded` for a charge of `paymentIntent`: whole unless `amountRefunded` is less than `amount`. */
export function refundEvent(
  paymentIntent: string,
  charge: { amount?: number; amountRefunded?: number } = {},
  overrides: { id?: string; livemode?: boolean } = {},
): Record<string, unknown> {
  const amount = charge.amount ?? 5000;
  const refunded = charge.amountRefunded ?? amount;
  return stripeEvent(
    'charge.refunded',
    {
      id: stripeId('ch'),
      object: 'charge',
      amount,
      amount_refunded: refunded,
      refunded: refunded >= amount,
      currency: 'usd',
      payment_intent: paymentIntent,
      status: 'succeeded',
    },
    overrides,
  );
}

/** `charge.dispute.created` for a charge of `paymentIntent`. */
export function disputeEvent(paymentIntent: string, overrides: { id?: string } = {}): Record<string, unknown> {
  return stripeEvent(
    'charge.dispute.created',
    {
      id: stripeId('dp'),
      object: 'dispute',
      amount: 5000,
      currency: 'usd',
      charge: stripeId('ch'),
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
    },
    overrides,
  );
}

/** Posts `payload` to the webhook with a real Stripe signature (the SDK's test header helper). */
export async function deliver(
  webhook: TestWebhook,
  payload: Record<string, unknown> | string,
  options: { secret?: string; timestamp?: number; body?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const signed = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: signed,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  const response = await fetch(webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: options.body ?? signed,
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}
