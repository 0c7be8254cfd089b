import { z } from 'zod';
import { MEMBERSHIP_TIER_IDS, type MembershipTierId } from './membership-tiers.js';

// The tier table lives apart from the schemas so the web's membership cards load it without zod.
export * from './membership-tiers.js';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured.';
export const UNKNOWN_TIER = 'Choose Basic, Gold or Platinum.';

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
  /** The Checkout Session that paid for it; null for Basic. */
  checkoutSessionId: z.string().nullable(),
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

/** `GET /api/membership`: the signed-in user's membership (null before any) and payments, newest first. */
export interface MembershipResponse {
  membership: Membership | null;
  payments: Payment[];
}

/** `GET /api/stripe/session/:id`: what the server knows about one of the caller's Checkout Sessions. */
export interface CheckoutStatusResponse {
  /** 'pending' until Stripe's event has arrived. */
  status: PaymentStatus;
  tier: MembershipTierId | null;
  membership: Membership | null;
}
