// A stand-in for Stripe's API on a local port: what the tests talk to, and what `npm start` runs when no Stripe keys
// are set. It answers the calls Roomboard makes (Checkout, customers, Prices, Products, the Customer Portal, Connect
// Express accounts and Account Links, transfers, refunds) as API version 2025-10-29.clover does, and serves local
// stand-ins for Stripe's hosted pages (Checkout, the portal, Connect onboarding) whose buttons send the events Stripe
// would send, signed, to the webhook it is given.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { MEMBERSHIP_TIERS, tierById } from '../contracts/membership-tiers.js';
import { priceLookupKey } from '../domain/membership.js';
import {
  accountUpdatedEvent,
  checkoutEvent,
  invoiceEvent,
  invoicePaymentEvent,
  refundEvent,
  stripeId,
  subscriptionEvent,
  transferCreatedEvent,
  type FakeAccount,
  type FakePrice,
  type FakeRefund,
  type FakeTransfer,
} from './stripe-events.js';
import { checkoutPage, onboardingPage, portalPage, type PortalPlan } from './stripe-stand-in-pages.js';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body as Stripe's SDK encodes it, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
}

/** Where the stand-in sends the events its pages and calls cause, signed with `secret` as Stripe signs them. */
export interface StandInWebhook {
  url: string;
  secret: string;
}

/** A subscription the local checkout started. */
export interface StandInSubscription {
  id: string;
  customer: string;
  price: FakePrice;
  tier: string;
  status: 'active' | 'canceled';
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

/** A paid charge (the local checkout's, or one a test adds), with what was refunded of it. */
export interface StandInCharge {
  id: string;
  paymentIntent: string;
  amount: number;
  amountRefunded: number;
  currency: string;
  customer: string | null;
  refunds: FakeRefund[];
}

/** One event the stand-in sent (or, without a webhook, would have sent), with the webhook's answer. */
export interface StandInDelivery {
  type: string;
  event: Record<string, unknown>;
  /** The webhook's HTTP status; null when no webhook was given or it could not be reached. */
  status: number | null;
}

export interface StripeStandIn {
  url: string;
  requests: RecordedRequest[];
  /** The account's Prices and Products, as `npm run stripe:setup` leaves them (unless started with `seed: false`). */
  prices: FakePrice[];
  products: Map<string, Record<string, unknown>>;
  /** Customer Portal configurations by id, each with the `form` it was last saved with. */
  portalConfigurations: Map<string, Record<string, unknown>>;
  /** Subscriptions cancelled through `DELETE /v1/subscriptions/:id`. */
  cancelled: Set<string>;
  /** Subscriptions the local checkout started, by id. */
  subscriptions: Map<string, StandInSubscription>;
  /** Paid charges by id. */
  charges: Map<string, StandInCharge>;
  /** Connected accounts by id. */
  accounts: Map<string, FakeAccount>;
  /** Transfers made, one per idempotency key, in order. */
  transfers: FakeTransfer[];
  /** Refunds made, in order. */
  refunds: FakeRefund[];
  /** The events sent to the webhook, in order. */
  deliveries: StandInDelivery[];
  /** The next answers are this error (Stripe's error shape) instead of a session. */
  failNext(status: number, message: string): void;
  /** The active Price with this lookup key. */
  priceByKey(lookupKey: string): FakePrice | undefined;
  /** A paid charge to refund later, as a payment of an invoice leaves one. */
  addCharge(charge: { amount: number; paymentIntent?: string; customer?: string | null }): StandInCharge;
  /**
   * Completes a connected account's onboarding as the hosted page does: charges and payouts enabled, details
   * submitted, `account.updated` sent. Answers the event.
   */
  enablePayouts(accountId: string): Promise<Record<string, unknown>>;
  /** The environment that points the SDK (and the webhook's signature check) here. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** The keys the stand-in hands out by default: any key is accepted, these are what `env()` says. */
export const STAND_IN_SECRET_KEY = 'sk_test_roomboard_fake';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_roomboard_fake';

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
type Page = { status?: number; html?: string; redirect?: string };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const nowSeconds = () => seconds(new Date());

/** `metadata[uid]=…` fields of a form as `{ uid: … }`. */
function bracketed(form: Record<string, string>, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) =>
      key.startsWith(prefix) && key.endsWith(']') ? [[key.slice(prefix.length, -1), value]] : [],
    ),
  );
}

