import type { Board } from '@contracts/boards';
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { LoadingHeadingWords } from '../../../components/ui/early-picture';
import { EmptyState } from '../../../components/ui/empty-state';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useBoard } from '../api/get-board';
import { BoardView, BoardViewLoading } from '../components/board-view';
import { boardHeading } from '../../../lib/board-presentation';
import { useDocumentTitle } from '../../../lib/document-title';
import { boardPath, NO_BOARD } from '../model/board-view';
import styles from './boards.module.css';

interface UserBoardRouteProps {
  /** The room designer under the board; composed in app/ (a feature does not import another). */
  renderDesigner?: (board: Board) => ReactNode;
  /** Beside the board's actions (like, follow, save a copy, report) and under the board (comments); composed in app/. */
  renderActions?: (board: Board) => ReactNode;
  renderAfter?: (board: Board) => ReactNode;
  /** The owner's tools under the board's picture (its history, 'Try in my room'); composed in app/. */
  renderPictureTools?: (board: Board) => ReactNode;
  /** More of the owner's controls beside share and export (editing the products), composed in app/. */
  renderOwnerTools?: (board: Board) => ReactNode;
}

/**
 * /UserBoard/:id: one saved board, loaded by its id so that the address can be reloaded and shared.
 * /UserBoard alone (the spec's navigation-state variant) moves to the board's own address when it was handed one.
 */
export function UserBoardRoute({ renderDesigner, renderPictureTools, renderOwnerTools, renderActions, renderAfter }: UserBoardRouteProps) {
  const { id } = useParams<{ id: string }>();
  const state = useLocation().state as { userBoard?: { id?: unknown } } | null;
  const handed = typeof state?.userBoard?.id === 'string' ? state.userBoard.id : null;
  const loaded = useBoard(id);
  // The board's page is built in the background once the board has arrived, React yielding to the browser as it goes
  // (no long task for a phone to wait through); its loading state, with the picture, stays on screen meanwhile.
  const board = useDeferredValue(loaded.state === 'ready' ? loaded.board : null);
  useDocumentTitle(board ? board.generated_title || boardHeading(board.function_name) : null);
  // After every hook: React needs the same hooks in the same order on each render, the redirect's render included.
  if (!id && handed) return <Navigate to={boardPath(handed)} replace />;
  const shown = loaded.state === 'ready' && !board ? 'loading' : loaded.state;

  return (
    <section className={styles.page} aria-labelledby="user-board-title">
      <Container className={styles.inner}>
        <header className={[styles.head, styles.boardHead].join(' ')}>
          <h1 id="user-board-title" className={styles.title}>
            {shown === 'loading' ? <LoadingHeadingWords /> : boardHeading(board?.function_name)}
          </h1>
          <p className={styles.subtitle}>Your World Of Inspiration</p>
        </header>
        {shown === 'loading' ? (
          <>
            <p className="visually-hidden" role="status">
              Loading the board…
            </p>
            <BoardViewLoading />
          </>
        ) : null}
        {shown === 'missing' ? (
          <EmptyState>
            <p>{NO_BOARD}</p>
            <ButtonLink to="/inspirations" variant="secondary">
              Browse Inspirations
            </ButtonLink>
          </EmptyState>
        ) : null}
        {loaded.state === 'error' ? (
          <p className={styles.error} role="alert">
            {loaded.message}
          </p>
        ) : null}
        {shown === 'ready' && board ? (
          <BoardView
            board={board}
            designer={renderDesigner?.(board)}
            pictureTools={board.isOwner ? renderPictureTools?.(board) : undefined}
            ownerTools={board.isOwner ? renderOwnerTools?.(board) : undefined}
            actions={renderActions?.(board)}
            after={renderAfter?.(board)}
          />
        ) : null}
      </Container>
    </section>
  );
}
