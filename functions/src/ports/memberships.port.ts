import type { EndedMembership, Membership, PaymentStatus } from '../contracts/membership.js';
import type { MembershipTierId } from '../contracts/membership-tiers.js';

/**
 * How a stored event ended. 'error' is the only state a redelivery may change. 'refused': a checkout whose amount,
 * currency or live/test mode does not match the tier table, or a subscription event of an unknown customer or Price;
 * 'ended': a subscription that ended; 'refunded', 'partially-refunded' and 'disputed' follow
 * charge.refunded and charge.dispute.created on a payment that granted a membership or paid a subscription's invoice;
 * 'recorded': kept for what later events need (which PaymentIntent paid an invoice), nobody's payment.
 */
export type StoredEventStatus =
  | 'granted'
  | 'payment-failed'
  | 'awaiting-payment'
  | 'refused'
  | 'refunded'
  | 'partially-refunded'
  | 'disputed'
  | 'ended'
  | 'recorded'
  | 'error';

/** `stripeEvents/{eventId}`: the event, what it did, and its attempts. */
export interface StoredEvent {
  eventId: string;
  type: string;
  created: Date;
  livemode: boolean;
  status: StoredEventStatus;
  /** Empty for a subscription event of an unknown customer (refused). */
  uid: string;
  /** Null for a subscription event whose Price is unknown (refused). */
  tier: MembershipTierId | null;
  /** The Checkout Session of a checkout event, and of the payment a refund or dispute reverses; null for subscription events. */
  checkoutSessionId: string | null;
  /** The PaymentIntent that paid the session; refunds and disputes name it. Null before the payment. */
  paymentIntentId: string | null;
  /** What the checkout cost (for a refund or dispute, the amount of the payment it reverses). */
  amountCents: number;
  currency: string;
  paymentStatus: PaymentStatus;
  /** Why a checkout was refused. */
  reason?: string;
  /** For subscription events, their invoices and subscription-mode checkouts. */
  subscriptionId?: string;
  /** For invoice.* events: the payment list shows one row per invoice. */
  invoiceId?: string;
  customerId?: string;
  /** For invoice.paid: the billing period the invoice paid, which a refund or dispute of it ends. */
  periodStart?: Date;
  periodEnd?: Date;
}

/** Inside the transaction: from the current membership, the one to write (null removes it) or undefined to keep it. */
type MembershipDecision = (current: Membership | null) => Membership | null | undefined;

export interface Memberships {
  get(uid: string): Promise<Membership | null>;
  /**
   * One transaction on `users/{uid}` (the one the webhook's `recordEvent` also reads and writes): decides from the
   * current membership and writes `membership` only (nothing else of the user's document). Answers the membership after.
   * `now` (the use case's clock) is the change's moment in the operator's figures.
   */
  change(uid: string, decide: MembershipDecision, now: Date): Promise<Membership | null>;
  /**
   * One transaction: reads `stripeEvents/{eventId}`; when it is already settled, changes nothing and
   * answers 'duplicate'. Otherwise writes the event and, when `decide` returns one, the membership.
   */
  recordEvent(event: StoredEvent, decide: MembershipDecision): Promise<'recorded' | 'duplicate'>;
  /** The event that granted a (one-time) membership through a Checkout paid by this PaymentIntent, if any. */
  grantedBy(paymentIntentId: string): Promise<StoredEvent | null>;
  /**
   * The `invoice.paid` event of the subscription invoice this PaymentIntent paid (found through the recorded
   * `invoice_payment.paid`), if any.
   */
  paidInvoice(paymentIntentId: string): Promise<StoredEvent | null>;
  /** The PaymentIntent that paid this invoice (from its recorded `invoice_payment.paid`), null when none is recorded. */
  paymentOfInvoice(invoiceId: string): Promise<string | null>;
  /** Notes a failed attempt on `stripeEvents/{eventId}` (status 'error', attempts + 1, the reason). */
  recordFailure(eventId: string, type: string, reason: string): Promise<void>;
  /** The user's stored payment events, newest first. */
  payments(uid: string): Promise<StoredEvent[]>;
  /** The stored events of one Checkout Session that belong to `uid`, newest first. */
  sessionEvents(uid: string, checkoutSessionId: string): Promise<StoredEvent[]>;
  /** The last membership that was removed (kept on `users/{uid}` whenever a membership is removed), null if none. */
  lastEnded(uid: string): Promise<EndedMembership | null>;
  /** The user's Stripe customer id, null before their first subscription checkout. */
  customerOf(uid: string): Promise<string | null>;
  /** The user a Stripe customer bills, null for a customer this app did not create. */
  uidOfCustomer(customerId: string): Promise<string | null>;
  /** Links a new customer to the user (`stripeCustomers/{customerId}` and `users/{uid}.stripeCustomerId`). */
  linkCustomer(uid: string, customerId: string): Promise<void>;
  /** Users whose membership may have run out by `now`: past due with a grace end passed, or one-time memberships. */
  lapseCandidates(now: Date): Promise<string[]>;
}
