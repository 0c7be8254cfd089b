import type { AllowanceCounts, AllowanceSummary, Membership } from '../contracts/membership.js';
import {
  MEMBERSHIP_TIERS,
  periodUnpaid,
  tierById,
  type AllowanceKind,
  type MembershipTier,
  type MembershipTierId,
} from '../contracts/membership-tiers.js';
import { NOTHING_TO_GIVE_BACK } from '../contracts/service-console.js';
import { AppError, conflict } from './errors.js';

/** The billing period that allowances count in: the subscription's, else the calendar month (UTC). */
export interface AllowancePeriod {
  tier: MembershipTierId;
  /** Stable id of the period: `<tier>-<start ISO date>` (a plan change starts a new count). */
  key: string;
  start: Date;
  end: Date;
}

const NO_USE: AllowanceCounts = { reviews: 0, consultations: 0, projects: 0 };

const BASIC = MEMBERSHIP_TIERS[0]!;

/** Members without a plan are on Basic, the free plan. */
export function planOf(membership: Membership | null): MembershipTier {
  return tierById(membership?.tier ?? 'basic') ?? BASIC;
}

/**
 * Whether a paid plan's money is in at `now`: not past due, and paid through a later moment (`paidThrough`, moved by
 * the invoices: a renewal not yet paid, or a refunded or disputed invoice, leaves it behind). A plan recorded before
 * payments were kept has no `paidThrough` and counts as paid while it is not past due.
 */
function isPaidUp(membership: Membership, now: Date): boolean {
  return membership.status !== 'past-due' && !periodUnpaid(membership, now);
}

/**
 * The plan whose allowances count at `now`: the member's, or Basic's while a paid plan's period is not paid (the
 * allowances follow the money: they do not renew for a past-due period, and a refunded or disputed invoice ends them).
 */
function allowancePlan(membership: Membership | null, now: Date): MembershipTier {
  const plan = planOf(membership);
  return membership && plan.amountCents > 0 && !isPaidUp(membership, now) ? BASIC : plan;
}

/** Whether what the member asks for now comes from the free plan's allowance (Basic, or a paid plan that is not paid). */
export const usesFreeAllowance = (membership: Membership | null, now: Date): boolean => allowancePlan(membership, now).amountCents === 0;

