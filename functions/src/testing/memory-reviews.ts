// In-memory reviews: a map read and written around the same domain decide functions as the Firestore adapter's
// transactions (domain/review-writes.ts), the review allowance counted in memory-allowances.ts. The contract suite
// (testing/contracts/reviews.contract.ts) holds both to the same behaviour.
import { UNFINISHED_REVIEW_STATUSES } from '../contracts/reviews.js';
import { decideReviewChange, decideReviewRequest } from '../domain/review-writes.js';
import { isOverdue, type ReviewRecord } from '../domain/reviews.js';
import type { FiguresDelta } from '../domain/service-figures.js';
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
  /** The operator's counts written with requests and first deliveries (the Firestore adapter's sharded counters). */
  figures: FiguresDelta[];
} {
  const byId = new Map<string, ReviewRecord>();
  const figures: FiguresDelta[] = [];
  let next = 0;
  return {
    byId,
    allowances,
    earnings,
    figures,
    async create(request, now) {
      const boardHasUnfinished = [...byId.values()].some(
        (review) => review.boardId === request.boardId && UNFINISHED_REVIEW_STATUSES.includes(review.status),
      );
      const read = { ...allowances.read(request.memberUid, now), boardHasUnfinished };
      const { review, allowance } = decideReviewRequest(`review-${next + 1}`, copy(request), read, now);
      next += 1;
      allowances.store(request.memberUid, allowance.period.key, allowance.counts);
      figures.push(allowance.figures);
      byId.set(review.id, copy(review));
      return copy(review);
    },
    async get(id) {
      const review = byId.get(id);
      return review ? copy(review) : null;
    },
    async update(id, change, earn) {
      const stored = byId.get(id);
      const decision = decideReviewChange(stored ? copy(stored) : null, change, earn);
      byId.set(id, copy(decision.review));
      earnings.write(decision.line);
      if (decision.figures) figures.push(decision.figures);
      return copy(decision.review);
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
