import type { Board } from '@contracts/boards';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Button } from '../../../components/ui/button';
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
        <p className={styles.loading} role="status">
          Loading boards…
        </p>
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
