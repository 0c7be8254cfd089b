import type { AllowanceSummary } from '../contracts/membership.js';
import type { AllowanceKind } from '../contracts/membership-tiers.js';

/**
 * What each plan's designer services have used (`allowances/{uid}/periods/{periodKey}`). Using one is never a call of
 * its own: the review, consultation and project adapters use one inside the transaction that creates the request
 * (`readAllowanceIn` and `writeAllowanceIn` in adapters/firestore/allowances.firestore.ts, around the domain's
 * `useAllowance`), so a request and its count are written together.
 */
export interface AllowanceLedger {
  summary(uid: string, now: Date): Promise<AllowanceSummary>;
  /**
   * One transaction: gives one use of `kind` back in the member's current period (an admin's credit; 409 when none is
   * used). Answers the period's summary after.
   */
  giveBack(uid: string, kind: AllowanceKind, now: Date): Promise<AllowanceSummary>;
}
