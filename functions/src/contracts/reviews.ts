import { z } from 'zod';
import { cursorParam } from './cursor-param.js';
import type { RoomLayout } from './designer.js';
import type { ProductKind, ProductMount } from './product-kinds.js';

/** A board review's life (docs/designer-services.md): open → claimed → delivered → (revision-asked → revised) → rated. */
export const REVIEW_STATUSES = ['open', 'claimed', 'delivered', 'revision-asked', 'revised', 'rated'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** While a review waits or a designer works on it, its board cannot be sent for another one. */
export const UNFINISHED_REVIEW_STATUSES: readonly ReviewStatus[] = ['open', 'claimed', 'revision-asked'];

export const QUESTION_MAX = 1000;
export const NOTE_MAX = 500;
const NOTES_MAX = 20;
const SWAPS_MAX = 10;
const REASON_MAX = 300;
export const SUMMARY_MAX = 5000;
const REPLY_MAX = 1000;
/** A claimed review is due this long after its claim (and after a revision is asked). */
export const REVIEW_DUE_MS = 48 * 3_600_000;
/** Admins see requests nobody has claimed for this long. */
export const UNCLAIMED_LATE_MS = 24 * 3_600_000;
const QUEUE_PAGE_SIZE = 20;
const QUEUE_MAX_PAGE_SIZE = 50;

const QUESTION_REQUIRED = 'Write your question for the designer.';
export const QUESTION_TOO_LONG = 'Keep your question to 1,000 characters.';
export const REVIEW_OPEN =
  'This board already has a review waiting for a designer or in progress. Wait for its answer before asking again.';
export const BOARD_NOT_SAVED = 'Only a saved board can be reviewed.';
/** A review from the free plan's allowance (Basic, or a paid plan not paid for the period) needs a verified address. */
export const FREE_REVIEW_EMAIL_UNVERIFIED =
  'Please verify your e-mail address before asking for a free review. Open the link we sent you, then try again.';
export const REVIEW_NOT_FOUND = 'This review does not exist.';
export const REVIEW_TAKEN = 'Another designer has already claimed this review.';
export const NOT_YOUR_REVIEW = 'Only the designer who claimed this review can deliver it.';
export const NOT_CLAIMED = 'This review is not waiting for a delivery.';
export const SWAP_FROM_MISSING = 'A swap replaces a product that is on the board.';
export const SWAP_TO_UNKNOWN = 'A swap brings a product from the catalogue.';
export const SWAP_SAME = 'A swap brings a different product.';
export const SWAP_TO_ON_BOARD = 'That product is already on the board.';
export const NO_SUCH_SWAP = 'This review has no such swap.';
export const SWAP_NOT_APPLIED = "Change the board's products first: the swap is recorded once the board has the new product.";
export const NOT_DELIVERED = 'This review has not been delivered yet.';
export const REPLY_USED = 'You have already asked for your revision round.';
const REPLY_REQUIRED = 'Write what you would like the designer to revise.';
export const RATED_ALREADY = 'You have already rated this review.';
export const RATE_AFTER_REVISION = 'Rate the review once the designer has answered your revision request.';
const RATING_INVALID = 'Give 1 to 5 stars.';

/** POST /api/boards/:id/reviews */
export const ReviewRequest = z.strictObject({
  question: z.string({ error: QUESTION_REQUIRED }).trim().min(1, QUESTION_REQUIRED).max(QUESTION_MAX, QUESTION_TOO_LONG),
});
export type ReviewRequest = z.infer<typeof ReviewRequest>;

const Fraction = z.number({ error: 'Pin a note inside the picture or plan.' }).min(0).max(1);

/** A note pinned to a point of the board's picture or of its plan, in fractions of its width and height. */
export const ReviewNote = z.strictObject({
  target: z.enum(['picture', 'plan'], { error: "Pin a note on the 'picture' or the 'plan'." }),
  x: Fraction,
  y: Fraction,
  text: z
    .string({ error: 'Write each note.' })
    .trim()
    .min(1, 'Write each note.')
    .max(NOTE_MAX, `Keep each note to ${NOTE_MAX} characters.`),
});
export type ReviewNote = z.infer<typeof ReviewNote>;

/** A swap replaces `fromProductId` with `toProductId`; without `fromProductId` it suggests adding the product. */
export const ProductSwap = z.strictObject({
  fromProductId: z.string().min(1, SWAP_FROM_MISSING).max(200).optional(),
  toProductId: z.string().min(1, SWAP_TO_UNKNOWN).max(200),
  reason: z
    .string({ error: 'Give a reason for each swap.' })
    .trim()
    .min(1, 'Give a reason for each swap.')
    .max(REASON_MAX, `Keep each reason to ${REASON_MAX} characters.`),
});
export type ProductSwap = z.infer<typeof ProductSwap>;

/** The board's products once the member takes the suggestion: the swap's product in place of the old one, or added. */
export function productsAfterSwap(productIds: readonly string[], swap: Pick<ProductSwap, 'fromProductId' | 'toProductId'>): string[] {
  if (productIds.includes(swap.toProductId)) return [...productIds];
  if (!swap.fromProductId) return [...productIds, swap.toProductId];
  return productIds.map((id) => (id === swap.fromProductId ? swap.toProductId : id));
}

/** Whether the board's products show the suggestion taken: the new product on it, the replaced one gone. */
export const swapApplied = (productIds: readonly string[], swap: Pick<ProductSwap, 'fromProductId' | 'toProductId'>): boolean =>
  productIds.includes(swap.toProductId) && !(swap.fromProductId && productIds.includes(swap.fromProductId));

/** POST /api/reviews/:id/deliver */
export const ReviewDelivery = z.strictObject({
  notes: z.array(ReviewNote).max(NOTES_MAX, `Pin at most ${NOTES_MAX} notes.`),
  swaps: z.array(ProductSwap).max(SWAPS_MAX, `Suggest at most ${SWAPS_MAX} swaps.`),
  summary: z
    .string({ error: 'Write a summary.' })
    .trim()
    .min(1, 'Write a summary.')
    .max(SUMMARY_MAX, `Keep the summary to ${SUMMARY_MAX.toLocaleString('en-US')} characters.`),
});
export type ReviewDelivery = z.infer<typeof ReviewDelivery>;

/** POST /api/reviews/:id/reply */
export const ReviewReply = z.strictObject({
  text: z.string({ error: REPLY_REQUIRED }).trim().min(1, REPLY_REQUIRED).max(REPLY_MAX, `Keep your reply to 1,000 characters.`),
});

/** POST /api/reviews/:id/rating */
export const ReviewRating = z.strictObject({
  stars: z.number({ error: RATING_INVALID }).int(RATING_INVALID).min(1, RATING_INVALID).max(5, RATING_INVALID),
});

export const QueueQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(QUEUE_MAX_PAGE_SIZE).default(QUEUE_PAGE_SIZE),
  cursor: cursorParam,
});
export type QueueQuery = z.infer<typeof QueueQuery>;

