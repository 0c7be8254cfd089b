// Test support for membership: a stand-in Stripe API on a local port, the webhook app over real HTTP, and signed deliveries.
// Subscription and invoice events are shaped as API version 2025-10-29.clover sends them (the SDK's pinned version).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readConfig, type Config } from '../config.js';
import { MEMBERSHIP_TIERS } from '../contracts/membership-tiers.js';
import { priceLookupKey } from '../domain/membership.js';
import { composeWebhook } from '../composition.js';

export const TEST_SECRET_KEY = 'sk_test_roomboard_fake';
export const TEST_WEBHOOK_SECRET = 'whsec_roomboard_fake';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body as Stripe's SDK encodes it, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
}

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  product: string;
  lookup_key: string | null;
  unit_amount: number;
  currency: string;
  recurring: { interval: string };
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** The account's Prices and Products, as `npm run stripe:setup` leaves them (unless started with `seed: false`). */
  prices: FakePrice[];
  products: Map<string, Record<string, unknown>>;
  /** Customer Portal configurations by id, each with the `form` it was last saved with. */
  portalConfigurations: Map<string, Record<string, unknown>>;
  /** Subscriptions cancelled through `DELETE /v1/subscriptions/:id`. */
  cancelled: Set<string>;
  /** The next answers are this error (Stripe's error shape) instead of a session. */
  failNext(status: number, message: string): void;
  /** The active Price with this lookup key. */
  priceByKey(lookupKey: string): FakePrice | undefined;
  /** The environment that points the SDK here. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const stripeId = (prefix: string) => `${prefix}_test_${randomUUID().replaceAll('-', '')}`;

/** The tier table's monthly Prices, as `npm run stripe:setup` makes them. */
function seededPrices(): FakePrice[] {
  return MEMBERSHIP_TIERS.filter((tier) => tier.amountCents > 0).map((tier) => ({
    id: `price_test_${tier.id}`,
    object: 'price',
    active: true,
    product: `roomboard_${tier.id}`,
    lookup_key: priceLookupKey(tier.id),
    unit_amount: tier.amountCents,
    currency: 'usd',
    recurring: { interval: 'month' },
  }));
}

type Answer = { status?: number; body: unknown };

/**
 * Answers like Stripe: Checkout Sessions (one per idempotency key), customers (one per idempotency key), Prices by
 * lookup key, Products, and Customer Portal sessions. `port` 0 picks a free one.
 */
