import type { Board } from '@contracts/boards';
import { Link } from 'react-router-dom';
import { FollowButton } from './follow-button';
import { LikeButton } from './like-button';
import { ReportButton } from './report-button';
import { SaveCopyButton } from './save-copy-button';
import styles from './community.module.css';

export const memberSpacePath = (uid: string) => `/seeBoard/${encodeURIComponent(uid)}`;

/** A board page's community actions: like, follow its owner, save a copy, report. Public boards only. */
export function BoardCommunityActions({ board }: { board: Board }) {
  const title = board.generated_title || board.title;
  const ownerId = board.owner.id;
  return (
    <div className={styles.actions}>
      {board.visibility === 'public' ? (
        <LikeButton
          boardId={board.id}
          title={title}
          initial={board.likes === undefined ? undefined : { likes: board.likes, liked: Boolean(board.liked) }}
        />
      ) : null}
      {ownerId && !board.isOwner ? <FollowButton uid={ownerId} name={board.owner.name} /> : null}
      {board.visibility === 'public' && !board.isOwner ? <SaveCopyButton boardId={board.id} /> : null}
      {board.visibility === 'public' && !board.isOwner ? <ReportButton kind="board" id={board.id} /> : null}
    </div>
  );
}

/** 'Saved from {owner}'s board' on a copy, linking the original. */
export function CopyCredit({ board }: { board: Board }) {
  if (!board.copied_from) return null;
  return (
    <p className={styles.credit}>
      Saved from <Link to={`/UserBoard/${encodeURIComponent(board.copied_from.id)}`}>a board</Link> by{' '}
      {board.copied_from.owner_id ? (
        <Link to={memberSpacePath(board.copied_from.owner_id)}>{board.copied_from.owner_name || 'a Roomboard member'}</Link>
      ) : (
        'a former Roomboard member'
      )}
    </p>
  );
}
