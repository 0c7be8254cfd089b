import type { Board } from '@contracts/boards';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { boardKeys } from '../../features/boards/api/board-keys';
import { RoomDesigner } from '../../features/designer/components/room-designer';
import { type RoomStore, useBoardRoomStore, useRoomSnapshot } from '../../features/designer/components/use-room-store';
import type { SendLayout } from '../../features/designer/model/room-store';
import { saveLiveLayout } from '../../features/live/api/save-live-layout';
import { LiveDesignerFrame } from '../../features/live/components/live-designer-frame';
import { useLiveLayout } from '../../features/live/hooks/use-live-layout';
import { BoardRoomViews } from './board-room-views';

/** The owner's Invite panel (with the address check's schema library): loaded for owners only. */
const InvitePanel = lazy(() => import('../../features/live/components/invite-panel').then((m) => ({ default: m.InvitePanel })));

const designerItems = (board: Board) =>
  board.items.map((item) => ({
    id: item.id,
    name: item.title,
    width: item.width,
    length: item.length,
    imageUrl: item.cutout,
    kind: item.kind,
    mount: item.mount,
    colour: item.colour,
  }));

/** The plan and the 3D view of one room store. */
function RoomViews({ board, store, readOnly = false }: { board: Board; store: RoomStore; readOnly?: boolean }) {
  const { layout } = useRoomSnapshot(store);
  return (
    <BoardRoomViews board={board} layout={layout}>
      <RoomDesigner store={store} hasSavedLayout={board.layout !== null} readOnly={readOnly} />
    </BoardRoomViews>
  );
}

/**
 * The designer for the owner and co-editors: one room store, which saves each change merged per item with others',
 * takes in others' changes as the live document brings them, and shows who else is on the board in the corner, with
 * the owner's invite panel above it. Mounted afresh (with a `key`) when the board's products change.
 */
export function LiveDesigner({ board }: { board: Board }) {
  const client = useQueryClient();
  const send: SendLayout = async (layout, edits, options) => {
    const saved = await saveLiveLayout(board.id, layout, edits, options);
    client.setQueryData<Board>(boardKeys.detail(board.id), (shown) =>
      shown ? { ...shown, layout: saved.layout, layoutVersions: saved.layoutVersions } : shown,
    );
    return saved.layout && saved.layoutVersions ? { layout: saved.layout, versions: saved.layoutVersions } : null;
  };
  const store = useBoardRoomStore({ items: designerItems(board), layout: board.layout, versions: board.layoutVersions, send });
  const live = useLiveLayout(board.id, store.hear);
  return (
    <>
      {board.isOwner ? (
        <Suspense fallback={null}>
          <InvitePanel boardId={board.id} />
        </Suspense>
      ) : null}
      <LiveDesignerFrame others={live.others}>
        <RoomViews board={board} store={store} />
      </LiveDesignerFrame>
    </>
  );
}

/** Everyone else sees the saved layout, without controls. */
export function ReadOnlyDesigner({ board }: { board: Board }) {
  const store = useBoardRoomStore({ items: designerItems(board), layout: board.layout });
  return <RoomViews board={board} store={store} readOnly />;
}
