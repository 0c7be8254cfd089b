import type { Board } from '@contracts/boards';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '../../features/boards/api/board-keys';
import { editBoardProducts } from '../../features/boards/api/edit-board-products';
import { BoardSaveScreen, NOTHING_TO_SAVE } from '../../features/boards/components/board-save-screen';
import { UserBoardRoute } from '../../features/boards/routes/user-board-route';
import { BoardComments } from '../../features/community/components/board-comments';
import { BoardCommunityActions, CopyCredit } from '../../features/community/components/board-community';
import { useGeneration } from '../../features/generation/api/get-generation';
import { pictureKeys } from '../../features/room-photo/api/picture-keys';
import { BoardPictureTools as RoomPhotoTools } from '../../features/room-photo/components/board-picture-tools';
import { AllowanceGate } from '../../features/membership/components/allowance-gate';
import { BoardReviewsPanel } from '../../features/reviews/components/board-reviews-panel';
import { useNearViewport } from '../../lib/use-near-viewport';

/** The owner's product editor with the catalogue's picker and the generation's progress: loaded for owners only. */
const BoardProductsEditor = lazy(() => import('./board-products-editor').then((m) => ({ default: m.BoardProductsEditor })));

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

/** The owner's picture tools under the board's picture; a new current picture shows on the board at once. */
function BoardPictureTools({ board }: { board: Board }) {
  const client = useQueryClient();
  const onPicture = (imageUrl: string | null) =>
    client.setQueryData<Board>(boardKeys.detail(board.id), (shown) => (shown ? { ...shown, image_url: imageUrl } : shown));
  const cutouts = board.items.flatMap((item) => (item.cutout ? [{ productId: item.id, title: item.title, url: item.cutout }] : []));
  return <RoomPhotoTools boardId={board.id} cutouts={cutouts} onPicture={onPicture} />;
}

/**
 * The owner's designer reviews. Accepting a swap edits the board's products through the board's own edit (made again
 * on `generate`, picture included, keeping its title, description and room); the board shown and its picture history
 * take the answer. The question form says
 * what the plan has left (the membership feature), or shows the plans instead.
 */
function BoardReviews({ board }: { board: Board }) {
  const client = useQueryClient();
  const editProducts = async (productIds: string[]) => {
    const edited = await editBoardProducts(board.id, productIds, crypto.randomUUID(), true);
    client.setQueryData(boardKeys.detail(edited.id), edited);
    await Promise.all([
      client.invalidateQueries({ queryKey: boardKeys.lists }),
      client.invalidateQueries({ queryKey: pictureKeys.list(edited.id) }),
    ]);
  };
  return (
    <BoardReviewsPanel
      boardId={board.id}
      editProducts={editProducts}
      withAllowance={(form) => <AllowanceGate kind="reviews">{form}</AllowanceGate>}
    />
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
          {board.isOwner ? <BoardReviews board={board} /> : null}
          {board.visibility === 'public' ? <BoardComments boardId={board.id} /> : null}
        </>
      )}
      renderPictureTools={(board) => <BoardPictureTools board={board} />}
      renderOwnerTools={(board) => (
        <Suspense fallback={null}>
          <BoardProductsEditor board={board} />
        </Suspense>
      )}
    />
  );
}

/** /BoardAccording?id= and /board?id=: the board-save screen for the generated board named in the address. */
export function BoardSavePage() {
  const id = useSearchParams()[0].get('id');
  const loaded = useGeneration(id);
  return <BoardSaveScreen id={id} loaded={id ? loaded : { state: 'error', message: NOTHING_TO_SAVE }} />;
}
