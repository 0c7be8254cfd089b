import type Stripe from 'stripe';
import {
  InvalidSignatureError,
  type CheckoutGateway,
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
function lazyClient(settings: StripeSettings): () => Promise<Stripe> {
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
  return {
    async createCheckoutSession(request) {
      const stripe = await client();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.productName } },
            },
          ],
          metadata: { uid: request.uid, tier: request.tier },
          payment_intent_data: { metadata: { uid: request.uid, tier: request.tier } },
          client_reference_id: request.uid,
          ...(request.email && { customer_email: request.email }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a url`);
      return { id: session.id, url: session.url };
    },
  };
}

/** Checks signatures with the webhook secret alone: the webhook function has no API key bound. */
export function stripeWebhookVerifier(webhookSecret: string): WebhookVerifier {
  return {
    async verify(rawBody, signature) {
      const { default: StripeSdk } = await import('stripe');
      let event: Stripe.Event;
      try {
        event = StripeSdk.webhooks.constructEvent(rawBody, signature, webhookSecret, SIGNATURE_TOLERANCE_S);
      } catch (error) {
        throw new InvalidSignatureError(error instanceof Error ? error.message : String(error));
      }
      return toPaymentEvent(event);
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
        }
      : null;
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    livemode: event.livemode,
    session,
    reversal: toReversal(object),
  };
}
