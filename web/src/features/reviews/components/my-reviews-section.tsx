import type { Review } from '@contracts/reviews';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useMyReviews } from '../api/designer-reviews';
import { DeliveryEditor, type RenderSwapPicker } from './delivery-editor';
import { DATE } from './review-view';
import styles from './reviews.module.css';

const WORKING: Review['status'][] = ['claimed', 'revision-asked'];

function dueLine(review: Review): ReactNode {
  if (WORKING.includes(review.status) && review.dueAt) {
    const late = new Date(review.dueAt) < new Date();
    return (
      <span className={late ? styles.over : undefined}>{`${late ? 'Overdue since' : 'Due'} ${DATE.format(new Date(review.dueAt))}`}</span>
    );
  }
  return review.rating !== null ? `Rated ${review.rating} of 5` : review.status === 'revised' ? 'Revision delivered' : 'Delivered';
}

/**
 * The designer's claimed reviews with their due dates, and the delivery editor for the one open. `renderSwapPicker`
 * is the catalogue's product list, composed in app/.
 */
export function MyReviewsSection({
  renderSwapPicker,
  open,
  onOpen,
}: {
  renderSwapPicker: RenderSwapPicker;
  open?: string | null;
  onOpen?: (id: string | null) => void;
}) {
  const mine = useMyReviews();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = open !== undefined ? open : chosen;
  const choose = (id: string | null) => (onOpen ? onOpen(id) : setChosen(id));
  const reviews = mine.data?.reviews ?? [];
  return (
    <section className={styles.section} aria-labelledby="my-reviews-title">
      <div className={styles.head}>
        <p className={styles.eyebrow}>My work</p>
        <h2 id="my-reviews-title" className={styles.title}>
          My board reviews
        </h2>
      </div>
      {mine.isPending ? <p role="status">Loading your reviews…</p> : null}
      {mine.data && !reviews.length ? <p className={styles.status}>Claim a review from the queue to start.</p> : null}
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.card} aria-label={review.boardTitle}>
            {review.pictureUrl ? <img src={review.pictureUrl} alt="" loading="lazy" /> : <span />}
            <div className={styles.head}>
              <h3>{review.boardTitle}</h3>
              <p className={styles.meta}>
                {review.memberName} · {dueLine(review)}
              </p>
              <p>{review.reply ? `Revision asked: ${review.reply.text}` : review.question}</p>
            </div>
            {WORKING.includes(review.status) ? (
              <div className={styles.cardActions}>
                <Button
                  size="sm"
                  variant={current === review.id ? 'secondary' : 'primary'}
                  onClick={() => choose(current === review.id ? null : review.id)}
                >
                  {current === review.id ? 'Close' : review.status === 'revision-asked' ? 'Revise' : 'Write the review'}
                </Button>
              </div>
            ) : null}
            {current === review.id ? (
              <div className={styles.wide}>
                <DeliveryEditor id={review.id} renderSwapPicker={renderSwapPicker} onDelivered={() => choose(null)} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
