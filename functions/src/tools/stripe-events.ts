// Stripe's webhook events as API version 2025-10-29.clover (the SDK's pinned version) sends them, with the fields the
// webhook reads. The Stripe stand-in (stripe-stand-in.ts) delivers them; tests build them through testing/stripe.ts.
import { randomUUID } from 'node:crypto';

/** The API version the SDK is pinned to, which the events are shaped as. */
export const STRIPE_API_VERSION = '2025-10-29.clover';

export const stripeId = (prefix: string) => `${prefix}_test_${randomUUID().replaceAll('-', '')}`;

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

type EventOverrides = { id?: string; created?: number; livemode?: boolean };

/** An event envelope as Stripe sends it around `object`. */
function stripeEvent(type: string, object: Record<string, unknown>, overrides: EventOverrides & { account?: string }) {
  return {
    id: overrides.id ?? stripeId('evt'),
    object: 'event',
    // A Connect event names the connected account it happened on.
    ...(overrides.account && { account: overrides.account }),
    api_version: STRIPE_API_VERSION,
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
    customer?: string;
    clientReferenceId?: string;
  },
  overrides: EventOverrides = {},
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
      customer: session.customer ?? null,
      client_reference_id: session.clientReferenceId ?? null,
      metadata,
    },
    overrides,
  );
}

/** `charge.refunded` for a charge of `paymentIntent`: whole unless `amountRefunded` is less than `amount`. */
export function refundEvent(
  paymentIntent: string,
  charge: { id?: string; amount?: number; amountRefunded?: number; customer?: string | null; refunds?: object[] } = {},
  overrides: EventOverrides = {},
): Record<string, unknown> {
  const amount = charge.amount ?? 5000;
  const refunded = charge.amountRefunded ?? amount;
  return stripeEvent(
    'charge.refunded',
    {
      id: charge.id ?? stripeId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: refunded,
      captured: true,
      refunded: refunded >= amount,
      currency: 'usd',
      customer: charge.customer ?? null,
      paid: true,
      payment_intent: paymentIntent,
      status: 'succeeded',
      ...(charge.refunds && { refunds: { object: 'list', data: charge.refunds, has_more: false } }),
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
  overrides: EventOverrides = {},
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
  overrides: EventOverrides = {},
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
  invoice: {
    subscription: string;
    customer: string;
    tier?: string;
    amount?: number;
    periodStart: Date;
    periodEnd: Date;
    id?: string;
    /** `subscription_create` for a subscription's first invoice. */
    billingReason?: 'subscription_create' | 'subscription_cycle';
  },
  overrides: EventOverrides = {},
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
      billing_reason: invoice.billingReason ?? 'subscription_cycle',
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

/** A connected (Express) account as `POST /v1/accounts` answers it and `account.updated` carries it. */
export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  country: string;
  default_currency: string;
  business_type: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  capabilities: Record<string, 'active' | 'inactive' | 'pending'>;
  requirements: { currently_due: string[]; eventually_due: string[]; past_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
  created: number;
}

/** `account.updated` for a connected account: a Connect event, which names the account on the envelope too. */
export function accountUpdatedEvent(account: FakeAccount, overrides: EventOverrides = {}): Record<string, unknown> {
  return stripeEvent('account.updated', { ...account }, { ...overrides, account: account.id });
}

/** A transfer from the platform's balance to a connected account, as `POST /v1/transfers` answers it. */
export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  created: number;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: boolean;
  metadata: Record<string, string>;
  reversals: { object: 'list'; data: unknown[]; has_more: boolean; url: string };
  reversed: boolean;
  source_transaction: string | null;
  source_type: string;
  transfer_group: string | null;
}

/** `transfer.created`: a transfer was made (the platform's event: no `account` on the envelope). */
export function transferCreatedEvent(transfer: FakeTransfer, overrides: EventOverrides = {}): Record<string, unknown> {
  return stripeEvent('transfer.created', { ...transfer }, overrides);
}

/** A refund of a charge, as `POST /v1/refunds` answers it. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}
