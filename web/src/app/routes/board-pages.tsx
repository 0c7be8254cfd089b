import type { Board } from '@contracts/boards';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '../../features/boards/api/board-keys';
import { useSaveBoardLayout } from '../../features/boards/api/save-board-layout';
import { BoardSaveScreen, NOTHING_TO_SAVE } from '../../features/boards/components/board-save-screen';
import { UserBoardRoute } from '../../features/boards/routes/user-board-route';
import { useGeneration } from '../../features/generation/api/get-generation';
import { PictureHistory } from '../../features/room-photo/components/picture-history';
import { useNearViewport } from '../../lib/use-near-viewport';

const RoomDesigner = lazy(() => import('../../features/designer/components/room-designer').then((m) => ({ default: m.RoomDesigner })));

const loadingDesigner = <p role="status">Loading the room designer…</p>;

/**
 * The designer under a board: the board's products as items; the owner's changes saved as the board's layout. It is
 * loaded and built when the reader nears it (below the board's picture, words and pieces), so the board shows first.
 */
function BoardDesigner({ board }: { board: Board }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? <LoadedDesigner board={board} /> : loadingDesigner}</div>;
}

function LoadedDesigner({ board }: { board: Board }) {
  const items = board.items.map((item) => ({
    id: item.id,
    name: item.title,
    width: item.width,
    length: item.length,
    imageUrl: item.cutout,
  }));
  const onSave = useSaveBoardLayout(board.id);
  return (
    <Suspense fallback={loadingDesigner}>
      <RoomDesigner
        key={board.id}
        items={items}
        initialLayout={board.layout ?? undefined}
        readOnly={!board.isOwner}
        onSave={board.isOwner ? onSave : undefined}
      />
    </Suspense>
  );
}

/** The owner's picture tools under the board's picture; a new current picture shows on the board at once. */
function BoardPictureTools({ board }: { board: Board }) {
  const client = useQueryClient();
  const onPicture = (imageUrl: string | null) =>
    client.setQueryData<Board>(boardKeys.detail(board.id), (shown) => (shown ? { ...shown, image_url: imageUrl } : shown));
  return <PictureHistory boardId={board.id} onPicture={onPicture} />;
}

/** /UserBoard/:id: the board, with the designer feature's room designer underneath. */
export function UserBoardPage() {
  return (
    <UserBoardRoute
      renderDesigner={(board) => <BoardDesigner board={board} />}
      renderPictureTools={(board) => <BoardPictureTools board={board} />}
    />
  );
}

/** /BoardAccording?id= and /board?id=: the board-save screen for the generated board named in the address. */
export function BoardSavePage() {
  const id = useSearchParams()[0].get('id');
  const loaded = useGeneration(id);
  return <BoardSaveScreen id={id} loaded={id ? loaded : { state: 'error', message: NOTHING_TO_SAVE }} />;
}
