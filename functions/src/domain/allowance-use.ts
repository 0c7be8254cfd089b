import type { AllowanceCounts, Membership } from '../contracts/membership.js';
import type { AllowanceKind } from '../contracts/membership-tiers.js';
import { consumeAllowance, type AllowancePeriod } from './allowances.js';
import { allowanceUseDelta, type FiguresDelta } from './service-figures.js';

/** What a request's transaction reads for its allowance: the member's plan and what the period of `now` has used. */
export interface AllowanceRead {
  membership: Membership | null;
  used: AllowanceCounts | null;
}

/** What it writes: the period's counts after this use, and the operator's monthly count of uses. */
export interface AllowanceUse {
  period: AllowancePeriod;
  counts: AllowanceCounts;
  figures: FiguresDelta;
}

/** One use of `kind`, or the 403 `allowance-used` (or unpaid) to throw. */
export function useAllowance(read: AllowanceRead, kind: AllowanceKind, now: Date): AllowanceUse {
  const { period, counts } = consumeAllowance(read.membership, read.used, kind, now);
  return { period, counts, figures: allowanceUseDelta(kind, now) };
}
