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
    features: [
      '1 free monthly live consultation',
      'Design board review',
      'Spatial guidance',
      'Design assistance',
      'Q&A',
      'Have your personal designer',
    ],
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
  },
];

export function tierById(id: string): MembershipTier | undefined {
  return MEMBERSHIP_TIERS.find((tier) => tier.id === id);
}

export function tierByTitle(title: string): MembershipTier | undefined {
  const wanted = title.trim().toLowerCase();
  return MEMBERSHIP_TIERS.find((tier) => tier.title.toLowerCase() === wanted);
}
