import type { Board } from '@contracts/boards';
import { lazy, Suspense } from 'react';
import { EditProductsPlaceholder } from '../../features/boards/components/edit-products-placeholder';
import { UserBoardRoute } from '../../features/boards/routes/user-board-route';
import { BoardComments } from '../../features/community/components/board-comments';
import { BoardCommunityActions, CopyCredit } from '../../features/community/components/board-community';
import { PictureToolsPlaceholder } from '../../features/room-photo/components/picture-bar';
import { useNearViewport } from '../../lib/use-near-viewport';

/** The owner's product editor with the catalogue's picker and the generation's progress: loaded for owners only. */
const BoardProductsEditor = lazy(() => import('./board-products-editor').then((m) => ({ default: m.BoardProductsEditor })));

/** The owner's picture tools and designer reviews: loaded for owners only. */
const BoardPictureTools = lazy(() => import('./board-owner-panels').then((m) => ({ default: m.BoardPictureTools })));
const BoardReviews = lazy(() => import('./board-owner-panels').then((m) => ({ default: m.BoardReviews })));

/** The designer with its room store, the 3D view's tab and (for editors) the live sync: loaded as the reader nears it. */
const LiveDesigner = lazy(() => import('./board-room').then((m) => ({ default: m.LiveDesigner })));
const ReadOnlyDesigner = lazy(() => import('./board-room').then((m) => ({ default: m.ReadOnlyDesigner })));

const loadingDesigner = <p role="status">Loading the room designer…</p>;

/**
 * The designer under a board: the board's products as items, laid out by its owner and co-editors together. It is
 * loaded and built when the reader nears it (below the board's picture, words and pieces), so the board shows first.
 */
function BoardDesigner({ board }: { board: Board }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? <LoadedDesigner board={board} /> : loadingDesigner}</div>;
}

/** The products change when the owner edits them: the designer starts again from the board's layout. */
const designerKey = (board: Board) => `${board.id}:${board.items.map((item) => item.id).join(',')}`;

function LoadedDesigner({ board }: { board: Board }) {
  return (
    <Suspense fallback={loadingDesigner}>
      {board.canEdit ? (
        <LiveDesigner key={designerKey(board)} board={board} />
      ) : (
        <ReadOnlyDesigner key={designerKey(board)} board={board} />
      )}
    </Suspense>
  );
}

/** /UserBoard/:id: the board, with the designer feature's room designer underneath. */
export function UserBoardPage() {
  return (
    <UserBoardRoute
      renderDesigner={(board) => <BoardDesigner board={board} />}
      renderActions={(board) => (
        <>
          <CopyCredit board={board} />
          <BoardCommunityActions board={board} />
        </>
      )}
      renderAfter={(board) => (
        <>
          {board.isOwner ? (
            <Suspense fallback={null}>
              <BoardReviews board={board} />
            </Suspense>
          ) : null}
          {board.visibility === 'public' ? <BoardComments boardId={board.id} /> : null}
        </>
      )}
      renderPictureTools={(board) => (
        <Suspense fallback={<PictureToolsPlaceholder />}>
          <BoardPictureTools board={board} />
        </Suspense>
      )}
      renderOwnerTools={(board) => (
        <Suspense fallback={<EditProductsPlaceholder />}>
          <BoardProductsEditor board={board} />
        </Suspense>
      )}
    />
  );
}
