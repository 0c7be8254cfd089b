import type { AllowanceSummary } from '@contracts/membership';
import { tierById, type Allowances } from '@contracts/membership-tiers';

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

/**
 * What is left this period, one line per service the plan includes: 'Board reviews: 2 of 3 left · renews December 5',
 * 'Board reviews: unlimited'.
 */
export function allowancesLeft(summary: AllowanceSummary): string[] {
  const tier = tierById(summary.tier);
  if (!tier) return [];
  const renews = `renews ${RENEWS.format(new Date(summary.periodEnd))}`;
  const line = (label: string, left: number | null, included: number | null) =>
    left === null || included === null ? `${label}: unlimited` : `${label}: ${left} of ${included} left · ${renews}`;
  const { allowances } = tier;
  const lines = [line('Board reviews', summary.left.reviews, allowances.reviews)];
  if (allowances.consultations > 0) {
    lines.push(line(`Live consultations (${allowances.consultationMinutes} min)`, summary.left.consultations, allowances.consultations));
  }
  if (allowances.projects > 0) lines.push(line('Design projects', summary.left.projects, allowances.projects));
  return lines;
}
