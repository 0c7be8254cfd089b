import { Timestamp, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { UNFINISHED_REVIEW_STATUSES, type ReviewDelivery, type ReviewStatus } from '../../contracts/reviews.js';
import { decideReviewChange, decideReviewRequest } from '../../domain/review-writes.js';
import type { ReviewRecord } from '../../domain/reviews.js';
import type { ReviewsRepository } from '../../ports/reviews.port.js';
import { readAllowanceIn, writeAllowanceIn } from './allowances.firestore.js';
import { earningWriteIn } from './earnings.firestore.js';
import { countIn } from './service-figures.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const REVIEWS = 'reviews';

const dateOf = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null);

function reviewFrom(id: string, data: DocumentData): ReviewRecord {
  const reply = data.reply as { text?: unknown; at?: unknown } | null | undefined;
  return {
    id,
    boardId: String(data.boardId),
    memberUid: String(data.memberUid),
    memberName: String(data.memberName ?? ''),
    boardTitle: String(data.boardTitle ?? ''),
    question: String(data.question ?? ''),
    status: data.status as ReviewStatus,
    askedAt: dateOf(data.askedAt) ?? new Date(0),
    periodKey: String(data.periodKey ?? ''),
    designerUid: typeof data.designerUid === 'string' ? data.designerUid : null,
    designerName: typeof data.designerName === 'string' ? data.designerName : null,
    claimedAt: dateOf(data.claimedAt),
    dueAt: dateOf(data.dueAt),
    deliveredAt: dateOf(data.deliveredAt),
    delivery: (data.delivery as ReviewDelivery | null | undefined) ?? null,
    firstDelivery: (data.firstDelivery as ReviewDelivery | null | undefined) ?? null,
    firstDeliveredAt: dateOf(data.firstDeliveredAt),
    firstAcceptedSwaps: Array.isArray(data.firstAcceptedSwaps) ? data.firstAcceptedSwaps.map(Number) : [],
    acceptedSwaps: Array.isArray(data.acceptedSwaps) ? data.acceptedSwaps.map(Number) : [],
    reply: reply ? { text: String(reply.text ?? ''), at: dateOf(reply.at) ?? new Date(0) } : null,
    rating: typeof data.rating === 'number' ? data.rating : null,
    ratedAt: dateOf(data.ratedAt),
  };
}

const toData = ({ id: _id, ...review }: ReviewRecord): DocumentData => review;

export function firestoreReviews(db: Firestore): ReviewsRepository {
  const reviews = db.collection(REVIEWS);
  const read = async (query: Query) => (await query.get()).docs.map((doc) => reviewFrom(doc.id, doc.data()));
  return {
    async create(request, now) {
      const ref = reviews.doc();
      return runTransaction(db, async (tx) => {
        // Every request of a member writes their period's counts, so two at once are serialised there.
        const [unfinished, allowance] = await Promise.all([
          tx.get(
            reviews
              .where('boardId', '==', request.boardId)
              .where('status', 'in', [...UNFINISHED_REVIEW_STATUSES])
              .limit(1),
          ),
          readAllowanceIn(tx, db, request.memberUid, now),
        ]);
        const decision = decideReviewRequest(ref.id, request, { ...allowance, boardHasUnfinished: !unfinished.empty }, now);
        writeAllowanceIn(tx, db, request.memberUid, decision.allowance);
        tx.create(ref, toData(decision.review));
        return decision.review;
      });
    },
    async get(id) {
      const snapshot = await reviews.doc(id).get();
      return snapshot.exists ? reviewFrom(id, snapshot.data()!) : null;
    },
    async update(id, change, earn) {
      const ref = reviews.doc(id);
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        const decision = decideReviewChange(snapshot.exists ? reviewFrom(id, snapshot.data()!) : null, change, earn);
        const writeEarning = await earningWriteIn(tx, db, decision.line);
        tx.set(ref, toData(decision.review));
        writeEarning();
        // A first delivery counts in the operator's figures and the designer's scorecard, with the delivery itself.
        countIn(tx, db, decision.figures);
        return decision.review;
      });
    },
    async queue(after, size) {
      let query = reviews.where('status', '==', 'open').orderBy('askedAt').orderBy('__name__');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.ms), after.id);
      const shown = await read(query.limit(size + 1));
      const page = shown.slice(0, size);
      const last = page.at(-1);
      return { reviews: page, next: shown.length > size && last ? { ms: last.askedAt.getTime(), id: last.id } : null };
    },
    async byDesigner(designerUid, size) {
      const [working, done] = await Promise.all([
        read(
          reviews.where('designerUid', '==', designerUid).where('status', 'in', ['claimed', 'revision-asked']).orderBy('dueAt').limit(size),
        ),
        read(
          reviews
            .where('designerUid', '==', designerUid)
            .where('status', 'in', ['delivered', 'revised', 'rated'])
            .orderBy('deliveredAt', 'desc')
            .limit(size),
        ),
      ]);
      return [...working, ...done].slice(0, size);
    },
    async byBoard(boardId, memberUid) {
      return read(reviews.where('boardId', '==', boardId).where('memberUid', '==', memberUid).orderBy('askedAt', 'desc').limit(20));
    },
    async byMember(memberUid, size) {
      return read(reviews.where('memberUid', '==', memberUid).orderBy('askedAt', 'desc').limit(size));
    },
    async late(askedBefore, dueBefore, size) {
      const [unclaimed, overdue] = await Promise.all([
        read(reviews.where('status', '==', 'open').where('askedAt', '<', askedBefore).orderBy('askedAt').limit(size)),
        read(reviews.where('status', 'in', ['claimed', 'revision-asked']).where('dueAt', '<', dueBefore).orderBy('dueAt').limit(size)),
      ]);
      return { unclaimed, overdue };
    },
  };
}
