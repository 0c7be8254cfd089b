import { useLateReviews } from '../api/late-reviews';
import { DATE } from './review-view';
import styles from './reviews.module.css';

/** For admins: board reviews nobody claimed for a day, and claimed ones past their due time. */
export function LateReviewsSection() {
  const late = useLateReviews();
  if (!late.data) return null;
  const { unclaimed, overdue } = late.data;
  return (
    <section className={styles.section} style={{ marginTop: 'var(--space-9)' }} aria-labelledby="late-reviews-title">
      <div className={styles.head}>
        <h2 id="late-reviews-title" className={styles.title}>
          Late board reviews
        </h2>
        <p className={styles.lead}>Requests unclaimed for more than 24 hours, and claimed reviews past their due time.</p>
      </div>
      {!unclaimed.length && !overdue.length ? <p className={styles.status}>Every review is on time.</p> : null}
      <ul className={styles.list}>
        {unclaimed.map((item) => (
          <li key={item.id} className={styles.card} style={{ gridTemplateColumns: '1fr' }}>
            <h3>{item.boardTitle}</h3>
            <p className={styles.meta}>
              Unclaimed since {DATE.format(new Date(item.askedAt))} · {item.memberName}
            </p>
          </li>
        ))}
        {overdue.map((item) => (
          <li key={item.id} className={styles.card} style={{ gridTemplateColumns: '1fr' }}>
            <h3>{item.boardTitle}</h3>
            <p className={styles.meta}>
              {item.designerName ?? 'A designer'} · due {item.dueAt ? DATE.format(new Date(item.dueAt)) : '—'} · {item.memberName}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
