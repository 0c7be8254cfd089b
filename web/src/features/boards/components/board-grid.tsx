import type { Board } from '@contracts/boards';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Button, buttonClass } from '../../../components/ui/button';
import type { BoardPages } from '../hooks/use-board-pages';
import { BoardCard } from './board-card';
import styles from './board-grid.module.css';

/** Cards, the gallery's states, and Load More (gone once a page comes back short). */
export function BoardGrid({
  pages,
  empty,
  showVisibility = false,
  label,
  cardHeadingLevel,
  cardActions,
}: {
  pages: BoardPages;
  empty: ReactNode;
  showVisibility?: boolean;
  label: string;
  cardHeadingLevel?: 'h2' | 'h3';
  /** Extra controls on each card (e.g. the like button), composed in app/. */
  cardActions?: (board: Board) => ReactNode;
}) {
  const { boards, loading, error, hasMore, loadMore } = pages;
  return (
    <div className={styles.wrap}>
      {boards.length ? (
        <ul className={styles.grid} aria-label={label}>
          {boards.map((board, index) => (
            <BoardCard
              key={board.id}
              board={board}
              showVisibility={showVisibility}
              headingLevel={cardHeadingLevel}
              actions={cardActions?.(board)}
              onFirstScreen={index === 0}
            />
          ))}
        </ul>
      ) : null}
      {!boards.length && !loading && !error ? <EmptyState>{empty}</EmptyState> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {loading ? (
        <div role="status">
          <span className="visually-hidden">Loading boards…</span>
          <CardRowPlaceholder />
        </div>
      ) : null}
      {hasMore && !loading && !error ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={loadMore}>
            Load More
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * While boards load: one row of empty cards the size of the real ones (same picture box, lines and button), so the
 * cards replace it without moving what is below. Only the first row shows (however many columns the width gives).
 */
function CardRowPlaceholder() {
  return (
    <ul className={`${styles.grid} ${styles.placeholderRow}`} aria-hidden="true" data-testid="boards-loading">
      {[0, 1, 2, 3, 4].map((key) => (
        <li key={key} className={`${styles.card} ${styles.placeholder}`}>
          <span className={styles.media} />
          <span className={styles.body}>
            <span className={styles.swatches}>
              <span className={styles.swatch} />
            </span>
            <span className={styles.name}>&nbsp;</span>
            <span className={styles.meta}>&nbsp;</span>
            <span className={buttonClass({ variant: 'secondary', size: 'sm' }, styles.placeholderButton)}>See Board</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
