import { z } from 'zod';
import { MEMBERSHIP_TIER_IDS, type AllowanceKind, type MembershipTierId } from './membership-tiers.js';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured.';
export const UNKNOWN_TIER = 'Choose Basic, Gold or Platinum.';
export const NO_STRIPE_CUSTOMER = 'You have no subscription to manage yet. Choose Gold or Platinum first.';

/** A one-time membership bought before subscriptions lasts this long from its purchase. */
export const ONE_TIME_MEMBERSHIP_DAYS = 30;

/** 'active'; 'past-due' (a renewal failed: the plan stays until `graceEndsAt`); 'ending' (cancelled, ends at `endsAt`). */
const MEMBERSHIP_STATUSES = ['active', 'past-due', 'ending'] as const;

/** `POST /api/stripe/create-checkout-session`. The spec's `card_price` may be sent but is ignored: the server's table sets the amount. */
export const CreateCheckoutRequest = z.object({
  card_title: z.string({ error: UNKNOWN_TIER }).min(1, UNKNOWN_TIER).max(40, UNKNOWN_TIER),
});
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequest>;

export const MembershipSchema = z.object({
  tier: z.enum(MEMBERSHIP_TIER_IDS),
  title: z.string(),
  /** ISO date-time the membership started. */
  since: z.string(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  /** The Checkout Session of a one-time membership (bought before subscriptions); null for Basic and subscriptions. */
  checkoutSessionId: z.string().nullable(),
  /** The Stripe subscription behind a Gold or Platinum plan. */
  subscriptionId: z.string().nullable().optional(),
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
  /** The current billing period (ISO): monthly allowances count within it. */
  periodStart: z.string().nullable().optional(),
  periodEnd: z.string().nullable().optional(),
  /** When the plan ends unless renewed: the period end once cancelled, the grace end when past due, 30 days after a one-time purchase. */
  endsAt: z.string().nullable().optional(),
  /** Past due: the plan ends at this moment unless a payment arrives first. */
  graceEndsAt: z.string().nullable().optional(),
  /** The Stripe event time of the state written last: an older event arriving late changes nothing. */
  stateAt: z.string().optional(),
  /**
   * A subscription's money: the end of the billing period its last paid invoice covers (a refunded or disputed invoice
   * moves it back to its period's start). The plan's allowances hold only before it (domain/allowances.ts); unset on
   * plans recorded before it was kept, which hold while active.
   */
  paidThrough: z.string().nullable().optional(),
  /** The Stripe event time of the last refund or dispute of an invoice: an older `invoice.paid` does not pay again. */
  reversedAt: z.string().nullable().optional(),
});
export type Membership = z.infer<typeof MembershipSchema>;

/** Basic answers `{membership}` (active at once); Gold and Platinum answer `{url}` (Stripe's hosted checkout). */
export type CreateCheckoutResponse = { url: string } | { membership: Membership };

export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'refunded', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A past payment, from the stored Stripe events. */
export interface Payment {
  eventId: string;
  checkoutSessionId: string;
  tier: MembershipTierId;
  description: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  /** ISO date-time of the Stripe event. */
  date: string;
}

/** A membership that has ended, kept to tell the member (e.g. after a failed payment's grace period). */
export interface EndedMembership {
  tier: MembershipTierId;
  title: string;
  endedAt: string;
}

/** `GET /api/membership`: the signed-in user's membership (null before any or once ended) and payments, newest first. */
export interface MembershipResponse {
  membership: Membership | null;
  /** The last membership that ended, while there is none in force. */
  ended?: EndedMembership | null;
  payments: Payment[];
}

/** `POST /api/stripe/portal-session`: Stripe's Customer Portal for the caller's subscription. */
export interface PortalSessionResponse {
  url: string;
}

/** `GET /api/stripe/session/:id`: what the server knows about one of the caller's Checkout Sessions. */
export interface CheckoutStatusResponse {
  /** 'pending' until Stripe's event has arrived. */
  status: PaymentStatus;
  tier: MembershipTierId | null;
  membership: Membership | null;
}

/** What has been used of each designer service in a period. */
export type AllowanceCounts = Record<AllowanceKind, number>;

/** `GET /api/allowances`: the caller's plan, its current period and what is left of each kind (null: unlimited). */
export interface AllowanceSummary {
  tier: MembershipTierId;
  periodStart: string;
  periodEnd: string;
  used: AllowanceCounts;
  left: Record<AllowanceKind, number | null>;
  consultationMinutes: number;
}
