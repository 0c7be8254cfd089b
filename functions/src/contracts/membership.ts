import { z } from 'zod';

export const MEMBERSHIP_TIER_IDS = ['basic', 'gold', 'platinum'] as const;
export type MembershipTierId = (typeof MEMBERSHIP_TIER_IDS)[number];

/** A membership tier card (spec sections 3 and 9). `price` is in US dollars, `amountCents` is what Checkout charges. */
export interface MembershipTier {
  id: MembershipTierId;
  title: string;
  price: number;
  amountCents: number;
  description: string;
  buttonText: string;
  features: string[];
  popular?: string;
}

export const MEMBERSHIP_CURRENCY = 'usd';

/** The one tier table: the web cards render it, the server charges from it. Ordered from lowest to highest. */
export const MEMBERSHIP_TIERS: readonly MembershipTier[] = [
  {
    id: 'basic',
    title: 'Basic',
    price: 0,
    amountCents: 0,
    description: 'Design feedback',
    buttonText: 'Book Here',
    features: ['Browse our items', 'Save designs', 'Share and follow designs', 'Save Item lists', 'Design board review'],
  },
  {
    id: 'gold',
    title: 'Gold',
    price: 50,
    amountCents: 5000,
    description: 'Design consultation',
    buttonText: 'Book Here',
    features: ['1 free monthly live consultation', 'Design board review', 'Spatial guidance', 'Design assistance', 'Q&A', 'Have your personal designer'],
  },
  {
    id: 'platinum',
    title: 'Platinum',
    price: 100,
    amountCents: 10000,
    description: 'Price upon request, a designer will create a design',
    buttonText: 'Book Here',
    features: ['Live consultation', '1 or more design board creations', 'Spatial plan', 'Shopping List', 'Design tailored to you', 'and much more...'],
    popular: 'Most Popular',
  },
];

export function tierById(id: string): MembershipTier | undefined {
  return MEMBERSHIP_TIERS.find((tier) => tier.id === id);
}

export function tierByTitle(title: string): MembershipTier | undefined {
  const wanted = title.trim().toLowerCase();
  return MEMBERSHIP_TIERS.find((tier) => tier.title.toLowerCase() === wanted);
}

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

export const PAYMENT_STATUSES = ['paid', 'pending', 'failed'] as const;
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
