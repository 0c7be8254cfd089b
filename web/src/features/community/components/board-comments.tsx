import type { Comment } from '@contracts/community';
import { COMMENT_EMPTY, COMMENT_MAX_LENGTH, COMMENT_TOO_LONG } from '@contracts/community-rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { opensAuthDialog } from '../../../lib/auth-dialog';
import { notify } from '../../../lib/notify';
import { offerUserName } from '../../../lib/name-offer';
import { sessionTokenAtom } from '../../../lib/session';
import { commentsQueryOptions, useCommentActions } from '../api/comments';
import { ReportButton } from './report-button';
import styles from './community.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function CommentItem({ comment, onDelete, deleting }: { comment: Comment; onDelete: () => void; deleting: boolean }) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  return (
    <li className={styles.comment} data-testid="comment">
      <p className={styles.commentHead}>
        <strong>{comment.author.name}</strong>
        <time dateTime={comment.created_at}>{when(comment.created_at)}</time>
      </p>
      <p className={styles.commentText}>{comment.text}</p>
      {signedIn ? (
        <div className={styles.commentActions}>
          {comment.can_delete ? (
            <button type="button" className={styles.linkButton} onClick={onDelete} disabled={deleting}>
              Delete
            </button>
          ) : (
            <ReportButton kind="comment" id={comment.id} variant="link" />
          )}
        </div>
      ) : null}
    </li>
  );
}

/** Comments on a public board: newest first, paged; members write plain text of 1 to 1000 characters. */
export function BoardComments({ boardId }: { boardId: string }) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const query = useInfiniteQuery(commentsQueryOptions(boardId));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { add, remove } = useCommentActions(boardId, { onFailure: (failure) => setError(failure.message) });
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(COMMENT_EMPTY);
    if (trimmed.length > COMMENT_MAX_LENGTH) return setError(COMMENT_TOO_LONG);
    add.mutate(trimmed, {
      onSuccess: () => {
        setText('');
        setError(null);
        offerUserName();
      },
    });
  }

  return (
    <section className={styles.comments} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.commentsTitle}>
        Comments
      </h2>
      {signedIn ? (
        <form className={styles.commentForm} onSubmit={submit} noValidate>
          <TextAreaField
            label="Add a comment"
            value={text}
            rows={3}
            error={error ?? undefined}
            hint={`${text.trim().length}/${COMMENT_MAX_LENGTH}`}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit" size="sm" disabled={add.isPending}>
            {add.isPending ? 'Posting...' : 'Post comment'}
          </Button>
        </form>
      ) : (
        <p className={styles.muted}>
          <ButtonLink to="/login" variant="secondary" size="sm" onClick={opensAuthDialog('login')}>
            Login
          </ButtonLink>{' '}
          to join the conversation.
        </p>
      )}
      {query.error ? (
        <p className={styles.error} role="alert">
          Error: {query.error.message}
        </p>
      ) : null}
      {query.isPending ? <p role="status">Loading comments…</p> : null}
      {!query.isPending && !comments.length && !query.error ? (
        <p className={styles.muted}>No comments yet. Be the first to say something.</p>
      ) : null}
      {comments.length ? (
        <ul className={styles.commentList} aria-label="Comments, newest first">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              deleting={remove.isPending && remove.variables === comment.id}
              onDelete={() =>
                remove.mutate(comment.id, {
                  onSuccess: () => notify('Comment deleted.', 'success'),
                })
              }
            />
          ))}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <div>
          <Button variant="secondary" size="sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load More
          </Button>
        </div>
      ) : null}
    </section>
  );
}
