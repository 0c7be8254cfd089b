import { boardName } from '../contracts/board-name.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import {
  BOARD_NOT_SAVED,
  FREE_REVIEW_EMAIL_UNVERIFIED,
  SWAP_FROM_MISSING,
  SWAP_NOT_APPLIED,
  SWAP_SAME,
  SWAP_TO_ON_BOARD,
  SWAP_TO_UNKNOWN,
  UNCLAIMED_LATE_MS,
  swapApplied,
  type LateReviews,
  type QueueItem,
  type QueuePage,
  type QueueQuery,
  type Review,
  type ReviewDelivery,
  type ReviewDeliveryView,
  type ReviewList,
  type ReviewRequest,
  type SwapProduct,
} from '../contracts/reviews.js';
import { DESIGNER_SUSPENDED } from '../contracts/designer-roles.js';
import type { DesignerRates } from '../contracts/membership-tiers.js';
import { usesFreeAllowance } from '../domain/allowances.js';
import { reviewEarning } from '../domain/earnings.js';
import { currentPictureUrl, pictureIdOf } from '../domain/board-pictures.js';
import { blobUrl } from '../domain/blob-keys.js';
import { type BoardProduct, type BoardRecord } from '../domain/boards.js';
import { isBoardId, ownBoard } from '../domain/board-access.js';
import { planPieceOf } from '../domain/board-view.js';
import { opensReviewPicture, reviewPictureUrl } from '../domain/engagement-pictures.js';
import { decodeListCursor, encodeListCursor } from '../domain/page-cursor.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../domain/errors.js';
import {
  acceptSwap,
  askRevision,
  claim,
  deliver,
  deliveriesOf,
  memberOf,
  rate,
  readableBy,
  revisionStart,
  swapOf,
  type ReviewRecord,
} from '../domain/reviews.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { Drafts } from '../ports/drafts.port.js';
import type { Memberships } from '../ports/memberships.port.js';
import type { Notifications } from '../ports/notifications.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import type { ReviewsRepository } from '../ports/reviews.port.js';
import { reviewLogs } from './reviews.logs.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { tellParties } from './steps/service-events.js';
import { nowOf } from './steps/clock.js';

export interface ReviewsDeps {
  reviews: ReviewsRepository;
  boards: BoardsRepository;
  products: ProductsRepository;
  designers: DesignersRepository;
  notifications: Notifications;
  mail: SendMailDeps;
  /** The asker's plan: a review from the free plan's allowance needs a verified e-mail address. */
  memberships: Pick<Memberships, 'get'>;
  /** The designer's draft of a delivery, dropped once it is delivered. */
  drafts?: Pick<Drafts, 'delete'>;
  /** What the designer earns for a first delivery (the table's, unless the operator set others). */
  rates?: DesignerRates;
  now?: () => Date;
}

