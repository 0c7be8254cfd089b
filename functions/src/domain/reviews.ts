import {
  NO_SUCH_SWAP,
  NOT_CLAIMED,
  NOT_DELIVERED,
  NOT_YOUR_REVIEW,
  RATE_AFTER_REVISION,
  RATED_ALREADY,
  REPLY_USED,
  REVIEW_DUE_MS,
  REVIEW_NOT_FOUND,
  REVIEW_TAKEN,
  type ReviewDelivery,
  type ReviewStatus,
} from '../contracts/reviews.js';
import { OWN_WORK } from '../contracts/designers.js';
import { conflict, forbidden, notFound } from './errors.js';

/** `reviews/{id}`: a board review request, its claim, delivery, reply and rating (docs/designer-services.md). */
export interface ReviewRecord {
  id: string;
  boardId: string;
  memberUid: string;
  memberName: string;
  /** The board's title when asked, for the designers' queue. */
  boardTitle: string;
  question: string;
  status: ReviewStatus;
  askedAt: Date;
  /** The allowance period the request was counted in. */
  periodKey: string;
  designerUid: string | null;
  designerName: string | null;
  claimedAt: Date | null;
  dueAt: Date | null;
  deliveredAt: Date | null;
  delivery: ReviewDelivery | null;
  /** The first delivery: kept, with its moment and the swaps accepted from it, when the revision is delivered on top. */
  firstDelivery: ReviewDelivery | null;
  firstDeliveredAt: Date | null;
  firstAcceptedSwaps: number[];
  /** Indexes into `delivery.swaps` the member accepted. */
  acceptedSwaps: number[];
  reply: { text: string; at: Date } | null;
  rating: number | null;
  ratedAt: Date | null;
}

export type NewReview = Pick<ReviewRecord, 'boardId' | 'memberUid' | 'memberName' | 'boardTitle' | 'question'>;

export function newReview(id: string, request: NewReview, periodKey: string, now: Date): ReviewRecord {
  return {
    id,
    ...request,
    status: 'open',
    askedAt: now,
    periodKey,
    designerUid: null,
    designerName: null,
    claimedAt: null,
    dueAt: null,
    deliveredAt: null,
    delivery: null,
    firstDelivery: null,
    firstDeliveredAt: null,
    firstAcceptedSwaps: [],
    acceptedSwaps: [],
    reply: null,
    rating: null,
    ratedAt: null,
  };
}

const reviewNotFound = () => notFound(REVIEW_NOT_FOUND);

/**
 * The member who asked, or the designer who claimed it while their session holds the designer claim (a designer whose
 * role was revoked is no side any more), may read a review; everyone else gets 404.
 */
export function readableBy(review: ReviewRecord | null, viewer: { uid: string; designer?: boolean }): ReviewRecord {
  const side = review && (review.memberUid === viewer.uid || (viewer.designer === true && review.designerUid === viewer.uid));
  if (!side) throw reviewNotFound();
  return review;
}

/** Only the member who asked acts as the member; the designer who claimed it gets 403, anyone else 404. */
export function memberOf(review: ReviewRecord | null, uid: string): ReviewRecord {
  const readable = readableBy(review, { uid, designer: true });
  if (readable.memberUid !== uid) throw forbidden();
  return readable;
}

/**
 * A designer claims an open review: due 48 hours later. One the member had asked to revise when its designer left
 * (their role revoked) is claimed as that revision, so the next delivery is the revised one.
 */
export function claim(review: ReviewRecord | null, designer: { uid: string; name: string }, now: Date): ReviewRecord {
  if (!review) throw reviewNotFound();
  if (review.memberUid === designer.uid) throw forbidden(OWN_WORK.claimReview);
  if (review.status !== 'open') throw conflict(REVIEW_TAKEN);
  return {
    ...review,
    status: review.reply ? 'revision-asked' : 'claimed',
    designerUid: designer.uid,
    designerName: designer.name,
    claimedAt: now,
    dueAt: new Date(now.getTime() + REVIEW_DUE_MS),
  };
}

/**
 * The claiming designer delivers (claimed → delivered) or delivers the revision (revision-asked → revised). A revision
 * adds to the review: the first delivery stays, with its moment and the swaps the member accepted from it.
 */
