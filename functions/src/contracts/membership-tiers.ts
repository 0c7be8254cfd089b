/** The membership tiers: plain data, no zod, so the web's Home can show the cards without loading the schemas. */
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
  /** What the plan includes each billing period (designer services); the server counts against it in a transaction. */
  allowances: Allowances;
}

/** The designer services a plan counts per billing period. */
export const ALLOWANCE_KINDS = ['reviews', 'consultations', 'projects'] as const;
export type AllowanceKind = (typeof ALLOWANCE_KINDS)[number];

/** Per billing period: board reviews (null: unlimited), live consultations and their length, design projects. */
export interface Allowances {
  reviews: number | null;
  consultations: number;
  consultationMinutes: number;
  projects: number;
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
    allowances: { reviews: 1, consultations: 0, consultationMinutes: 0, projects: 0 },
  },
  {
    id: 'gold',
    title: 'Gold',
    price: 50,
    amountCents: 5000,
    description: 'Design consultation',
    buttonText: 'Book Here',
    features: [
      '1 free monthly live consultation',
      'Design board review',
      'Spatial guidance',
      'Design assistance',
      'Q&A',
      'Have your personal designer',
    ],
    allowances: { reviews: 3, consultations: 1, consultationMinutes: 30, projects: 0 },
  },
  {
    id: 'platinum',
    title: 'Platinum',
    price: 100,
    amountCents: 10000,
    description: 'Price upon request, a designer will create a design',
    buttonText: 'Book Here',
    features: [
      'Live consultation',
      '1 or more design board creations',
      'Spatial plan',
      'Shopping List',
      'Design tailored to you',
      'and much more...',
    ],
    popular: 'Most Popular',
    allowances: { reviews: null, consultations: 2, consultationMinutes: 60, projects: 1 },
  },
];

export function tierById(id: string): MembershipTier | undefined {
  return MEMBERSHIP_TIERS.find((tier) => tier.id === id);
}

export function tierByTitle(title: string): MembershipTier | undefined {
  const wanted = title.trim().toLowerCase();
  return MEMBERSHIP_TIERS.find((tier) => tier.title.toLowerCase() === wanted);
}

/** What a designer earns for each piece of work, in integer cents (operators may override it: DESIGNER_RATES_JSON). */
export interface DesignerRates {
  /** A delivered board review (its revision earns nothing more). */
  review: number;
  /** A held consultation, by its length in minutes; a length not listed earns the nearest shorter one's rate. */
  consultation: Record<number, number>;
  /** A closed (rated) design project. */
  project: number;
}

/** The one rate table, beside the allowances it pays for. */
export const DESIGNER_RATES: DesignerRates = {
  review: 1500,
  consultation: { 30: 2500, 60: 4500 },
  project: 15000,
};

/**
 * Whether a subscription's money is behind at `now`: its last paid invoice covers a period that has ended (a renewal
 * not paid yet, or a refunded or disputed invoice, leaves `paidThrough` behind). The plan then gives what Basic
 * includes (domain/allowances.ts). A plan recorded before payments were kept has no `paidThrough`: never behind.
 */
export function periodUnpaid(membership: { paidThrough?: string | Date | null }, now: Date = new Date()): boolean {
  const { paidThrough } = membership;
  return Boolean(paidThrough) && new Date(paidThrough!).getTime() <= now.getTime();
}
