// What a review's transaction writes (docs/designer-services.md): the adapter (Firestore or the memory fake) reads
// what a decision needs, calls one of these, and writes exactly what it answers.
import { REVIEW_OPEN } from '../contracts/reviews.js';
import { useAllowance, type AllowanceRead, type AllowanceUse } from './allowance-use.js';
import type { EarningLine } from './earnings.js';
import { conflict } from './errors.js';
import { newReview, type NewReview, type ReviewRecord } from './reviews.js';
import { reviewDeliveryDelta, type FiguresDelta } from './service-figures.js';

/**
 * A new request: 409 REVIEW_OPEN when the board has an unfinished review (the member waits for it, whatever their
 * allowance), then one of the member's 'reviews' (403 `allowance-used`), and the open review counted in that period.
 */
export function decideReviewRequest(
  id: string,
  request: NewReview,
  read: AllowanceRead & { boardHasUnfinished: boolean },
  now: Date,
): { review: ReviewRecord; allowance: AllowanceUse } {
  if (read.boardHasUnfinished) throw conflict(REVIEW_OPEN);
  const allowance = useAllowance(read, 'reviews', now);
  return { review: newReview(id, request, allowance.period.key, now), allowance };
}

/**
 * A change of a stored review: `change` (a rule of domain/reviews.ts) answers it changed or throws; with `earn`, the
 * designer's earning for it (a first delivery); and the operator's and the designer's counts a first delivery moves.
 */
export function decideReviewChange(
  before: ReviewRecord | null,
  change: (review: ReviewRecord | null) => ReviewRecord,
  earn?: (before: ReviewRecord | null, after: ReviewRecord) => EarningLine | null,
): { review: ReviewRecord; line: EarningLine | null; figures: FiguresDelta | null } {
  const review = change(before);
  return { review, line: earn?.(before, review) ?? null, figures: reviewDeliveryDelta(before, review) };
}
