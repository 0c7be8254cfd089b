import type Stripe from 'stripe';
import { PORTAL_CONFIGURATION_TAG, type PriceFacts } from '../../domain/membership.js';
import {
  InvalidSignatureError,
  type CheckoutGateway,
  type EventAccount,
  type EventInvoice,
  type EventInvoicePayment,
  type EventSubscription,
  type PaymentEvent,
  type PaymentReversal,
  type WebhookVerifier,
} from '../../ports/payments.port.js';

export interface StripeSettings {
  secretKey: string;
  /** A base URL (e.g. a local fake in tests) instead of https://api.stripe.com. */
  apiUrl: string | undefined;
}

/** Seconds a signature stays valid: the SDK's default, said out loud. */
export const SIGNATURE_TOLERANCE_S = 300;

/** Loads the SDK on first use only, so a cold start of the light API does not pay for it. */
export function lazyClient(settings: StripeSettings): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined;
  return () =>
    (client ??= import('stripe').then(({ default: StripeSdk }) => {
      const target = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
      return new StripeSdk(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: 'Roomboard' },
        ...(target && {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }),
      });
    }));
}

export function stripeCheckout(settings: StripeSettings): CheckoutGateway {
  const client = lazyClient(settings);
  // Found once per instance (a miss is asked again); without it (setup not run) the account's default portal applies.
  let portalConfiguration: string | undefined;
  const configurationId = async (stripe: Stripe) => {
    const list = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
    portalConfiguration = list.data.find((c) => c.metadata?.[PORTAL_CONFIGURATION_TAG.key] === PORTAL_CONFIGURATION_TAG.value)?.id;
    return portalConfiguration;
  };
  return {
    async createCustomer(uid, email) {
      const stripe = await client();
      const customer = await stripe.customers.create(
        { ...(email && { email }), metadata: { uid } },
        // One customer per user, even when two first checkouts race.
        { idempotencyKey: `customer-${uid}` },
      );
      return customer.id;
    },

    async priceIdOf(lookupKey) {
      const stripe = await client();
      const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
      return prices.data[0]?.id ?? null;
    },

    async createCheckoutSession(request) {
      const stripe = await client();
      const metadata = { uid: request.uid, tier: request.tier };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: request.customerId,
          line_items: [{ price: request.priceId, quantity: 1 }],
          metadata,
          subscription_data: { metadata },
          client_reference_id: request.uid,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a url`);
      return { id: session.id, url: session.url };
    },

    async createPortalSession(customerId, returnUrl) {
      const stripe = await client();
      const configuration = portalConfiguration ?? (await configurationId(stripe));
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...(configuration && { configuration }),
      });
      return { url: session.url };
    },

    async cancelSubscription(subscriptionId) {
      const stripe = await client();
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already cancelled, or gone: nothing is billed any more, which is what was asked.
        if ((error as { code?: string }).code !== 'resource_missing') throw error;
      }
    },

    async refundPayment(paymentIntentId, idempotencyKey) {
      const stripe = await client();
      const refund = await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
      return { id: refund.id, amountCents: refund.amount };
    },
  };
}

/**
 * Checks signatures with the webhook secret alone: the webhook function has no API key bound. The secret may be several,
 * comma-separated: Stripe signs the events of connected accounts (account.updated) on a Connect endpoint of their own,
 * with its own secret, which points at the same function.
 */
export function stripeWebhookVerifier(webhookSecret: string): WebhookVerifier {
  const secrets = webhookSecret
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  return {
    async verify(rawBody, signature) {
      const { default: StripeSdk } = await import('stripe');
      let failure: unknown;
      for (const secret of secrets) {
        try {
          return toPaymentEvent(StripeSdk.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_S));
        } catch (error) {
          failure ??= error;
        }
      }
      throw new InvalidSignatureError(failure instanceof Error ? failure.message : String(failure));
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function toReversal(object: { object?: string; id?: string }): PaymentReversal | null {
  if (object.object === 'charge' && typeof object.id === 'string') {
    const charge = object as Partial<Stripe.Charge>;
    return { kind: 'refund', chargeId: object.id, paymentIntentId: idOf(charge.payment_intent), whole: charge.refunded === true };
  }
  if (object.object === 'dispute') {
    const dispute = object as Partial<Stripe.Dispute>;
    const chargeId = idOf(dispute.charge);
    return chargeId ? { kind: 'dispute', chargeId, paymentIntentId: idOf(dispute.payment_intent), whole: true } : null;
  }
  return null;
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as { object?: string; id?: string } & Partial<Stripe.Checkout.Session>;
  const kind: string | undefined = object.object;
  const session =
    object.object === 'checkout.session' && typeof object.id === 'string'
      ? {
          id: object.id,
          paymentStatus: object.payment_status ?? 'unpaid',
          metadata: Object.fromEntries(
            Object.entries(object.metadata ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
          ),
          clientReferenceId: object.client_reference_id ?? null,
          amountTotal: object.amount_total ?? null,
          currency: object.currency ?? null,
          paymentIntentId: idOf(object.payment_intent),
          mode: object.mode ?? null,
          subscriptionId: idOf(object.subscription),
        }
      : null;
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    livemode: event.livemode,
    session,
    reversal: toReversal(object),
    subscription: kind === 'subscription' ? toSubscription(object as Partial<Stripe.Subscription>) : null,
    invoice: kind === 'invoice' ? toInvoice(object as Partial<Stripe.Invoice>) : null,
    invoicePayment: kind === 'invoice_payment' ? toInvoicePayment(object as Partial<Stripe.InvoicePayment>) : null,
    account: kind === 'account' ? toAccount(object as Partial<Stripe.Account>) : null,
  };
}

/** A Connect account: can it be paid (`payouts_enabled`), and has the designer finished onboarding. */
function toAccount(account: Partial<Stripe.Account>): EventAccount | null {
  if (!account.id) return null;
  return { id: account.id, payoutsEnabled: account.payouts_enabled === true, detailsSubmitted: account.details_submitted === true };
}

/** An InvoicePayment names its invoice and, for a card or bank payment, the PaymentIntent (its charge when it has none). */
function toInvoicePayment(payment: Partial<Stripe.InvoicePayment>): EventInvoicePayment | null {
  const invoiceId = idOf(payment.invoice);
  if (!payment.id || !invoiceId) return null;
  return {
    id: payment.id,
    invoiceId,
    paymentIntentId: payment.payment?.type === 'payment_intent' ? idOf(payment.payment.payment_intent) : null,
  };
}

const dateOf = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

function toPrice(price: Partial<Stripe.Price> | undefined): PriceFacts | null {
  if (!price?.id) return null;
  return {
    id: price.id,
    lookupKey: price.lookup_key ?? null,
    unitAmount: price.unit_amount ?? null,
    currency: price.currency ?? null,
    interval: price.recurring?.interval ?? null,
  };
}

/** Since API version 2025-03-31 the billing period is the subscription item's; a plan has one item. */
function toSubscription(subscription: Partial<Stripe.Subscription>): EventSubscription {
  const item = subscription.items?.data[0];
  return {
    id: subscription.id ?? '',
    customerId: idOf(subscription.customer),
    status: subscription.status ?? 'incomplete',
    price: toPrice(item?.price),
    periodStart: dateOf(item?.current_period_start),
    periodEnd: dateOf(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    cancelAt: dateOf(subscription.cancel_at),
  };
}

/** Since API version 2025-03-31 an invoice names its subscription under `parent`; the line says the period it bills. */
function toInvoice(invoice: Partial<Stripe.Invoice>): EventInvoice {
  const details = invoice.parent?.subscription_details;
  const line = invoice.lines?.data.find((l) => l.parent?.type === 'subscription_item_details') ?? invoice.lines?.data[0];
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(details?.subscription),
    tier: details?.metadata?.tier ?? null,
    periodStart: dateOf(line?.period.start),
    periodEnd: dateOf(line?.period.end),
    amountCents: (invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due) ?? 0,
    currency: invoice.currency ?? 'usd',
  };
}