export async function startFakeStripe(port = 0, options: { seed?: boolean } = {}): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const byKey = new Map<string, string>();
  const prices: FakePrice[] = options.seed === false ? [] : seededPrices();
  const products = new Map<string, Record<string, unknown>>(
    prices.map((price) => [price.product, { id: price.product, object: 'product', active: true }]),
  );
  const portalConfigurations = new Map<string, Record<string, unknown>>();
  const cancelled = new Set<string>();
  let failure: { status: number; message: string } | null = null;
  const notFound = (message: string): Answer => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
  });
  const once = (key: string | undefined, make: () => string) => {
    const id = (key && byKey.get(key)) ?? make();
    if (key) byKey.set(key, id);
    return id;
  };

  function answer(method: string, path: string, form: Record<string, string>, key: string | undefined): Answer {
    const [route = '', query = ''] = path.split('?');
    if (method === 'POST' && route === '/v1/checkout/sessions') {
      const id = once(key, () => stripeId('cs'));
      return {
        body: {
          id,
          object: 'checkout.session',
          mode: form.mode,
          customer: form.customer ?? null,
          payment_status: 'unpaid',
          status: 'open',
          metadata: { uid: form['metadata[uid]'], tier: form['metadata[tier]'] },
          url: `https://checkout.stripe.test/c/pay/${id}`,
        },
      };
    }
    if (method === 'POST' && route === '/v1/customers') {
      return { body: { id: once(key, () => stripeId('cus')), object: 'customer', email: form.email ?? null } };
    }
    if (method === 'POST' && route === '/v1/billing_portal/sessions') {
      const id = stripeId('bps');
      return {
        body: {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(route);
    if (method === 'DELETE' && subscription) {
      const id = subscription[1] ?? '';
      if (cancelled.has(id)) return notFound(`No such subscription: '${id}'`);
      cancelled.add(id);
      return { body: { id, object: 'subscription', status: 'canceled' } };
    }
    if (method === 'GET' && route === '/v1/billing_portal/configurations') {
      return { body: { object: 'list', data: [...portalConfigurations.values()], has_more: false, url: route } };
    }
    const configuration = /^\/v1\/billing_portal\/configurations(?:\/([^/]+))?$/.exec(route);
    if (method === 'POST' && configuration) {
      const id = configuration[1] ?? stripeId('bpc');
      const metadata = Object.fromEntries(
        Object.entries(form).flatMap(([name, value]) => (name.startsWith('metadata[') ? [[name.slice(9, -1), value]] : [])),
      );
      const existing = portalConfigurations.get(id);
      if (configuration[1] && !existing) return notFound(`No such configuration: '${id}'`);
      const saved = { object: 'billing_portal.configuration', active: true, ...existing, id, form, ...(existing ? {} : { metadata }) };
      portalConfigurations.set(id, saved);
      return { body: saved };
    }
    if (method === 'GET' && route === '/v1/prices') {
      const params = new URLSearchParams(query);
      const keys = [...params].filter(([name]) => name.startsWith('lookup_keys')).map(([, value]) => value);
      const data = prices.filter((price) => keys.includes(price.lookup_key ?? '') && (params.get('active') !== 'true' || price.active));
      return { body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
    }
    if (method === 'POST' && route === '/v1/prices') {
      if (form.transfer_lookup_key === 'true')
        for (const price of prices) if (price.lookup_key === form.lookup_key) price.lookup_key = null;
      const price: FakePrice = {
        id: stripeId('price'),
        object: 'price',
        active: true,
        product: form.product ?? '',
        lookup_key: form.lookup_key ?? null,
        unit_amount: Number(form.unit_amount),
        currency: form.currency ?? '',
        recurring: { interval: form['recurring[interval]'] ?? '' },
      };
      prices.push(price);
      return { body: price };
    }
    const priceUpdate = /^\/v1\/prices\/([^/]+)$/.exec(route);
    if (method === 'POST' && priceUpdate) {
      const price = prices.find((p) => p.id === priceUpdate[1]);
      if (!price) return notFound(`No such price: '${priceUpdate[1]}'`);
      if (form.active) price.active = form.active === 'true';
      return { body: price };
    }
    const product = /^\/v1\/products\/([^/]+)$/.exec(route);
    if (product) {
      const found = products.get(product[1] ?? '');
      if (!found) return notFound(`No such product: '${product[1]}'`);
      if (method === 'POST') Object.assign(found, form);
      return { body: found };
    }
    if (method === 'POST' && route === '/v1/products') {
      const created = { object: 'product', active: true, ...form, id: form.id ?? stripeId('prod') };
      products.set(created.id, created);
      return { body: created };
    }
    return notFound(`Unrecognized request URL (${method}: ${path})`);
  }

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
      const key = req.headers['idempotency-key'];
      const { status = 200, body } = answer(req.method ?? '', req.url ?? '', form, typeof key === 'string' ? key : undefined);
      res.statusCode = status;
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    prices,
    products,
    portalConfigurations,
    cancelled,
    failNext(status, message) {
      failure = { status, message };
    },
    priceByKey: (lookupKey) => prices.find((price) => price.active && price.lookup_key === lookupKey),
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
    mode?: 'payment' | 'subscription';
    subscription?: string;
  },
  overrides: { id?: string; created?: number; livemode?: boolean } = {},
): Record<string, unknown> {
  const metadata = session.metadata ?? { ...(session.uid && { uid: session.uid }), ...(session.tier && { tier: session.tier }) };
  return stripeEvent(
    type,
    {
      id: session.id ?? stripeId('cs'),
      object: 'checkout.session',
      mode: session.mode ?? 'payment',
      payment_status: session.paymentStatus ?? 'paid',
      status: 'complete',
      amount_total: session.amountTotal ?? 5000,
      currency: session.currency ?? 'usd',
      payment_intent: session.mode === 'subscription' ? null : (session.paymentIntent ?? stripeId('pi')),
      subscription: session.subscription ?? null,
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

/**
 * `invoice_payment.paid`: the PaymentIntent that paid a subscription's invoice. Neither the invoice nor its charge names
 * the other in this API version; this event does.
 */
export function invoicePaymentEvent(
  payment: { invoice: string; paymentIntent: string; amount?: number },
  overrides: { id?: string; created?: number; livemode?: boolean } = {},
): Record<string, unknown> {
  const amount = payment.amount ?? 5000;
  const paidAt = overrides.created ?? Math.floor(Date.now() / 1000);
  return stripeEvent(
    'invoice_payment.paid',
    {
      id: stripeId('inpay'),
      object: 'invoice_payment',
      amount_paid: amount,
      amount_requested: amount,
      created: paidAt,
      currency: 'usd',
      invoice: payment.invoice,
      is_default: true,
      livemode: overrides.livemode ?? false,
      payment: { type: 'payment_intent', payment_intent: payment.paymentIntent },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: paidAt },
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

const seconds = (date: Date | number) => Math.floor((typeof date === 'number' ? date : date.getTime()) / 1000);

/** The fields of a subscription the handler reads, with a plan's defaults (active, a month from now). */
export interface SubscriptionFacts {
  id: string;
  customer: string;
  price: FakePrice | Record<string, unknown>;
  status?: string;
  periodStart?: Date;
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
}

/** A `customer.subscription.*` event as Stripe sends it. */
export function subscriptionEvent(
  type: 'created' | 'updated' | 'deleted',
  subscription: SubscriptionFacts,
  overrides: { id?: string; created?: number; livemode?: boolean } = {},
): Record<string, unknown> {
  const start = subscription.periodStart ?? new Date();
  const end = subscription.periodEnd ?? new Date(start.getTime() + 30 * 86_400_000);
  const cancelling = subscription.cancelAtPeriodEnd === true;
  return stripeEvent(
    `customer.subscription.${type}`,
    {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status ?? (type === 'deleted' ? 'canceled' : 'active'),
      cancel_at_period_end: cancelling,
      cancel_at: cancelling ? seconds(end) : null,
      canceled_at: cancelling ? seconds(new Date()) : null,
      metadata: subscription.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: stripeId('si'),
            object: 'subscription_item',
            price: subscription.price,
            quantity: 1,
            current_period_start: seconds(start),
            current_period_end: seconds(end),
          },
        ],
      },
    },
    overrides,
  );
}

/** An `invoice.paid` or `invoice.payment_failed` event for a subscription's period. */
export function invoiceEvent(
  type: 'paid' | 'payment_failed',
  invoice: { subscription: string; customer: string; tier?: string; amount?: number; periodStart: Date; periodEnd: Date; id?: string },
  overrides: { id?: string; created?: number; livemode?: boolean } = {},
): Record<string, unknown> {
  const amount = invoice.amount ?? 5000;
  return stripeEvent(
    `invoice.${type}`,
    {
      id: invoice.id ?? stripeId('in'),
      object: 'invoice',
      customer: invoice.customer,
      status: type === 'paid' ? 'paid' : 'open',
      currency: 'usd',
      amount_due: amount,
      amount_paid: type === 'paid' ? amount : 0,
      billing_reason: 'subscription_cycle',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: invoice.subscription, metadata: invoice.tier ? { tier: invoice.tier } : {} },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: stripeId('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            parent: { type: 'subscription_item_details', subscription_item_details: { subscription: invoice.subscription } },
            period: { start: seconds(invoice.periodStart), end: seconds(invoice.periodEnd) },
          },
        ],
      },
    },
    overrides,
  );
}
