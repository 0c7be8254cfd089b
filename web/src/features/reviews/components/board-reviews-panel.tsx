import { QUESTION_MAX, UNFINISHED_REVIEW_STATUSES } from '@contracts/reviews';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAskReview } from '../api/ask-review';
import { useBoardReviews } from '../api/get-board-reviews';
import { ReviewView, statusText, type ReviewViewProps } from './review-view';
import styles from './reviews.module.css';

const COUNT = new Intl.NumberFormat('en-US');

function AskForm({ boardId }: { boardId: string }) {
  const [question, setQuestion] = useState('');
  const ask = useAskReview(boardId);
  const over = question.length > QUESTION_MAX;
  const used = ask.error instanceof ApiError && ask.error.code === 'allowance-used';
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        ask.mutate(question.trim(), { onSuccess: () => setQuestion('') });
      }}
    >
      <label className={styles.label} htmlFor={`question-${boardId}`}>
        Your question
      </label>
      <textarea
        id={`question-${boardId}`}
        className={styles.textarea}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        placeholder="What should the designer look at? The rug's size, the colours, the light…"
        aria-describedby={`question-count-${boardId}`}
      />
      <div className={styles.row}>
        <span id={`question-count-${boardId}`} className={[styles.counter, over ? styles.over : ''].join(' ')} aria-live="polite">
          {COUNT.format(question.length)} / {COUNT.format(QUESTION_MAX)}
        </span>
        <Button type="submit" disabled={!question.trim() || over || ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Ask a designer'}
        </Button>
      </div>
      {ask.error ? (
        <p className={styles.error} role="alert">
          {ask.error.message}
          {used ? (
            <>
              {' '}
              <Link to="/OurClients">See the plans</Link>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The owner's "Ask a designer" panel on a saved board: the question form (or where the open request stands), then
 * each delivered review. `editProducts` is the board's own product edit, composed in app/; so is `withAllowance`, which
 * says what the plan has left above the form, or shows the plans instead of it.
 */
export function BoardReviewsPanel({
  boardId,
  editProducts,
  withAllowance = (form) => form,
}: {
  boardId: string;
  editProducts: ReviewViewProps['editProducts'];
  withAllowance?: (form: ReactNode) => ReactNode;
}) {
  const reviews = useBoardReviews(boardId);
  const list = reviews.data?.reviews ?? [];
  const waiting = list.find((review) => UNFINISHED_REVIEW_STATUSES.includes(review.status));
  const answered = list.filter((review) => review.summary !== null);
  return (
    <section id="review" className={styles.panel} aria-labelledby={`reviews-${boardId}`}>
      <div className={styles.head}>
        <p className={styles.eyebrow}>Designer review</p>
        <h2 id={`reviews-${boardId}`} className={styles.title}>
          Ask a designer
        </h2>
        <p className={styles.lead}>
          A Roomboard designer looks at this board and answers with notes pinned on it, product swaps you can accept with one click, and a
          summary. Answers come within 48 hours of a designer taking your question.
        </p>
      </div>
      {reviews.isPending ? <p role="status">Loading your reviews…</p> : null}
      {waiting ? (
        <p className={styles.status} role="status">
          <strong>Your question is in.</strong> {statusText(waiting)}
        </p>
      ) : reviews.data ? (
        withAllowance(<AskForm boardId={boardId} />)
      ) : null}
      {answered.map((review) => (
        <ReviewView key={review.id} review={review} editProducts={editProducts} />
      ))}
    </section>
  );
}
