import type { Board } from '@contracts/boards';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { uniqueSwatches } from '../../../lib/board-presentation';
import { boardPath, NO_IMAGE } from '../model/board-view';
import styles from './board-grid.module.css';

/** A board in a grid: its picture, a few swatches, its names, and 'See Board'. */
export function BoardCard({
  board,
  showVisibility = false,
  headingLevel: Heading = 'h3',
  actions,
  onFirstScreen = false,
}: {
  board: Board;
  showVisibility?: boolean;
  /** h3 under a section's h2; h2 right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
  /** Beside 'See Board' (e.g. the like button). */
  actions?: ReactNode;
  /** The grid's first card: its picture is the page's largest, fetched first (early-requests preloads it too). */
  onFirstScreen?: boolean;
}) {
  const name = board.generated_title || board.title || 'Untitled board';
  return (
    <li className={styles.card} data-testid="board-card" data-board-id={board.id}>
      <Link to={boardPath(board.id)} className={styles.media} tabIndex={-1} aria-hidden="true">
        {board.image_url ? (
          <img
            src={board.image_url}
            alt=""
            loading={onFirstScreen ? 'eager' : 'lazy'}
            fetchPriority={onFirstScreen ? 'high' : 'auto'}
            width={640}
            height={480}
          />
        ) : (
          <span className={styles.noImage}>{NO_IMAGE}</span>
        )}
      </Link>
      <div className={styles.body}>
        <ul className={styles.swatches} aria-hidden="true">
          {uniqueSwatches(board.hex_code)
            .slice(0, 6)
            .map((hex) => (
              <li key={hex} style={{ background: hex }} />
            ))}
        </ul>
        <Heading className={styles.name}>{name}</Heading>
        <p className={styles.meta}>
          {board.owner.name ? (
            <span>
              by{' '}
              {board.owner.id && !board.isOwner ? (
                <Link to={`/seeBoard/${encodeURIComponent(board.owner.id)}`}>{board.owner.name}</Link>
              ) : (
                board.owner.name
              )}
            </span>
          ) : null}
          <time dateTime={board.timestamp}>
            {new Date(board.timestamp).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}
          </time>
          {board.by_designer ? <span>Concept by {board.by_designer.name}</span> : null}
          {showVisibility && board.visibility === 'private' ? <span className={styles.private}>Private</span> : null}
        </p>
        <div className={styles.cardActions}>
          <ButtonLink to={boardPath(board.id)} variant="secondary" size="sm" aria-label={`See Board: ${name}`}>
            See Board
          </ButtonLink>
          {actions}
        </div>
      </div>
    </li>
  );
}
