import type { AllowanceKind, MembershipTierId } from '../contracts/membership-tiers.js';

/** The totals in force: paid plans by tier and their monthly amounts summed (cents). */
export interface ServiceTotals {
  activeByPlan: Record<MembershipTierId, number>;
  mrrCents: number;
}

/** One month's counts (`YYYY-MM`, UTC). */
export interface MonthFigures {
  month: string;
  newSubscriptions: number;
  cancelled: number;
  allowancesUsed: Record<AllowanceKind, number>;
  reviewsDelivered: number;
  reviewsOnTime: number;
}

/** A designer's own counts, for their scorecard. */
export interface DesignerCounts {
  reviewsDelivered: number;
  reviewsOnTime: number;
}

/**
 * The operator's counters (under `stats/service`: sharded totals and months, one document per designer). Never
 * written on their own: the stores that change what they count (memberships, allowances, reviews) add to them in the
 * same transaction, by the rules in domain/service-figures.ts. Reading them costs a few documents, never a scan.
 */
export interface ServiceFigures {
  totals(): Promise<ServiceTotals>;
  month(month: string): Promise<MonthFigures>;
  designers(uids: string[]): Promise<Map<string, DesignerCounts>>;
}