const invalid = (message: string, extra: Record<string, string> = {}): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
const missing = (param: string): Answer => invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param });

/** A month after `date`, as Stripe bills a monthly Price. */
function monthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

interface StoredSession {
  id: string;
  customer: string | null;
  priceId: string;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  clientReferenceId: string | null;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete';
  body: Record<string, unknown>;
}

/**
 * Starts the stand-in on 127.0.0.1:`port` (0 picks a free one). With `webhook`, the hosted pages' buttons, refunds,
 * transfers and cancellations send their events there and wait for its answer; without it they are only recorded.
 */
export async function startStripeStandIn(
  port = 0,
  options: { seed?: boolean; webhook?: StandInWebhook | null } = {},
): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const byKey = new Map<string, string>();
  const prices: FakePrice[] = options.seed === false ? [] : seededPrices();
  const products = new Map<string, Record<string, unknown>>(
    prices.map((price) => [price.product, { id: price.product, object: 'product', active: true }]),
  );
  const portalConfigurations = new Map<string, Record<string, unknown>>();
  const cancelled = new Set<string>();
  const sessions = new Map<string, StoredSession>();
  const portalSessions = new Map<string, { customer: string; returnUrl: string }>();
  const subscriptions = new Map<string, StandInSubscription>();
  const charges = new Map<string, StandInCharge>();
  const accounts = new Map<string, FakeAccount>();
  const accountLinks = new Map<string, { account: string; refreshUrl: string; returnUrl: string; expiresAt: number }>();
  const transfers: FakeTransfer[] = [];
  const transferByKey = new Map<string, { transfer: FakeTransfer; params: string }>();
  const refunds: FakeRefund[] = [];
  const refundByKey = new Map<string, FakeRefund>();
  const deliveries: StandInDelivery[] = [];
  let failure: { status: number; message: string } | null = null;
  let url = '';
  const notFound = (message: string): Answer => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
  });
  const once = (key: string | undefined, make: () => string) => {
    const id = (key && byKey.get(key)) ?? make();
    if (key) byKey.set(key, id);
    return id;
  };

  /** Sends `event` to the webhook, signed; records it with the answer. */
  async function send(event: Record<string, unknown>): Promise<StandInDelivery> {
    const delivery: StandInDelivery = { type: String(event.type), event, status: null };
    deliveries.push(delivery);
    if (!options.webhook) return delivery;
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    try {
      const response = await fetch(options.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      delivery.status = response.status;
      await response.text();
    } catch (error) {
      process.stderr.write(`Stripe stand-in: ${delivery.type} could not reach ${options.webhook.url}: ${String(error)}\n`);
    }
    return delivery;
  }

  /** Sends the events in order, stopping at the first the webhook does not take (as a page must then say). */
  async function sendAll(events: Record<string, unknown>[]): Promise<string | null> {
    for (const event of events) {
      const { type, status } = await send(event);
      if (options.webhook && status !== 200) return `The webhook answered ${status ?? 'nothing'} to ${type}.`;
    }
    return null;
  }

  function addCharge(charge: { amount: number; paymentIntent?: string; customer?: string | null }): StandInCharge {
    const made: StandInCharge = {
      id: stripeId('ch'),
      paymentIntent: charge.paymentIntent ?? stripeId('pi'),
      amount: charge.amount,
      amountRefunded: 0,
      currency: 'usd',
      customer: charge.customer ?? null,
      refunds: [],
    };
    charges.set(made.id, made);
    return made;
  }

  function newAccount(form: Record<string, string>): FakeAccount {
    const capabilities = Object.fromEntries(
      Object.entries(bracketed(form, 'capabilities'))
        .filter(([key, value]) => key.endsWith('][requested') && value === 'true')
        .map(([key]) => [key.slice(0, -'][requested'.length), 'inactive' as const]),
    );
    return {
      id: stripeId('acct'),
      object: 'account',
      type: form.type ?? 'express',
      email: form.email ?? null,
      country: form.country ?? 'US',
      default_currency: 'usd',
      business_type: form.business_type ?? null,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities,
      requirements: {
        currently_due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
        eventually_due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
        past_due: [],
        disabled_reason: 'requirements.past_due',
      },
      metadata: bracketed(form, 'metadata'),
      created: nowSeconds(),
    };
  }

  async function enablePayouts(accountId: string): Promise<Record<string, unknown>> {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`No such account: '${accountId}'`);
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      business_type: account.business_type ?? 'individual',
      capabilities: Object.fromEntries(Object.keys({ transfers: 1, ...account.capabilities }).map((name) => [name, 'active'])),
      requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
    });
    const event = accountUpdatedEvent(account);
    await send(event);
    return event;
  }

  function createTransfer(form: Record<string, string>, key: string | undefined): Answer {
    const params = JSON.stringify(Object.entries(form).sort());
    const earlier = key ? transferByKey.get(key) : undefined;
    if (earlier) {
      if (earlier.params !== params) {
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        };
      }
      return { body: earlier.transfer };
    }
    for (const param of ['amount', 'currency', 'destination']) if (!form[param]) return missing(param);
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0) return invalid('This value must be greater than or equal to 1.', { param: 'amount' });
    const destination = accounts.get(form.destination ?? '');
    if (!destination) return invalid(`No such destination: '${form.destination}'`, { code: 'resource_missing', param: 'destination' });
    if (destination.capabilities.transfers !== 'active') {
      return invalid(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    }
    const transfer: FakeTransfer = {
      id: stripeId('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency: (form.currency ?? '').toLowerCase(),
      created: nowSeconds(),
      description: form.description ?? null,
      destination: destination.id,
      destination_payment: stripeId('py'),
      livemode: false,
      metadata: bracketed(form, 'metadata'),
      reversals: { object: 'list', data: [], has_more: false, url: '' },
      reversed: false,
      source_transaction: form.source_transaction ?? null,
      source_type: 'card',
      transfer_group: form.transfer_group ?? null,
    };
    transfer.reversals.url = `/v1/transfers/${transfer.id}/reversals`;
    transfers.push(transfer);
    if (key) transferByKey.set(key, { transfer, params });
    return { body: transfer };
  }

  function createRefund(form: Record<string, string>, key: string | undefined): Answer & { charge?: StandInCharge } {
    const earlier = key ? refundByKey.get(key) : undefined;
    if (earlier) return { body: earlier };
    if (!form.payment_intent && !form.charge)
      return invalid('One of the following params should be provided for this request: payment_intent or charge.');
    const charge = form.charge
      ? charges.get(form.charge)
      : [...charges.values()].find((candidate) => candidate.paymentIntent === form.payment_intent);
    if (!charge) {
      const [param, id] = form.charge ? ['charge', form.charge] : ['payment_intent', form.payment_intent];
      return invalid(`No such ${param}: '${id}'`, { code: 'resource_missing', param });
    }
    const left = charge.amount - charge.amountRefunded;
    if (left === 0) return invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = form.amount ? Number(form.amount) : left;
    if (!Number.isInteger(amount) || amount <= 0) return invalid('This value must be greater than or equal to 1.', { param: 'amount' });
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    if (amount > left) {
      return invalid(`Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    const refund: FakeRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      metadata: bracketed(form, 'metadata'),
      payment_intent: charge.paymentIntent,
      reason: form.reason ?? null,
      status: 'succeeded',
    };
    charge.amountRefunded += amount;
    charge.refunds.push(refund);
    refunds.push(refund);
    if (key) refundByKey.set(key, refund);
    return { body: refund, charge };
  }

  async function answer(method: string, path: string, form: Record<string, string>, key: string | undefined): Promise<Answer> {
    const [route = '', query = ''] = path.split('?');
    if (method === 'POST' && route === '/v1/checkout/sessions') {
      const id = once(key, () => stripeId('cs'));
      const existing = sessions.get(id);
      if (existing) return { body: existing.body };
      const metadata = bracketed(form, 'metadata');
      const body = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        payment_status: 'unpaid',
        status: 'open',
        metadata,
        success_url: form.success_url ?? null,
        cancel_url: form.cancel_url ?? null,
        url: `${url}/c/pay/${id}`,
      };
      sessions.set(id, {
        id,
        customer: form.customer ?? null,
        priceId: form['line_items[0][price]'] ?? '',
        metadata,
        subscriptionMetadata: bracketed(form, 'subscription_data[metadata]'),
        clientReferenceId: form.client_reference_id ?? null,
        successUrl: form.success_url ?? '',
        cancelUrl: form.cancel_url ?? '',
        status: 'open',
        body,
      });
      return { body };
    }
    if (method === 'POST' && route === '/v1/customers') {
      return { body: { id: once(key, () => stripeId('cus')), object: 'customer', email: form.email ?? null } };
    }
    if (method === 'POST' && route === '/v1/billing_portal/sessions') {
      const id = stripeId('bps');
      portalSessions.set(id, { customer: form.customer ?? '', returnUrl: form.return_url ?? '' });
      return {
        body: {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `${url}/p/session/${id}`,
        },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(route);
    if (method === 'DELETE' && subscription) {
      const id = subscription[1] ?? '';
      if (cancelled.has(id)) return notFound(`No such subscription: '${id}'`);
      cancelled.add(id);
      const known = subscriptions.get(id);
      if (known) {
        known.status = 'canceled';
        // Told just after the call answers, as Stripe does: account deletion ends the plan itself meanwhile.
        setImmediate(() => void send(subscriptionEvent('deleted', facts(known))));
      }
      return { body: { id, object: 'subscription', status: 'canceled' } };
    }
    if (method === 'GET' && route === '/v1/billing_portal/configurations') {
      return { body: { object: 'list', data: [...portalConfigurations.values()], has_more: false, url: route } };
    }
    const configuration = /^\/v1\/billing_portal\/configurations(?:\/([^/]+))?$/.exec(route);
    if (method === 'POST' && configuration) {
      const id = configuration[1] ?? stripeId('bpc');
      const metadata = bracketed(form, 'metadata');
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
    if (method === 'POST' && route === '/v1/accounts') {
      const id = once(key, () => {
        const account = newAccount(form);
        accounts.set(account.id, account);
        return account.id;
      });
      return { body: accounts.get(id) };
    }
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(route);
    if (method === 'GET' && account) {
      const found = accounts.get(account[1] ?? '');
      return found ? { body: found } : notFound(`No such account: '${account[1]}'`);
    }
    if (method === 'POST' && route === '/v1/account_links') {
      for (const param of ['account', 'type']) if (!form[param]) return missing(param);
      if (!accounts.has(form.account ?? ''))
        return invalid(`No such account: '${form.account}'`, { code: 'resource_missing', param: 'account' });
      if (form.type !== 'account_onboarding' && form.type !== 'account_update') {
        return invalid(`Invalid type: must be one of account_onboarding or account_update`, { param: 'type' });
      }
      if (!form.return_url) return missing('return_url');
      const id = stripeId('acctlink');
      const created = nowSeconds();
      const expiresAt = created + 300;
      accountLinks.set(id, {
        account: form.account ?? '',
        refreshUrl: form.refresh_url ?? form.return_url,
        returnUrl: form.return_url,
        expiresAt,
      });
      return { body: { object: 'account_link', created, expires_at: expiresAt, url: `${url}/connect/onboarding/${id}` } };
    }
    if (method === 'POST' && route === '/v1/transfers') {
      const count = transfers.length;
      const made = createTransfer(form, key);
      // A new transfer (not a replay of its key) is told to the webhook before the call answers.
      if (transfers.length > count) await send(transferCreatedEvent(made.body as FakeTransfer));
      return made;
    }
    if (method === 'GET' && route === '/v1/transfers') {
      const params = new URLSearchParams(query);
      const data = transfers
        .filter(
          (t) =>
            (!params.get('destination') || t.destination === params.get('destination')) &&
            (!params.get('transfer_group') || t.transfer_group === params.get('transfer_group')),
        )
        .reverse();
      return { body: { object: 'list', data, has_more: false, url: '/v1/transfers' } };
    }
    const transfer = /^\/v1\/transfers\/([^/]+)$/.exec(route);
    if (method === 'GET' && transfer) {
      const found = transfers.find((t) => t.id === transfer[1]);
      return found ? { body: found } : notFound(`No such transfer: '${transfer[1]}'`);
    }
    if (method === 'POST' && route === '/v1/refunds') {
      const { charge, ...made } = createRefund(form, key);
      // The refund is told to the webhook before the call answers, so the plan's state has followed when it does.
      if (charge) {
        await send(
          refundEvent(charge.paymentIntent, {
            id: charge.id,
            amount: charge.amount,
            amountRefunded: charge.amountRefunded,
            customer: charge.customer,
            refunds: [...charge.refunds].reverse(),
          }),
        );
      }
      return made;
    }
    return notFound(`Unrecognized request URL (${method}: ${path})`);
  }

  function facts(subscription: StandInSubscription) {
    return {
      id: subscription.id,
      customer: subscription.customer,
      price: subscription.price,
      periodStart: subscription.periodStart,
      periodEnd: subscription.periodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      metadata: subscription.metadata,
      ...(subscription.status === 'canceled' && { status: 'canceled' }),
    };
  }

  /** Pay on the local checkout: the subscription starts and its first invoice is paid, told in Stripe's order. */
  async function pay(session: StoredSession): Promise<Page> {
    const price = prices.find((p) => p.id === session.priceId);
    if (!price) return { status: 400, html: checkoutPage({ error: `No such price: '${session.priceId}'` }) };
    const customer = session.customer ?? stripeId('cus');
    const tier = session.metadata.tier ?? price.product.replace(/^roomboard_/, '');
    // Stripe keeps times in whole seconds.
    const periodStart = new Date(nowSeconds() * 1000);
    const made: StandInSubscription = {
      id: stripeId('sub'),
      customer,
      price,
      tier,
      status: 'active',
      periodStart,
      periodEnd: monthAfter(periodStart),
      cancelAtPeriodEnd: false,
      metadata: session.subscriptionMetadata,
    };
    subscriptions.set(made.id, made);
    const charge = addCharge({ amount: price.unit_amount, customer });
    const invoice = stripeId('in');
    session.status = 'complete';
    Object.assign(session.body, { status: 'complete', payment_status: 'paid', subscription: made.id });
    const failed = await sendAll([
      checkoutEvent('checkout.session.completed', {
        id: session.id,
        metadata: session.metadata,
        mode: 'subscription',
        subscription: made.id,
        customer,
        amountTotal: price.unit_amount,
        ...(session.clientReferenceId && { clientReferenceId: session.clientReferenceId }),
      }),
      subscriptionEvent('created', facts(made)),
      invoiceEvent('paid', {
        id: invoice,
        subscription: made.id,
        customer,
        tier,
        amount: price.unit_amount,
        periodStart: made.periodStart,
        periodEnd: made.periodEnd,
        billingReason: 'subscription_create',
      }),
      invoicePaymentEvent({ invoice, paymentIntent: charge.paymentIntent, amount: price.unit_amount }),
    ]);
    if (failed) return { status: 502, html: checkoutPage({ error: failed }) };
    return { redirect: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) };
  }

  function portalPlans(customer: string): PortalPlan[] {
    return [...subscriptions.values()]
      .filter((s) => s.customer === customer && s.status === 'active')
      .map((s) => ({
        id: s.id,
        title: tierById(s.tier)?.title ?? s.tier,
        amountCents: s.price.unit_amount,
        periodEnd: s.periodEnd,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      }));
  }

  /** The local hosted pages: Checkout, the Customer Portal and Connect onboarding. */
  async function page(method: string, route: string): Promise<Page | null> {
    const checkout = /^\/c\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(route);
    if (checkout) {
      const session = sessions.get(checkout[1] ?? '');
      if (!session) return { status: 404, html: checkoutPage({ error: 'This checkout does not exist.' }) };
      if (method === 'POST' && checkout[2] === 'cancel') return { redirect: session.cancelUrl };
      if (method === 'POST' && checkout[2] === 'pay') {
        if (session.status === 'complete') return { redirect: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) };
        return pay(session);
      }
      if (method !== 'GET' || checkout[2]) return null;
      const price = prices.find((p) => p.id === session.priceId);
      const tier = tierById(session.metadata.tier ?? '');
      return {
        html: checkoutPage({
          plan: tier ? `${tier.title} membership` : (price?.product ?? 'Subscription'),
          description: tier?.description ?? null,
          amountCents: price?.unit_amount ?? 0,
          action: `/c/pay/${session.id}`,
          paid: session.status === 'complete',
        }),
      };
    }
    const portal = /^\/p\/session\/([^/]+)(?:\/(cancel|renew)\/([^/]+))?$/.exec(route);
    if (portal) {
      const session = portalSessions.get(portal[1] ?? '');
      if (!session) return { status: 404, html: portalPage({ error: 'This portal session does not exist.' }) };
      const self = `/p/session/${portal[1]}`;
      if (method === 'POST' && portal[2]) {
        const subscription = subscriptions.get(portal[3] ?? '');
        if (!subscription || subscription.customer !== session.customer)
          return { status: 404, html: portalPage({ error: 'No such subscription.' }) };
        subscription.cancelAtPeriodEnd = portal[2] === 'cancel';
        const failed = await sendAll([subscriptionEvent('updated', facts(subscription))]);
        return failed ? { status: 502, html: portalPage({ error: failed }) } : { redirect: self };
      }
      if (method !== 'GET' || portal[2]) return null;
      return { html: portalPage({ plans: portalPlans(session.customer), action: self, returnUrl: session.returnUrl }) };
    }
    const onboarding = /^\/connect\/onboarding\/([^/]+)(?:\/(complete))?$/.exec(route);
    if (onboarding) {
      const link = accountLinks.get(onboarding[1] ?? '');
      if (!link) return { status: 404, html: onboardingPage({ error: 'This onboarding link does not exist.' }) };
      // An expired link sends the user to refresh_url, where the platform makes a new one.
      if (nowSeconds() > link.expiresAt) return { redirect: link.refreshUrl };
      if (method === 'POST' && onboarding[2]) {
        const event = await enablePayouts(link.account);
        const delivered = deliveries.find((d) => d.event === event);
        if (options.webhook && delivered?.status !== 200) {
          return {
            status: 502,
            html: onboardingPage({ error: `The webhook answered ${delivered?.status ?? 'nothing'} to account.updated.` }),
          };
        }
        return { redirect: link.returnUrl };
      }
      if (method !== 'GET' || onboarding[2]) return null;
      const account = accounts.get(link.account);
      // Leaving the flow goes to return_url too, as on Stripe: the app reads the account's state there.
      return {
        html: onboardingPage({ email: account?.email ?? null, action: `/connect/onboarding/${onboarding[1]}`, returnUrl: link.returnUrl }),
      };
    }
    return null;
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const method = req.method ?? '';
      const path = req.url ?? '';
      if (!path.startsWith('/v1/')) {
        page(method, path.split('?')[0] ?? '')
          .then((shown) => {
            if (shown?.redirect) {
              res.writeHead(303, { location: shown.redirect }).end();
              return;
            }
            res.writeHead(shown?.status ?? (shown ? 200 : 404), {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-store',
            });
            res.end(shown?.html ?? 'Not found');
          })
          .catch((error: unknown) => {
            res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
          });
        return;
      }
      requests.push({ method, path, headers: req.headers, form });
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${randomUUID().slice(0, 8)}`);
      if (failure) {
        res.statusCode = failure.status;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: failure.message } }));
        failure = null;
        return;
      }
      const key = req.headers['idempotency-key'];
      answer(method, path, form, typeof key === 'string' ? key : undefined)
        .then(({ status = 200, body }) => {
          res.statusCode = status;
          res.end(JSON.stringify(body));
        })
        .catch((error: unknown) => {
          res.statusCode = 500;
          res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    prices,
    products,
    portalConfigurations,
    cancelled,
    subscriptions,
    charges,
    accounts,
    transfers,
    refunds,
    deliveries,
    failNext(status, message) {
      failure = { status, message };
    },
    priceByKey: (lookupKey) => prices.find((price) => price.active && price.lookup_key === lookupKey),
    addCharge,
    enablePayouts,
    env: () => ({
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: options.webhook?.secret ?? STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: url,
    }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
