import type { AllowanceSummary } from '../contracts/membership.js';

/**
 * What each plan's designer services have used (`allowances/{uid}/periods/{periodKey}`). Using one is never a call of
 * its own: the review, booking and project adapters use one inside the transaction that creates the request
 * (`useAllowanceIn` in adapters/firestore/allowances.firestore.ts), so a request and its count are written together.
 */
export interface AllowanceLedger {
  summary(uid: string, now: Date): Promise<AllowanceSummary>;
}