/** Who asks for a review: the session's uid and address, and whether the address is verified (asked only when it matters). */
interface ReviewAsker {
  uid: string;
  email: string | null;
  emailVerified(): Promise<boolean>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const DESIGNER = 'A Roomboard designer';
const WORK_LIST_SIZE = 50;
const LATE_LIST_SIZE = 100;

function queueItem(review: ReviewRecord, pictureUrl: string | null): QueueItem {
  return {
    id: review.id,
    boardId: review.boardId,
    boardTitle: review.boardTitle,
    pictureUrl,
    question: review.question,
    askedAt: review.askedAt.toISOString(),
    memberName: review.memberName,
  };
}

const swapProduct = (product: { id: string; title: string; price: number; image: string | null }): SwapProduct => product;

const boardProduct = (item: BoardProduct): SwapProduct =>
  swapProduct({ id: item.productId, title: item.title, price: item.price, image: item.cutoutPath ? blobUrl(item.cutoutPath) : null });

/** Boards that can be shown (they exist and are not hidden). */
const shown = (board: BoardRecord | null | undefined): BoardRecord | null => (board && !board.hidden ? board : null);

/**
 * The board's current picture as `uid` sees it on the review: the member with their own key; a designer through the
 * review (its picture route and a key made for them and the review's stage, never a key of the board's), while the
 * review shows them its picture (docs/designer-services.md).
 */
function pictureFor(review: ReviewRecord, board: BoardRecord | null, uid: string): string | null {
  if (!board?.imagePath) return null;
  if (review.memberUid === uid) return currentPictureUrl(board, board.imageKey);
  return reviewPictureUrl(review, board.imageKey, uid, pictureIdOf(board.imagePath));
}

/**
 * The review as `uid` reads it. With the board, its current title and picture; in full (`detail`), the board's items
 * and layout, and the swaps naming their products, from the board and the catalogue (the list views read less).
 */
async function toReview(deps: ReviewsDeps, review: ReviewRecord, uid: string, board: BoardRecord | null, detail = true): Promise<Review> {
  const isMember = review.memberUid === uid;
  const deliveries = deliveriesOf(review);
  const swaps = deliveries.flatMap((one) => one.delivery.swaps);
  const catalogue =
    detail && board && swaps.length
      ? await deps.products.getMany([
          ...new Set(swaps.flatMap((swap) => (swap.fromProductId ? [swap.fromProductId] : []).concat(swap.toProductId))),
        ])
      : [];
  const fromCatalogue = new Map(
    catalogue.map((product) => [
      product.id,
      swapProduct({
        id: product.id,
        title: product.title,
        price: product.price,
        image: blobUrl(product.cutout.status === 'done' && product.cutoutPath ? product.cutoutPath : product.imagePath),
      }),
    ]),
  );
  const onBoard = new Map((board?.items ?? []).map((item) => [item.productId, boardProduct(item)]));
  const live = shown(board);
  const views: ReviewDeliveryView[] = deliveries.map((one) => ({
    revision: one.revision,
    deliveredAt: iso(one.deliveredAt),
    notes: one.delivery.notes,
    swaps: one.delivery.swaps.map((swap, index) => ({
      ...swap,
      from: swap.fromProductId ? (onBoard.get(swap.fromProductId) ?? fromCatalogue.get(swap.fromProductId) ?? null) : null,
      to: fromCatalogue.get(swap.toProductId) ?? onBoard.get(swap.toProductId) ?? null,
      accepted: one.acceptedSwaps.includes(index),
    })),
    summary: one.delivery.summary,
  }));
  return {
    ...queueItem(review, pictureFor(review, live, uid)),
    ...(live && { boardTitle: boardName(live) }),
    status: review.status,
    designerUid: review.designerUid,
    designerName: review.designerName,
    claimedAt: iso(review.claimedAt),
    dueAt: iso(review.dueAt),
    deliveredAt: iso(review.deliveredAt),
    board:
      live && detail
        ? {
            functionName: live.functionName,
            items: live.items.map((item) => ({ ...boardProduct(item), ...planPieceOf(item) })),
            layout: live.layout,
          }
        : null,
    notes: views[0]?.notes ?? [],
    swaps: views[0]?.swaps ?? [],
    summary: views[0]?.summary ?? null,
    deliveries: views,
    revisionStart: isMember ? null : revisionStart(review),
    reply: review.reply ? { text: review.reply.text, at: review.reply.at.toISOString() } : null,
    rating: review.rating,
    isMember,
  };
}

const withBoard = async (deps: ReviewsDeps, review: ReviewRecord, uid: string) =>
  toReview(deps, review, uid, await deps.boards.get(review.boardId));

/** The boards the reviews name, read once each. */
async function boardsOf(deps: Pick<ReviewsDeps, 'boards'>, reviews: ReviewRecord[]): Promise<Map<string, BoardRecord | null>> {
  const ids = [...new Set(reviews.map((review) => review.boardId))];
  const boards = await Promise.all(ids.map((id) => (isBoardId(id) ? deps.boards.get(id) : null)));
  return new Map(ids.map((id, index) => [id, boards[index] ?? null]));
}

/**
 * POST /api/boards/:id/reviews: the owner of a saved board asks a designer, within the plan's review allowance; one
 * from the free plan's allowance only with a verified e-mail address (403 `email-unverified`).
 */
export async function askForReview(deps: ReviewsDeps, asker: ReviewAsker, boardId: string, request: ReviewRequest): Promise<Review> {
  const { uid } = asker;
  const board = ownBoard(await deps.boards.get(boardId), uid);
  if (!board.imagePath) throw badRequest(BOARD_NOT_SAVED);
  // A free review costs a designer's time: not for an address nobody has confirmed.
  if (usesFreeAllowance(await deps.memberships.get(uid), nowOf(deps)) && !(await asker.emailVerified())) {
    throw new AppError('email-unverified', FREE_REVIEW_EMAIL_UNVERIFIED, 403, asker.email ? { email: asker.email } : {});
  }
  const review = await deps.reviews.create(
    {
      boardId,
      memberUid: uid,
      memberName: board.ownerName,
      boardTitle: boardName(board),
      question: request.question,
    },
    nowOf(deps),
  );
  reviewLogs.asked(uid, boardId, review.id);
  await tellParties(deps, 'review.asked', review);
  return toReview(deps, review, uid, board);
}

/**
 * GET /api/designer/queue: open requests, oldest first, a page at a time, each with what a designer needs to decide:
 * the question and the board's current picture, through the review's picture route with a key made for the caller.
 */
export async function designerQueue(
  deps: Pick<ReviewsDeps, 'reviews' | 'boards'>,
  designerUid: string,
  query: QueueQuery,
): Promise<QueuePage> {
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(BAD_CURSOR);
  const page = await deps.reviews.queue(after, query.page_size);
  const boards = await boardsOf(deps, page.reviews);
  return {
    items: page.reviews.map((review) => queueItem(review, pictureFor(review, shown(boards.get(review.boardId)), designerUid))),
    next: page.next ? encodeListCursor(page.next) : null,
  };
}

/** GET /api/designer/reviews: the designer's claimed work (soonest due first), then what they delivered. */
export async function designerWork(deps: ReviewsDeps, designerUid: string): Promise<ReviewList> {
  const reviews = await deps.reviews.byDesigner(designerUid, WORK_LIST_SIZE);
  const boards = await boardsOf(deps, reviews);
  return {
    reviews: await Promise.all(reviews.map((review) => toReview(deps, review, designerUid, boards.get(review.boardId) ?? null, false))),
  };
}

/** POST /api/reviews/:id/claim: in a transaction, so of two designers at once one claims it and the other gets 409. */
export async function claimReview(deps: ReviewsDeps, designerUid: string, id: string): Promise<Review> {
  const now = nowOf(deps);
  // A suspended designer keeps the work they have and claims nothing new.
  if (await deps.designers.isSuspended(designerUid)) throw forbidden(DESIGNER_SUSPENDED);
  const name = (await deps.designers.get(designerUid))?.name || DESIGNER;
  const claimed = await deps.reviews.update(id, (review) => claim(review, { uid: designerUid, name }, now));
  reviewLogs.claimed(designerUid, id);
  await tellParties(deps, 'review.claimed', claimed);
  return withBoard(deps, claimed, designerUid);
}

/** The delivery's swaps replace products on the board (or add them) with others from the catalogue that are not on it. */
async function checkSwaps(deps: ReviewsDeps, board: BoardRecord | null, delivery: ReviewDelivery): Promise<void> {
  if (!delivery.swaps.length) return;
  const onBoard = new Set((board?.items ?? []).map((item) => item.productId));
  const known = new Set((await deps.products.getMany(delivery.swaps.map((swap) => swap.toProductId))).map((product) => product.id));
  for (const swap of delivery.swaps) {
    if (swap.fromProductId !== undefined && !onBoard.has(swap.fromProductId)) throw badRequest(SWAP_FROM_MISSING);
    if (swap.fromProductId === swap.toProductId) throw badRequest(SWAP_SAME);
    if (!known.has(swap.toProductId)) throw badRequest(SWAP_TO_UNKNOWN);
    if (onBoard.has(swap.toProductId)) throw badRequest(SWAP_TO_ON_BOARD);
  }
}

/** POST /api/reviews/:id/deliver: the claiming designer's notes, swaps and summary (or the revision's). */
export async function deliverReview(deps: ReviewsDeps, designerUid: string, id: string, delivery: ReviewDelivery): Promise<Review> {
  const now = nowOf(deps);
  const stored = await deps.reviews.get(id);
  // Status and claimer first (403/409 before 400), then the swaps against the board as it is now.
  deliver(stored, designerUid, delivery, now);
  const board = await deps.boards.get(stored!.boardId);
  await checkSwaps(deps, board, delivery);
  // The first delivery earns the review's rate in the same transaction; a revision earns nothing more.
  const done = await deps.reviews.update(
    id,
    (review) => deliver(review, designerUid, delivery, now),
    (before, after) => reviewEarning(before, after, now, deps.rates),
  );
  reviewLogs.delivered(designerUid, id, done.status);
  // The delivery holds what the draft held; a draft left behind would only offer it again.
  await deps.drafts?.delete(designerUid, 'review', id).catch((error: unknown) => reviewLogs.draftNotCleared(designerUid, id, error));
  await tellParties(deps, done.status === 'revised' ? 'review.revised' : 'review.delivered', done);
  return toReview(deps, done, designerUid, board);
}

/** GET /api/reviews/:id: for its member and its designer (with the designer claim); 404 to everyone else. */
export async function getReview(deps: ReviewsDeps, viewer: { uid: string; designer?: boolean }, id: string): Promise<Review> {
  return withBoard(deps, readableBy(await deps.reviews.get(id), viewer), viewer.uid);
}

/**
 * GET /api/reviews/:id/picture?designer=&key=: the board's current picture, for the designer the key was made for,
 * while the review shows it to them (in the queue, or claimed by them and not closed) and their role holds; 404 else.
 */
export async function reviewPicture(
  deps: Pick<ReviewsDeps, 'reviews' | 'boards'> & { designers: Pick<DesignersRepository, 'isRevoked'>; blobs: Pick<BlobStore, 'get'> },
  id: string,
  designerUid: string | null,
  key: string | null,
): Promise<StoredBlob> {
  // An id the store would refuse (isBoardId's rule is the store's) names no review.
  const review = designerUid && key && isBoardId(id) ? await deps.reviews.get(id) : null;
  const board = review && isBoardId(review.boardId) ? shown(await deps.boards.get(review.boardId)) : null;
  const opens = board?.imagePath && opensReviewPicture(review!, board.imageKey, designerUid!, key);
  const blob = opens && !(await deps.designers.isRevoked(designerUid!)) ? await deps.blobs.get(board.imagePath!) : null;
  if (!blob) throw notFound();
  return blob;
}

/** GET /api/boards/:id/reviews: the owner's reviews of the board, newest first. */
export async function boardReviews(deps: ReviewsDeps, uid: string, boardId: string): Promise<ReviewList> {
  const board = ownBoard(await deps.boards.get(boardId), uid);
  const reviews = await deps.reviews.byBoard(boardId, uid);
  return { reviews: await Promise.all(reviews.map((review) => toReview(deps, review, uid, board))) };
}

/** GET /api/reviews: the member's reviews of all their boards, the newest asked first (their design services page). */
export async function memberReviews(deps: ReviewsDeps, uid: string): Promise<ReviewList> {
  const reviews = await deps.reviews.byMember(uid, WORK_LIST_SIZE);
  const boards = await boardsOf(deps, reviews);
  // Only a board they still own lends its picture and title (the owner's key is in the picture's URL).
  const own = (boardId: string) => {
    const board = boards.get(boardId);
    return board?.ownerUid === uid ? board : null;
  };
  return { reviews: await Promise.all(reviews.map((review) => toReview(deps, review, uid, own(review.boardId), false))) };
}

/**
 * POST /api/reviews/:id/swaps/:index/accept: records that the member took the swap. The board's products change
 * through the one edit there is (PUT /api/boards/:id/products, which makes the board again on `generate`); this
 * records it once the board has the new product and not the old one, so a swap is never marked taken without it.
 */
export async function acceptReviewSwap(deps: ReviewsDeps, uid: string, id: string, index: number): Promise<Review> {
  const { review, swap } = swapOf(await deps.reviews.get(id), uid, index);
  const board = ownBoard(await deps.boards.get(review.boardId), uid);
  if (
    !swapApplied(
      board.items.map((item) => item.productId),
      swap,
    )
  )
    throw conflict(SWAP_NOT_APPLIED);
  const accepted = await deps.reviews.update(id, (stored) => acceptSwap(stored, uid, index));
  reviewLogs.swapAccepted(uid, id, index);
  await tellParties(deps, 'review.swap-accepted', accepted);
  return toReview(deps, accepted, uid, board);
}

/** POST /api/reviews/:id/reply: the member's one revision round. */
export async function replyToReview(deps: ReviewsDeps, uid: string, id: string, text: string): Promise<Review> {
  const now = nowOf(deps);
  const asked = await deps.reviews.update(id, (review) => askRevision(review, uid, text, now));
  await tellParties(deps, 'review.revision-asked', asked);
  return withBoard(deps, asked, uid);
}

/** POST /api/reviews/:id/rating: 1 to 5 stars once, added to the designer's average. */
export async function rateReview(deps: ReviewsDeps, uid: string, id: string, stars: number): Promise<Review> {
  const now = nowOf(deps);
  memberOf(await deps.reviews.get(id), uid);
  const rated = await deps.reviews.update(id, (review) => rate(review, uid, stars, now));
  if (rated.designerUid) await deps.designers.addRating(rated.designerUid, stars);
  await tellParties(deps, 'review.rated', rated);
  return withBoard(deps, rated, uid);
}

/** GET /api/admin/reviews: requests unclaimed for 24 hours and claimed work past its due time, oldest first. */
export async function lateReviews(deps: Pick<ReviewsDeps, 'reviews' | 'now'>): Promise<LateReviews> {
  const now = nowOf(deps);
  const late = await deps.reviews.late(new Date(now.getTime() - UNCLAIMED_LATE_MS), now, LATE_LIST_SIZE);
  // Admins see the board's title and who is late, not the member's picture.
  return {
    unclaimed: late.unclaimed.map((review) => queueItem(review, null)),
    overdue: late.overdue.map((review) => ({ ...queueItem(review, null), designerName: review.designerName, dueAt: iso(review.dueAt) })),
  };
}