function calendarMonth(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** The period `now` falls in for this membership. */
export function allowancePeriod(membership: Membership | null, now: Date): AllowancePeriod {
  const tier = planOf(membership);
  const start = membership?.periodStart ? new Date(membership.periodStart) : null;
  const end = membership?.periodEnd ? new Date(membership.periodEnd) : null;
  const inPeriod = start && end && start.getTime() <= now.getTime() && now.getTime() < end.getTime();
  const period = inPeriod ? { start, end } : calendarMonth(now);
  return { tier: tier.id, key: `${tier.id}-${period.start.toISOString().slice(0, 10)}`, ...period };
}

/** How many of `kind` the plan includes per period; null is unlimited. */
function includedIn(tier: MembershipTier, kind: AllowanceKind): number | null {
  return tier.allowances[kind];
}

const NAMES: Record<AllowanceKind, [one: string, many: string]> = {
  reviews: ['board review', 'board reviews'],
  consultations: ['live consultation', 'live consultations'],
  projects: ['design project', 'design projects'],
};

function amount(kind: AllowanceKind, count: number | null): string {
  if (count === null) return `unlimited ${NAMES[kind][1]}`;
  if (count === 0) return `no ${NAMES[kind][1]}`;
  return `${count} ${NAMES[kind][count === 1 ? 0 : 1]} a month`;
}

/** The first plan above `tier` that includes more of `kind`, if any. */
export function planWithMore(tier: MembershipTier, kind: AllowanceKind): MembershipTier | null {
  const mine = includedIn(tier, kind);
  const above = MEMBERSHIP_TIERS.slice(MEMBERSHIP_TIERS.findIndex((t) => t.id === tier.id) + 1);
  return (
    above.find((t) => {
      const theirs = includedIn(t, kind);
      return theirs === null || (mine !== null && theirs > mine);
    }) ?? null
  );
}

const DATE = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 403 `allowance-used`: names what the plan includes, when it renews and which plan includes more. */
function allowanceUsed(kind: AllowanceKind, period: AllowancePeriod): AppError {
  const tier = tierById(period.tier) ?? MEMBERSHIP_TIERS[0]!;
  const included = includedIn(tier, kind) ?? 0;
  const better = planWithMore(tier, kind);
  const renews = `It renews on ${DATE.format(period.end)}.`;
  const first =
    included === 0
      ? `${tier.title} does not include ${NAMES[kind][1]}.`
      : `You have used this period's ${NAMES[kind][included === 1 ? 0 : 1]}: ${tier.title} includes ${amount(kind, included)}. ${renews}`;
  const more = better ? ` ${better.title} includes ${amount(kind, includedIn(better, kind))}.` : '';
  return new AppError('allowance-used', `${first}${more}`, 403, {
    renewsAt: period.end.toISOString(),
    ...(better && { upgradeTo: better.id }),
  });
}

/** 403 `allowance-used` in a paid plan's period that is not paid: what Basic includes is all there is until it is. */
function allowanceUnpaid(kind: AllowanceKind, period: AllowancePeriod): AppError {
  const tier = tierById(period.tier) ?? BASIC;
  return new AppError(
    'allowance-used',
    `Your ${tier.title} allowances have not renewed: this period's payment has not gone through. Until it does, you have what Basic includes: ${amount(kind, includedIn(BASIC, kind))}. Update your payment under Manage subscription.`,
    403,
    { renewsAt: period.end.toISOString(), paymentDue: true },
  );
}

/**
 * The decision a transaction makes: from the membership and the counts already used in its period, the counts after
 * using one more of `kind`, or the 403 to throw. `refund` gives one back (a consultation cancelled in time).
 */
export function consumeAllowance(
  membership: Membership | null,
  used: AllowanceCounts | null,
  kind: AllowanceKind,
  now: Date,
): { period: AllowancePeriod; counts: AllowanceCounts } {
  const period = allowancePeriod(membership, now);
  const counts = { ...NO_USE, ...used };
  const plan = allowancePlan(membership, now);
  const included = includedIn(plan, kind);
  if (included !== null && counts[kind] >= included) {
    throw plan.id === period.tier ? allowanceUsed(kind, period) : allowanceUnpaid(kind, period);
  }
  return { period, counts: { ...counts, [kind]: counts[kind] + 1 } };
}

export function refundAllowance(used: AllowanceCounts | null, kind: AllowanceKind): AllowanceCounts {
  const counts = { ...NO_USE, ...used };
  return { ...counts, [kind]: Math.max(0, counts[kind] - 1) };
}

/** An admin gives one use of `kind` back in the period (409 when none is used, so a count never goes below zero). */
export function giveBackAllowance(used: AllowanceCounts | null, kind: AllowanceKind): AllowanceCounts {
  if ({ ...NO_USE, ...used }[kind] === 0) throw conflict(NOTHING_TO_GIVE_BACK);
  return refundAllowance(used, kind);
}

export function allowanceSummary(membership: Membership | null, used: AllowanceCounts | null, now: Date): AllowanceSummary {
  const period = allowancePeriod(membership, now);
  const tier = allowancePlan(membership, now);
  const counts = { ...NO_USE, ...used };
  const left = (kind: AllowanceKind) => {
    const included = includedIn(tier, kind);
    return included === null ? null : Math.max(0, included - counts[kind]);
  };
  return {
    tier: tier.id,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    used: counts,
    left: { reviews: left('reviews'), consultations: left('consultations'), projects: left('projects') },
    consultationMinutes: tier.allowances.consultationMinutes,
  };
}
