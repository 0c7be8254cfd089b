import type { MembershipTierId } from '../contracts/membership.js';

export interface CheckoutRequest {
  uid: string;
  email: string | null;
  tier: MembershipTierId;
  productName: string;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** Same key, same session: a double click does not open two checkouts. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A Checkout Session as carried by a webhook event, in the fields we use. */
export interface EventSession {
  id: string;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required' | string;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
}

/** A charge.refunded or charge.dispute.created event: money going back on a payment. */
export interface PaymentReversal {
  kind: 'refund' | 'dispute';
  chargeId: string;
  paymentIntentId: string | null;
  /** True when the whole charge is refunded; a dispute is always whole. */
  whole: boolean;
}

/** A verified payment-provider event. `session` is set for checkout.session.* events. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** When the provider created the event. */
  created: Date;
  livemode: boolean;
  session: EventSession | null;
  /** Set for charge.refunded and charge.dispute.created. */
  reversal: PaymentReversal | null;
}

/** Hosted checkout (Stripe Checkout). */
export interface CheckoutGateway {
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
}

export class InvalidSignatureError extends Error {}

/** Checks a webhook delivery's signature against the raw body; throws InvalidSignatureError when it fails. */
export interface WebhookVerifier {
  verify(rawBody: Buffer, signature: string): Promise<PaymentEvent>;
}
