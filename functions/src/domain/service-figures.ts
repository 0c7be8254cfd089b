// The operator's figures are counters, moved in the same transaction as the change they count: these rules say what
// each change does to them. A store adds the delta to `stats/service` (totals) and `stats/months/{YYYY-MM}` (the month's).
import type { Membership } from '../contracts/membership.js';
import { REVIEW_DUE_MS } from '../contracts/reviews.js';
import { tierById, type AllowanceKind, type MembershipTierId } from '../contracts/membership-tiers.js';
import type { ReviewRecord } from './reviews.js';

/** What one change adds to the counters (negative numbers take away); only the fields it moves are set. */
export interface FiguresDelta {
  /** The month the change counts in: `YYYY-MM` (UTC). */
  month: string;
  /** Totals: paid plans in force by tier, and their monthly amounts summed (cents). */
  activeByPlan?: Partial<Record<MembershipTierId, number>>;
  mrrCents?: number;
  /** The month's: paid plans started and ended. */
  newSubscriptions?: number;
  cancelled?: number;
  allowancesUsed?: Partial<Record<AllowanceKind, number>>;
  /** The month's first deliveries of reviews, and those made by their due time. */
  reviewsDelivered?: number;
  reviewsOnTime?: number;
  /** The designer's own counts (their scorecard). */
  designer?: { uid: string; reviewsDelivered: number; reviewsOnTime: number };
}

export const monthKey = (at: Date) => at.toISOString().slice(0, 7);

/** A paid plan in force counts with its tier and monthly amount: active, past due (still billed) or set to end. */
function counted(membership: Membership | null): { tier: MembershipTierId; amountCents: number } | null {
  if (!membership || (tierById(membership.tier)?.amountCents ?? 0) === 0) return null;
  return { tier: membership.tier, amountCents: membership.amountCents };
}

/**
 * A membership written `before` → `after` at `at`: the plan's count and MRR follow it; a paid plan where there was none
 * (or Basic) is new, a paid plan that ends (removed, or Basic chosen) is cancelled. Null when nothing counted moves
 * (a renewal, a plan set to end, a past-due plan).
 */
export function planChangeDelta(before: Membership | null, after: Membership | null, at: Date): FiguresDelta | null {
  const was = counted(before);
  const is = counted(after);
  if (was?.tier === is?.tier && was?.amountCents === is?.amountCents) return null;
  const activeByPlan: Partial<Record<MembershipTierId, number>> = {};
  if (was) activeByPlan[was.tier] = -1;
  if (is) activeByPlan[is.tier] = (activeByPlan[is.tier] ?? 0) + 1;
  return {
    month: monthKey(at),
    activeByPlan,
    mrrCents: (is?.amountCents ?? 0) - (was?.amountCents ?? 0),
    ...(!was && is && { newSubscriptions: 1 }),
    ...(was && !is && { cancelled: 1 }),
  };
}

/**
 * The totals the counters should hold for these memberships (the operator's rebuild, where counters start after plans
 * already exist): paid plans in force by tier and their monthly amounts summed.
 */
export function totalsOf(memberships: readonly (Membership | null)[]): {
  activeByPlan: Record<MembershipTierId, number>;
  mrrCents: number;
} {
  const activeByPlan: Record<MembershipTierId, number> = { basic: 0, gold: 0, platinum: 0 };
  let mrrCents = 0;
  for (const membership of memberships) {
    const plan = counted(membership);
    if (!plan) continue;
    activeByPlan[plan.tier] += 1;
    mrrCents += plan.amountCents;
  }
  return { activeByPlan, mrrCents };
}

/** One allowance of `kind` used at `at` (a request made); giving one back does not take it off the month's count. */
export const allowanceUseDelta = (kind: AllowanceKind, at: Date): FiguresDelta => ({ month: monthKey(at), allowancesUsed: { [kind]: 1 } });

/** When a review was due: 48 hours after its (last) claim. The delivery clears `dueAt`, so it is read from the claim. */
const reviewDueAt = (review: ReviewRecord): Date | null =>
  review.dueAt ?? (review.claimedAt ? new Date(review.claimedAt.getTime() + REVIEW_DUE_MS) : null);

/** Whether a delivered review came by its due time (its first delivery; a revision is not timed). */
export function deliveredOnTime(review: ReviewRecord): boolean | null {
  const delivered = review.firstDeliveredAt ?? review.deliveredAt;
  const due = reviewDueAt(review);
  return delivered && due ? delivered.getTime() <= due.getTime() : null;
}

/** A review stored `before` → `after`: its first delivery counts once, in the month of the delivery, and on time or not. */
export function reviewDeliveryDelta(before: ReviewRecord | null, after: ReviewRecord): FiguresDelta | null {
  if (before?.status !== 'claimed' || after.status !== 'delivered' || !after.deliveredAt) return null;
  const onTime = before.dueAt !== null && after.deliveredAt.getTime() <= before.dueAt.getTime() ? 1 : 0;
  return {
    month: monthKey(after.deliveredAt),
    reviewsDelivered: 1,
    reviewsOnTime: onTime,
    ...(after.designerUid && { designer: { uid: after.designerUid, reviewsDelivered: 1, reviewsOnTime: onTime } }),
  };
}

/** The share of `part` in `whole`, in whole percent; null when there is nothing to share. */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 100) : null);
