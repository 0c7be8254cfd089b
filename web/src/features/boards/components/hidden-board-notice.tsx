import type { Board } from '@contracts/boards';
import { APPEAL_TEXT_MAX_LENGTH } from '@contracts/community-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useAppealBoard } from '../api/appeal-board';
import styles from './board-view.module.css';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * Over a hidden board, for its owner only: why the moderators hid it, and a way to ask for another look (once each
 * time it is hidden), which puts it back in their queue as an appeal.
 */
export function HiddenBoardNotice({ board }: { board: Board }) {
  const appeal = useAppealBoard(board.id);
  const [text, setText] = useState('');
  const moderation = board.moderation;
  if (!moderation) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    appeal.mutate(text, { onSuccess: (answer) => notify(answer.message, 'success') });
  }

  return (
    <section className={styles.notice} role="status" aria-labelledby="hidden-notice-title" data-testid="hidden-notice">
      <h2 id="hidden-notice-title" className={styles.noticeTitle}>
        Only you can see this board
      </h2>
      <p>
        Our moderators hid it from the community on {DAY.format(new Date(moderation.hidden_at))}. Reason:{' '}
        <strong>{moderation.label}</strong>.
      </p>
      {moderation.appealed_at ? (
        <p data-testid="appeal-sent">
          You asked for another look on {DAY.format(new Date(moderation.appealed_at))}. Our moderators will look at it again.
        </p>
      ) : (
        <form className={styles.noticeForm} onSubmit={submit}>
          <label htmlFor="appeal-text">Tell the moderators why it should come back (optional)</label>
          <textarea
            id="appeal-text"
            rows={3}
            maxLength={APPEAL_TEXT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={appeal.isPending}>
            {appeal.isPending ? 'Sending…' : 'Ask for another look'}
          </Button>
        </form>
      )}
    </section>
  );
}
