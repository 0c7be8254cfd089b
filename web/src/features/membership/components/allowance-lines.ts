import type { AllowanceSummary } from '@contracts/membership';
import { MEMBERSHIP_TIERS, tierById, type AllowanceKind, type Allowances, type MembershipTier } from '@contracts/membership-tiers';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A plan card's designer services from the tier table: '3 board reviews a month', 'Unlimited board reviews', … */
export function allowanceLines(allowances: Allowances): string[] {
  const lines = [
    allowances.reviews === null ? 'Unlimited board reviews' : `${plural(allowances.reviews, 'board review', 'board reviews')} a month`,
  ];
  if (allowances.consultations > 0) {
    lines.push(
      `${plural(allowances.consultations, 'live consultation', 'live consultations')} of ${allowances.consultationMinutes} min a month`,
    );
  }
  if (allowances.projects > 0) lines.push(`${plural(allowances.projects, 'design project', 'design projects')} a month`);
  return lines;
}

// Periods start and end in UTC (a calendar month for members without a subscription).
const RENEWS = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

const NOUNS: Record<AllowanceKind, [one: string, many: string]> = {
  reviews: ['board review', 'board reviews'],
  consultations: ['live consultation', 'live consultations'],
  projects: ['design project', 'design projects'],
};

/** Where each service starts, and where the member finds what they have of it once this period's are used. */
const SERVICE_PAGES: Record<AllowanceKind, { start: { to: string; label: string }; mine: { to: string; label: string } }> = {
  reviews: { start: { to: '/seeBoard', label: 'Ask about a board' }, mine: { to: '/design-services', label: 'Your reviews' } },
  consultations: { start: { to: '/designers', label: 'Book a consultation' }, mine: { to: '/consultations', label: 'Your consultations' } },
  projects: { start: { to: '/projects', label: 'Start a brief' }, mine: { to: '/projects', label: 'Your projects' } },
};

/** One service on the plan card: 'Design projects', '1 of 1 left · renews December 5', and the link to start one. */
export interface ServiceLine {
  kind: AllowanceKind;
  label: string;
  left: string;
  action: { to: string; label: string };
}

/** The services the plan includes, each with what is left and a link to it (to start one while any is left). */
export function serviceLines(summary: AllowanceSummary): ServiceLine[] {
  const tier = tierById(summary.tier);
  if (!tier) return [];
  const renews = `renews ${RENEWS.format(new Date(summary.periodEnd))}`;
  const { allowances } = tier;
  const line = (kind: AllowanceKind, label: string): ServiceLine => {
    const left = summary.left[kind];
    const included = allowances[kind];
    return {
      kind,
      label,
      left: left === null || included === null ? 'Unlimited' : `${left} of ${included} left · ${renews}`,
      action: left === 0 ? SERVICE_PAGES[kind].mine : SERVICE_PAGES[kind].start,
    };
  };
  const lines = [line('reviews', 'Board reviews')];
  if (allowances.consultations > 0) lines.push(line('consultations', `Live consultations (${allowances.consultationMinutes} min)`));
  if (allowances.projects > 0) lines.push(line('projects', 'Design projects'));
  return lines;
}

/** The plans above `tierId` that include more of `kind` than it does (the plans a form shows instead of itself). */
export function plansWithMore(tierId: string, kind: AllowanceKind): MembershipTier[] {
  const index = MEMBERSHIP_TIERS.findIndex((tier) => tier.id === tierId);
  const mine = MEMBERSHIP_TIERS[index]?.allowances[kind] ?? 0;
  return MEMBERSHIP_TIERS.slice(index + 1).filter((tier) => {
    const theirs = tier.allowances[kind];
    return theirs === null || (mine !== null && theirs > mine);
  });
}

/**
 * What a form says before the member fills it in: 'available' with what is left ('1 of your 3 board reviews left this
 * month'), 'used' (none left until it renews) or 'not-included' (the plan has none of the service).
 */
interface AllowanceState {
  state: 'available' | 'used' | 'not-included';
  line: string;
}

export function allowanceState(summary: AllowanceSummary, kind: AllowanceKind): AllowanceState {
  const tier = tierById(summary.tier);
  const included = tier ? tier.allowances[kind] : 0;
  const left = summary.left[kind];
  const [one, many] = NOUNS[kind];
  const title = tier?.title ?? 'Basic';
  if (included === 0) {
    const plans = plansWithMore(summary.tier, kind).map((plan) => plan.title);
    return { state: 'not-included', line: `${title} does not include ${many}: they come with ${plans.join(' and ')}.` };
  }
  if (included === null || left === null) return { state: 'available', line: `Unlimited ${many} with ${title}.` };
  const renews = `It renews on ${RENEWS.format(new Date(summary.periodEnd))}.`;
  if (left === 0) {
    return {
      state: 'used',
      line:
        included === 1
          ? `You have used this month’s ${one}. ${renews}`
          : `You have used all ${included} of this month’s ${many}. ${renews}`,
    };
  }
  const of = included === 1 ? `1 of 1 ${one}` : `${left} of your ${included} ${many}`;
  return { state: 'available', line: `${of} left this month.` };
}