export function deliver(review: ReviewRecord | null, designerUid: string, delivery: ReviewDelivery, now: Date): ReviewRecord {
  if (!review) throw reviewNotFound();
  if (review.designerUid !== designerUid) throw forbidden(NOT_YOUR_REVIEW);
  if (review.status !== 'claimed' && review.status !== 'revision-asked') throw conflict(NOT_CLAIMED);
  const revising = review.status === 'revision-asked';
  return {
    ...review,
    status: revising ? 'revised' : 'delivered',
    delivery,
    firstDelivery: revising ? review.firstDelivery : delivery,
    firstDeliveredAt: revising ? (review.firstDeliveredAt ?? review.deliveredAt) : now,
    firstAcceptedSwaps: revising ? review.acceptedSwaps : [],
    acceptedSwaps: [],
    deliveredAt: now,
    dueAt: null,
  };
}

/** One delivery as both sides read it, with the swaps accepted from it. */
interface DeliveryRecord {
  revision: boolean;
  delivery: ReviewDelivery;
  deliveredAt: Date | null;
  acceptedSwaps: number[];
}

/** Every delivery of the review, the newest (the revision) first, the original below it. */
export function deliveriesOf(review: ReviewRecord): DeliveryRecord[] {
  if (!review.delivery) return [];
  const current: DeliveryRecord = {
    // A reply asks the one revision; once revised (or then rated) the current delivery is that revision.
    revision: review.reply !== null && (review.status === 'revised' || review.status === 'rated'),
    delivery: review.delivery,
    deliveredAt: review.deliveredAt,
    acceptedSwaps: review.acceptedSwaps,
  };
  if (!current.revision || !review.firstDelivery) return [current];
  return [
    current,
    { revision: false, delivery: review.firstDelivery, deliveredAt: review.firstDeliveredAt, acceptedSwaps: review.firstAcceptedSwaps },
  ];
}

/**
 * The revision's editor starts from the designer's first delivery, so a revision adds to it rather than starting over;
 * the swaps the member took are done (the board has them) and are not suggested again.
 */
export function revisionStart(review: ReviewRecord): ReviewDelivery | null {
  const first = review.status === 'revision-asked' ? (review.firstDelivery ?? review.delivery) : null;
  if (!first) return null;
  return { ...first, swaps: first.swaps.filter((_, index) => !review.acceptedSwaps.includes(index)) };
}

const delivered = (review: ReviewRecord) => review.status === 'delivered' || review.status === 'revised';

/** The member's one revision round: once, on the first delivery; due 48 hours later. */
export function askRevision(review: ReviewRecord | null, memberUid: string, text: string, now: Date): ReviewRecord {
  const mine = memberOf(review, memberUid);
  if (mine.reply) throw conflict(REPLY_USED);
  if (mine.status !== 'delivered') throw conflict(mine.status === 'rated' ? RATED_ALREADY : NOT_DELIVERED);
  return { ...mine, status: 'revision-asked', reply: { text, at: now }, dueAt: new Date(now.getTime() + REVIEW_DUE_MS) };
}

/** 1 to 5 stars, once, on a delivered (or revised) review. */
export function rate(review: ReviewRecord | null, memberUid: string, stars: number, now: Date): ReviewRecord {
  const mine = memberOf(review, memberUid);
  if (mine.designerUid === memberUid) throw forbidden(OWN_WORK.rate);
  if (mine.rating !== null) throw conflict(RATED_ALREADY);
  if (mine.status === 'revision-asked') throw conflict(RATE_AFTER_REVISION);
  if (!delivered(mine)) throw conflict(NOT_DELIVERED);
  return { ...mine, status: 'rated', rating: stars, ratedAt: now };
}

/** The swap at `index` of the review's delivery, for its member. */
export function swapOf(review: ReviewRecord | null, memberUid: string, index: number) {
  const mine = memberOf(review, memberUid);
  const swap = Number.isInteger(index) && index >= 0 ? mine.delivery?.swaps[index] : undefined;
  if (!swap) throw notFound(NO_SUCH_SWAP);
  return { review: mine, swap };
}

/** Records the swap at `index` as accepted (once; accepting again changes nothing). */
export function acceptSwap(review: ReviewRecord | null, memberUid: string, index: number): ReviewRecord {
  const { review: mine } = swapOf(review, memberUid, index);
  if (mine.acceptedSwaps.includes(index)) return mine;
  return { ...mine, acceptedSwaps: [...mine.acceptedSwaps, index].sort((a, b) => a - b) };
}

/** Late for admins: unclaimed for 24 hours, or claimed (or asked to revise) and past its due time. */
export function isOverdue(review: ReviewRecord, now: Date): boolean {
  return (review.status === 'claimed' || review.status === 'revision-asked') && review.dueAt !== null && review.dueAt < now;
}
