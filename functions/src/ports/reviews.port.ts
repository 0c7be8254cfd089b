import type { ListCursor } from '../domain/page-cursor.js';
import type { EarningLine } from '../domain/earnings.js';
import type { NewReview, ReviewRecord } from '../domain/reviews.js';

interface ReviewsPage {
  reviews: ReviewRecord[];
  next: ListCursor | null;
}

/** `reviews/{id}`, with the member's review allowance counted in the transaction that makes a request. */
export interface ReviewsRepository {
  /**
   * In one transaction: 409 REVIEW_OPEN when the board has an unfinished review, the member's 'reviews' allowance
   * (403 `allowance-used`), and the new open request.
   */
  create(request: NewReview, now: Date): Promise<ReviewRecord>;
  get(id: string): Promise<ReviewRecord | null>;
  /**
   * In a transaction: `change` decides from the stored review (null: none) or throws, and its answer is written; with
   * `earn`, the designer's earning it answers for the change (a first delivery) is written in the same transaction.
   */
  update(
    id: string,
    change: (review: ReviewRecord | null) => ReviewRecord,
    earn?: (before: ReviewRecord | null, after: ReviewRecord) => EarningLine | null,
  ): Promise<ReviewRecord>;
  /** Open requests, oldest first (then by id). */
  queue(after: ListCursor | null, size: number): Promise<ReviewsPage>;
  /** A designer's claimed work, the soonest due first, then what they delivered, newest first; at most `size`. */
  byDesigner(designerUid: string, size: number): Promise<ReviewRecord[]>;
  /** The member's reviews of one board, newest first. */
  byBoard(boardId: string, memberUid: string): Promise<ReviewRecord[]>;
  /** The member's reviews of all their boards, the newest asked first; at most `size`. */
  byMember(memberUid: string, size: number): Promise<ReviewRecord[]>;
  /** Open requests asked before `askedBefore`, and claimed or revision-asked ones due before `dueBefore`; oldest first. */
  late(askedBefore: Date, dueBefore: Date, size: number): Promise<{ unclaimed: ReviewRecord[]; overdue: ReviewRecord[] }>;
}
