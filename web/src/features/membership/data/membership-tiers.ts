/** A membership tier (spec section 9). Prices are in US dollars. */
export interface MembershipTier {
  id: 'basic' | 'gold' | 'platinum';
  title: string;
  price: number;
  description: string;
  buttonText: string;
  features: string[];
  popular?: string;
}

export const MEMBERSHIP_TIERS: MembershipTier[] = [
  {
    id: 'basic',
    title: 'Basic',
    price: 0,
    description: 'Design feedback',
    buttonText: 'Book Here',
    features: ['Browse our items', 'Save designs', 'Share and follow designs', 'Save Item lists', 'Design board review'],
  },
  {
    id: 'gold',
    title: 'Gold',
    price: 50,
    description: 'Design consultation',
    buttonText: 'Book Here',
    features: ['1 free monthly live consultation', 'Design board review', 'Spatial guidance', 'Design assistance', 'Q&A', 'Have your personal designer'],
  },
  {
    id: 'platinum',
    title: 'Platinum',
    price: 100,
    description: 'Price upon request, a designer will create a design',
    buttonText: 'Book Here',
    features: ['Live consultation', '1 or more design board creations', 'Spatial plan', 'Shopping List', 'Design tailored to you', 'and much more...'],
    popular: 'Most Popular',
  },
];
