import type { Board } from '@contracts/boards';
import type { RoomLayout } from '@contracts/designer';
import { lazy, Suspense } from 'react';
import { saveBoardLayout } from '../../features/boards/api/save-board-layout';
import type { SaveOptions } from '../../features/designer/components/use-debounced-save';
import { UserBoardRoute } from '../../features/boards/routes/user-board-route';

const RoomDesigner = lazy(() => import('../../features/designer/components/room-designer').then((m) => ({ default: m.RoomDesigner })));

/** The designer under a board: the board's products as items; the owner's changes saved as the board's layout. */
function BoardDesigner({ board }: { board: Board }) {
  const items = board.items.map((item) => ({
    id: item.id,
    name: item.title,
    width: item.width,
    length: item.length,
    imageUrl: item.cutout,
  }));
  const onSave = async (layout: RoomLayout, options?: SaveOptions) => {
    await saveBoardLayout(board.id, layout, options);
  };
  return (
    <Suspense fallback={<p role="status">Loading the room designer…</p>}>
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

/** /UserBoard/:id: the board, with the designer feature's room designer underneath. */
export function UserBoardPage() {
  return <UserBoardRoute renderDesigner={(board) => <BoardDesigner board={board} />} />;
}
