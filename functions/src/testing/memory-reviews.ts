// In-memory reviews with the Firestore adapter's rules: one unfinished review per board and the review allowance,
// counted with the request (memory-allowances.ts).
import { REVIEW_OPEN, UNFINISHED_REVIEW_STATUSES } from '../contracts/reviews.js';
import { conflict } from '../domain/errors.js';
import { isOverdue, newReview, type ReviewRecord } from '../domain/reviews.js';
import type { ReviewsRepository } from '../ports/reviews.port.js';
import { memoryAllowances } from './memory-allowances.js';
import { memoryEarnings } from './memory-earnings.js';

const copy = <T>(value: T): T => structuredClone(value);
const oldestFirst = (a: ReviewRecord, b: ReviewRecord) => a.askedAt.getTime() - b.askedAt.getTime() || a.id.localeCompare(b.id);

export function memoryReviews(
  allowances = memoryAllowances(),
  earnings = memoryEarnings(),
): ReviewsRepository & {
  byId: Map<string, ReviewRecord>;
  allowances: ReturnType<typeof memoryAllowances>;
  earnings: ReturnType<typeof memoryEarnings>;
} {
  const byId = new Map<string, ReviewRecord>();
  let next = 0;
  return {
    byId,
    allowances,
    earnings,
    async create(request, now) {
      const unfinished = [...byId.values()].some(
        (review) => review.boardId === request.boardId && UNFINISHED_REVIEW_STATUSES.includes(review.status),
      );
      if (unfinished) throw conflict(REVIEW_OPEN);
      const period = allowances.use(request.memberUid, 'reviews', now);
      const review = newReview(`review-${++next}`, request, period.key, now);
      byId.set(review.id, copy(review));
      return copy(review);
    },
    async get(id) {
      const review = byId.get(id);
      return review ? copy(review) : null;
    },
    async update(id, change, earn) {
      const stored = byId.get(id);
      const changed = change(stored ? copy(stored) : null);
      const line = earn?.(stored ? copy(stored) : null, copy(changed)) ?? null;
      byId.set(id, copy(changed));
      earnings.write(line);
      return copy(changed);
    },
    async queue(after, size) {
      const open = [...byId.values()].filter((review) => review.status === 'open').sort(oldestFirst);
      const from = after
        ? open.findIndex((review) => oldestFirst(review, { askedAt: new Date(after.ms), id: after.id } as ReviewRecord) > 0)
        : 0;
      const shown = from < 0 ? [] : open.slice(from, from + size);
      const last = shown.at(-1);
      return {
        reviews: shown.map(copy),
        next: from >= 0 && open.length > from + size && last ? { ms: last.askedAt.getTime(), id: last.id } : null,
      };
    },
    async byDesigner(designerUid, size) {
      const mine = [...byId.values()].filter((review) => review.designerUid === designerUid);
      const due = (review: ReviewRecord) => review.dueAt?.getTime() ?? Number.POSITIVE_INFINITY;
      return mine
        .sort((a, b) => due(a) - due(b) || (b.deliveredAt?.getTime() ?? 0) - (a.deliveredAt?.getTime() ?? 0))
        .slice(0, size)
        .map(copy);
    },
    async byBoard(boardId, memberUid) {
      return [...byId.values()]
        .filter((review) => review.boardId === boardId && review.memberUid === memberUid)
        .sort((a, b) => -oldestFirst(a, b))
        .map(copy);
    },
    async byMember(memberUid, size) {
      return [...byId.values()]
        .filter((review) => review.memberUid === memberUid)
        .sort((a, b) => -oldestFirst(a, b))
        .slice(0, size)
        .map(copy);
    },
    async late(askedBefore, dueBefore, size) {
      const all = [...byId.values()].sort(oldestFirst);
      return {
        unclaimed: all
          .filter((review) => review.status === 'open' && review.askedAt < askedBefore)
          .slice(0, size)
          .map(copy),
        overdue: all
          .filter((review) => isOverdue(review, dueBefore))
          .slice(0, size)
          .map(copy),
      };
    },
  };
}
