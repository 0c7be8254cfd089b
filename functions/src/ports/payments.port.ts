import type { MembershipTierId } from '../contracts/membership-tiers.js';
import type { PriceFacts } from '../domain/membership.js';

/** A subscription Checkout (`mode: 'subscription'`) for one monthly Price. */
export interface CheckoutRequest {
  uid: string;
  customerId: string;
  tier: MembershipTierId;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  /** Same key, same session: a double click does not open two checkouts. */
  idempotencyKey: string;
}

interface CheckoutSession {
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
  /** 'payment' (a one-time membership, before subscriptions) or 'subscription'. */
  mode: string | null;
  subscriptionId: string | null;
}

/** A subscription as carried by a customer.subscription.* event. */
export interface EventSubscription {
  id: string;
  customerId: string | null;
  status: string;
  price: PriceFacts | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
}

/** An invoice as carried by invoice.paid and invoice.payment_failed. */
export interface EventInvoice {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** The tier the subscription's metadata names: for the payment list's words only (the plan follows the subscription). */
  tier: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  amountCents: number;
  currency: string;
}

/**
 * An `invoice_payment.paid` event: which PaymentIntent paid which invoice. Since API version 2025-03-31 neither a
 * charge nor an invoice names the other, so a refund or dispute finds its invoice through this.
 */
export interface EventInvoicePayment {
  id: string;
  invoiceId: string;
  /** Null when the invoice was paid otherwise than by a PaymentIntent (a bare charge, a payment record). */
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

/** A Connect account as carried by account.updated: whether the designer's onboarding let it be paid. */
export interface EventAccount {
  id: string;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
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
  /** Set for customer.subscription.* events. */
  subscription: EventSubscription | null;
  /** Set for invoice.* events. */
  invoice: EventInvoice | null;
  /** Set for invoice_payment.paid. */
  invoicePayment?: EventInvoicePayment | null;
  /** Set for account.updated (Connect). */
  account?: EventAccount | null;
}

/** Hosted checkout (Stripe Checkout), the customers it bills, and Stripe's Customer Portal. */
export interface CheckoutGateway {
  /** A new Stripe customer for this user (one per uid: the call is idempotent on it). */
  createCustomer(uid: string, email: string | null): Promise<string>;
  /** The active Price with this lookup key, null when `npm run stripe:setup` has not made it. */
  priceIdOf(lookupKey: string): Promise<string | null>;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** A Customer Portal session (change plan, cancel, card, invoices) that returns to `returnUrl`. */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Ends the subscription now (account deletion); one already ended or unknown is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Refunds the whole payment of a PaymentIntent (an admin's refund of a member's period); `idempotencyKey` (one per
   * invoice) makes a second ask answer the same refund. The webhook's `charge.refunded` then changes the plan's state.
   */
  refundPayment(paymentIntentId: string, idempotencyKey: string): Promise<{ id: string; amountCents: number }>;
}

export class InvalidSignatureError extends Error {}

/** Checks a webhook delivery's signature against the raw body; throws InvalidSignatureError when it fails. */
export interface WebhookVerifier {
  verify(rawBody: Buffer, signature: string): Promise<PaymentEvent>;
}
