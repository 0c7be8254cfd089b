import { Button } from '../../../components/ui/button';
import { useReviewQueue } from '../api/designer-reviews';
import { claimReview, useReviewAction } from '../api/review-actions';
import { DATE } from './review-view';
import styles from './reviews.module.css';

/** The designer workspace's queue: open board reviews, oldest first, each with its Claim button. */
export function ReviewQueueSection({ onClaimed }: { onClaimed?: (id: string) => void }) {
  const queue = useReviewQueue();
  const claim = useReviewAction((id: string) => claimReview(id));
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className={styles.section} aria-labelledby="review-queue-title">
      <div className={styles.head}>
        <p className={styles.eyebrow}>Queue</p>
        <h2 id="review-queue-title" className={styles.title}>
          Board reviews waiting
        </h2>
        <p className={styles.lead}>The oldest first. Claim one to make it yours: it is due 48 hours later.</p>
      </div>
      {queue.isPending ? <p role="status">Loading the queue…</p> : null}
      {queue.data && !items.length ? <p className={styles.status}>No board is waiting for a review.</p> : null}
      {claim.error ? (
        <p className={styles.error} role="alert">
          {claim.error.message}
        </p>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.card} aria-label={item.boardTitle}>
            {item.pictureUrl ? <img src={item.pictureUrl} alt="" loading="lazy" /> : <span />}
            <div className={styles.head}>
              <h3>{item.boardTitle}</h3>
              <p className={styles.meta}>
                {item.memberName} · asked {DATE.format(new Date(item.askedAt))}
              </p>
              <p>{item.question}</p>
            </div>
            <div className={styles.cardActions}>
              <Button
                size="sm"
                disabled={claim.isPending}
                onClick={() => claim.mutate(item.id, { onSuccess: (review) => onClaimed?.(review.id) })}
              >
                Claim
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {queue.hasNextPage ? (
        <div>
          <Button variant="secondary" onClick={() => void queue.fetchNextPage()} disabled={queue.isFetchingNextPage}>
            Show older requests
          </Button>
        </div>
      ) : null}
    </section>
  );
}
