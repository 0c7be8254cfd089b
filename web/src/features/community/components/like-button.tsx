import type { LikeState } from '@contracts/community';
import { useAtomValue } from 'jotai';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { offerUserName } from '../../../lib/name-offer';
import { sessionTokenAtom } from '../../../lib/session';
import { useLike, useLikes } from '../api/like-board';
import styles from './community.module.css';

const likesText = (likes: number) => `${likes} ${likes === 1 ? 'like' : 'likes'}`;

/** The heart and the like count of a public board; pressed when the reader likes it. Signed out, it opens Login. */
export function LikeButton({ boardId, initial, title }: { boardId: string; initial?: LikeState; title: string }) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const { data } = useLikes(boardId, initial);
  const like = useLike(boardId);
  const state = data ?? { likes: 0, liked: false };
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={state.liked}
      aria-label={`${likesText(state.likes)}. Like ${title}`}
      data-testid="like-button"
      disabled={like.isPending}
      onClick={() => {
        if (!signedIn) return openAuthDialog('login');
        like.mutate(!state.liked, {
          onSuccess: offerUserName,
        });
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z" />
      </svg>
      <span data-testid="like-count">{state.likes}</span>
    </button>
  );
}
