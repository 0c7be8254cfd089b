import { describe, expect, it } from 'vitest';
import type { Membership } from '../contracts/membership.js';
import { REVIEW_OPEN, REVIEW_TAKEN } from '../contracts/reviews.js';
import type { EarningLine } from './earnings.js';
import { decideReviewChange, decideReviewRequest } from './review-writes.js';
import { claim, deliver, newReview, type NewReview } from './reviews.js';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const request: NewReview = { boardId: 'board1', memberUid: 'gwen', memberName: 'Gwen', boardTitle: 'Reading corner', question: 'Lamps?' };
const gold: Membership = {
  tier: 'gold',
  title: 'Gold',
  since: '2026-03-01T00:00:00Z',
  amountCents: 0,
  currency: 'usd',
  checkoutSessionId: null,
};
const delivery = { notes: [], swaps: [], summary: 'Warmer light.' };

describe('decideReviewRequest', () => {
  it('opens the review counted in the period, with the operator count', () => {
    const decision = decideReviewRequest('r1', request, { membership: gold, used: null, boardHasUnfinished: false }, NOW);
    expect(decision.review).toEqual(newReview('r1', request, 'gold-2026-03-01', NOW));
    expect(decision.allowance.counts).toEqual({ reviews: 1, consultations: 0, projects: 0 });
    expect(decision.allowance.figures).toEqual({ month: '2026-03', allowancesUsed: { reviews: 1 } });
  });

  it('answers 409 REVIEW_OPEN for a board with an unfinished review, before the allowance', () => {
    const used = { reviews: 1, consultations: 0, projects: 0 };
    expect(() => decideReviewRequest('r2', request, { membership: null, used, boardHasUnfinished: true }, NOW)).toThrow(
      expect.objectContaining({ status: 409, message: REVIEW_OPEN }),
    );
  });

  it('answers 403 allowance-used when the period has none left', () => {
    const used = { reviews: 1, consultations: 0, projects: 0 };
    const decide = () => decideReviewRequest('r2', request, { membership: null, used, boardHasUnfinished: false }, NOW);
    expect(decide).toThrow(expect.objectContaining({ status: 403, code: 'allowance-used' }));
  });
});

describe('decideReviewChange', () => {
  const open = newReview('r1', request, 'gold-2026-03-01', NOW);
  const claimed = claim(open, { uid: 'dana', name: 'Dana' }, new Date('2026-03-02T11:00:00.000Z'));

  it('answers the rule’s change, no line without `earn`, and no count but for a first delivery', () => {
    expect(decideReviewChange(open, (review) => claim(review, { uid: 'dana', name: 'Dana' }, NOW))).toEqual({
      review: claim(open, { uid: 'dana', name: 'Dana' }, NOW),
      line: null,
      figures: null,
    });
    expect(() => decideReviewChange(claimed, (review) => claim(review, { uid: 'ada', name: 'Ada' }, NOW))).toThrow(REVIEW_TAKEN);
  });

  it('a first delivery answers its earning line and counts once, on time', () => {
    const at = new Date('2026-03-03T09:00:00.000Z');
    const line = { id: 'review_r1' } as EarningLine;
    const decision = decideReviewChange(
      claimed,
      (review) => deliver(review, 'dana', delivery, at),
      () => line,
    );
    expect(decision.review.status).toBe('delivered');
    expect(decision.line).toBe(line);
    expect(decision.figures).toEqual({
      month: '2026-03',
      reviewsDelivered: 1,
      reviewsOnTime: 1,
      designer: { uid: 'dana', reviewsDelivered: 1, reviewsOnTime: 1 },
    });
  });
});