/** A product as a swap card shows it. */
export interface SwapProduct {
  id: string;
  title: string;
  price: number;
  image: string | null;
}

export interface ReviewSwapView extends ProductSwap {
  /** Null for a suggestion to add `to` (no `fromProductId`). */
  from: SwapProduct | null;
  to: SwapProduct | null;
  accepted: boolean;
}

/** GET /api/designer/queue: one waiting request. */
export interface QueueItem {
  id: string;
  boardId: string;
  boardTitle: string;
  pictureUrl: string | null;
  question: string;
  askedAt: string;
  memberName: string;
}

export interface QueuePage {
  items: QueueItem[];
  next: string | null;
}

/** A product of the reviewed board, as the swaps and the plan show it. */
export interface ReviewBoardItem extends SwapProduct {
  width: number;
  length: number;
  kind: ProductKind;
  mount: ProductMount;
  colour?: string;
}

/** One delivery of a review as both sides read it. */
export interface ReviewDeliveryView {
  revision: boolean;
  deliveredAt: string | null;
  notes: ReviewNote[];
  swaps: ReviewSwapView[];
  summary: string;
}

/** One review as its member and its designer read it. */
export interface Review extends QueueItem {
  status: ReviewStatus;
  designerUid: string | null;
  designerName: string | null;
  claimedAt: string | null;
  dueAt: string | null;
  deliveredAt: string | null;
  /** The board's products now (for the designer's swaps and the member's cards) and its layout, for pins on the plan. */
  board: {
    /** The room the board was made for (the catalogue's products for it come first in the swap picker). */
    functionName: string;
    /** Each product with its footprint in cm, its kind, mount and colour: the plan draws it as the room designer does. */
    items: ReviewBoardItem[];
    /** Null while the board was never laid out: the plan shows the automatic arrangement. */
    layout: RoomLayout | null;
  } | null;
  /** The current delivery's (the revision's once revised): the same as `deliveries[0]`. */
  notes: ReviewNote[];
  swaps: ReviewSwapView[];
  summary: string | null;
  /** Every delivery, the newest first: the revision on top, the original below it, each with its accepted swaps. */
  deliveries: ReviewDeliveryView[];
  /** For the designer while a revision is asked: the first delivery, which the revision's editor starts from. */
  revisionStart: ReviewDelivery | null;
  reply: { text: string; at: string } | null;
  rating: number | null;
  /** Whether the caller is the member who asked (else the designer). */
  isMember: boolean;
}

export interface ReviewList {
  reviews: Review[];
}

/** GET /api/admin/reviews: requests nobody claimed for 24 hours and claimed ones past their due time. */
export interface LateReviews {
  unclaimed: QueueItem[];
  overdue: Array<QueueItem & { designerName: string | null; dueAt: string | null }>;
}
