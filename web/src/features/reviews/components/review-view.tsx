import { productsAfterSwap, type Review, type ReviewDeliveryView, type ReviewSwapView, type SwapProduct } from '@contracts/reviews';
import { Fragment, lazy, Suspense, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { acceptSwap, rateReview, replyToReview, useReviewAction } from '../api/review-actions';
import { PinnedPicture, PinnedPlan } from './pinned-figure';
import styles from './reviews.module.css';

const MarkdownText = lazy(() => import('../../../components/ui/markdown-text'));

export const DATE = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

const STATUS_TEXT: Record<Review['status'], string> = {
  open: 'Waiting for a designer to take it.',
  claimed: 'A designer is working on it.',
  delivered: 'Delivered.',
  'revision-asked': 'Your revision request is with the designer.',
  revised: 'Revised.',
  rated: 'Rated.',
};

export function statusText(review: Review): string {
  if (review.status === 'claimed' && review.dueAt)
    return `${review.designerName ?? 'A designer'} is working on it, due ${DATE.format(new Date(review.dueAt))}.`;
  return STATUS_TEXT[review.status];
}

function ReviewNotes({ review }: { review: Pick<Review, 'notes'> }) {
  if (!review.notes.length) return null;
  return (
    <ol className={styles.notes} aria-label="Notes">
      {review.notes.map((note, index) => (
        <li key={index} className={styles.note}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <p>{note.text}</p>
            <span className={styles.where}>{note.target === 'plan' ? 'On the plan' : 'On the picture'}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

function ProductFace({ product, fallback }: { product: SwapProduct | null; fallback: string }) {
  return (
    <span className={styles.product}>
      {product?.image ? <img src={product.image} alt="" /> : null}
      <span>{product?.title ?? fallback}</span>
    </span>
  );
}

/** One suggested swap: from → to, the reason, and for the member the Accept button. */
function SwapCard({ swap, onAccept, busy }: { swap: ReviewSwapView; onAccept?: () => void; busy: boolean }) {
  const adding = !swap.fromProductId;
  return (
    <li
      className={styles.swap}
      aria-label={
        adding
          ? `Add ${swap.to?.title ?? swap.toProductId}`
          : `Swap ${swap.from?.title ?? swap.fromProductId} for ${swap.to?.title ?? swap.toProductId}`
      }
    >
      <div className={styles.pair}>
        {adding ? (
          <span className={styles.arrow}>Add</span>
        ) : (
          <>
            <ProductFace product={swap.from} fallback="A product" />
            <span className={styles.arrow} aria-label="for">
              →
            </span>
          </>
        )}
        <ProductFace product={swap.to} fallback="A catalogue product" />
      </div>
      <p className={styles.reason}>{swap.reason}</p>
      {swap.accepted ? (
        <span className={styles.accepted}>Accepted: the board has it now.</span>
      ) : onAccept ? (
        <div>
          <Button size="sm" onClick={onAccept} disabled={busy}>
            {busy ? 'Changing the board…' : adding ? 'Add it to my board' : 'Accept this swap'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Reply({ review }: { review: Review }) {
  const [text, setText] = useState('');
  const reply = useReviewAction((words: string) => replyToReview(review.id, words));
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(text);
      }}
    >
      <label className={styles.label} htmlFor={`reply-${review.id}`}>
        Ask for one revision
      </label>
      <textarea
        id={`reply-${review.id}`}
        className={styles.textarea}
        value={text}
        maxLength={1000}
        onChange={(e) => setText(e.target.value)}
      />
      {reply.error ? (
        <p className={styles.error} role="alert">
          {reply.error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="secondary" disabled={!text.trim() || reply.isPending}>
          Send my reply
        </Button>
      </div>
    </form>
  );
}

function Rating({ review }: { review: Review }) {
  const rate = useReviewAction((stars: number) => rateReview(review.id, stars));
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`rate-${review.id}`}>
        Rate this review
      </span>
      <div className={styles.stars} role="group" aria-labelledby={`rate-${review.id}`}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <button
            key={stars}
            type="button"
            className={styles.star}
            aria-label={`${stars} of 5`}
            disabled={rate.isPending}
            onClick={() => rate.mutate(stars)}
          >
            ★
          </button>
        ))}
      </div>
      {rate.error ? (
        <p className={styles.error} role="alert">
          {rate.error.message}
        </p>
      ) : null}
    </div>
  );
}

export interface ReviewViewProps {
  review: Review;
  /** The member's accept: changes the board's products (through the board's edit), then records the swap. */
  editProducts?: (productIds: string[]) => Promise<unknown>;
}

/** One delivery: its summary, pins and notes, and swaps (the member accepts those of the newest). */
function Delivery({
  review,
  delivery,
  heading,
  accept,
  earlier = false,
}: {
  review: Review;
  delivery: ReviewDeliveryView;
  heading: string | null;
  /** Below a newer delivery (the first review under its revision). */
  earlier?: boolean;
  accept: ReturnType<typeof useAccept> | null;
}) {
  const board = review.board;
  const onPlan = delivery.notes.some((note) => note.target === 'plan');
  return (
    <section className={[styles.section, earlier ? styles.earlier : ''].join(' ')} aria-label={heading ?? 'The review'}>
      {heading ? (
        <h4 className={styles.eyebrow}>
          {heading}
          {delivery.deliveredAt ? ` · ${DATE.format(new Date(delivery.deliveredAt))}` : ''}
        </h4>
      ) : null}
      <div className={styles.summary} data-testid="review-summary">
        <Suspense fallback={<p>{delivery.summary}</p>}>
          <MarkdownText>{delivery.summary}</MarkdownText>
        </Suspense>
      </div>
      {delivery.notes.length ? (
        <div className={[styles.figures, board && onPlan ? styles.two : ''].join(' ')}>
          <PinnedPicture url={review.pictureUrl} title={review.boardTitle} notes={delivery.notes} />
          {board && onPlan ? <PinnedPlan items={board.items} layout={board.layout} notes={delivery.notes} /> : null}
        </div>
      ) : null}
      <ReviewNotes review={delivery} />
      {delivery.swaps.length ? (
        <section className={styles.section} aria-label="Product swaps">
          <h4 className={styles.subhead}>Suggested swaps</h4>
          <ul className={styles.swaps}>
            {delivery.swaps.map((swap, index) => (
              <SwapCard
                key={index}
                swap={swap}
                busy={Boolean(accept?.isPending && accept.variables === index)}
                onAccept={accept ? () => accept.mutate(index) : undefined}
              />
            ))}
          </ul>
          {accept?.error ? (
            <p className={styles.error} role="alert">
              {accept.error.message}
            </p>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

function Asked({ text }: { text: string }) {
  return (
    <p className={styles.question}>
      <strong>Revision asked:</strong> {text}
    </p>
  );
}

/** The member's accept of the newest delivery's swap: the board's products change first, then it is recorded. */
function useAccept(review: Review, editProducts?: (productIds: string[]) => Promise<unknown>) {
  return useReviewAction(async (index: number) => {
    const swap = review.swaps[index]!;
    const current = review.board?.items.map((item) => item.id) ?? [];
    if (editProducts && !current.includes(swap.toProductId)) await editProducts(productsAfterSwap(current, swap));
    return acceptSwap(review.id, index);
  });
}

/**
 * A delivered review as its member (or designer) reads it: every delivery, the revision on top and the original below
 * it, each with its summary, pins and notes and swaps; then the reply and the rating.
 */
export function ReviewView({ review, editProducts }: ReviewViewProps) {
  const accept = useAccept(review, editProducts);
  const member = review.isMember;
  const deliveries = review.deliveries ?? [];
  const revised = deliveries.length > 1;
  return (
    <article className={styles.review} aria-label={`Review by ${review.designerName ?? 'a designer'}`}>
      <div className={styles.head}>
        <p className={styles.eyebrow}>{review.status === 'revised' ? 'Revised review' : 'Designer review'}</p>
        <h3 className={styles.subhead}>{review.designerName ?? 'Your designer'} reviewed your board</h3>
        <p className={styles.question}>{review.question}</p>
        <ButtonLink to={`/messages/review/${encodeURIComponent(review.id)}`} variant="secondary" size="sm">
          {member ? 'Message your designer' : 'Message the member'}
        </ButtonLink>
      </div>
      {deliveries.map((delivery, index) => (
        <Fragment key={index}>
          <Delivery
            review={review}
            delivery={delivery}
            heading={revised ? (delivery.revision ? 'Revision' : 'First review') : null}
            accept={member && index === 0 ? accept : null}
            earlier={index > 0}
          />
          {/* The revision answers the member's request: it sits between the revision and the first review. */}
          {delivery.revision && review.reply ? <Asked text={review.reply.text} /> : null}
        </Fragment>
      ))}
      {review.reply && !revised ? <Asked text={review.reply.text} /> : null}
      {member && review.status === 'delivered' && !review.reply ? <Reply review={review} /> : null}
      {member && (review.status === 'delivered' || review.status === 'revised') && review.rating === null ? (
        <Rating review={review} />
      ) : null}
      {review.rating !== null ? (
        <p aria-label={`Rated ${review.rating} of 5`}>
          <span className={styles.starOn}>{'★'.repeat(review.rating)}</span>
          <span className={styles.star}>{'★'.repeat(5 - review.rating)}</span>
        </p>
      ) : null}
    </article>
  );
}
