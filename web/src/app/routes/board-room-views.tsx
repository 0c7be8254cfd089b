import type { Board } from '@contracts/boards';
import type { RoomLayout } from '@contracts/designer';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { boardKeys } from '../../features/boards/api/board-keys';
import { useUploadBoardPicture } from '../../features/room-photo/api/upload-board-picture';
import styles from './board-room-views.module.css';

const load3D = () => import('../../features/room3d/components/room-3d-view');
const Room3DView = lazy(load3D);

type View = 'plan' | '3d';
const TABS: ReadonlyArray<[View, string]> = [
  ['plan', 'Plan'],
  ['3d', '3D view'],
];

const loading3D = <p role="status">Loading the 3D view…</p>;

/**
 * The board's room as a plan (the designer, which stays the editor) or in 3D, as two tabs. Both draw the board's room
 * store (`layout` is its layout), so a move on the plan shows in 3D at once. The 3D code (three.js) loads only when its
 * tab first opens; both stay mounted after that.
 */
export function BoardRoomViews({ board, layout, children }: { board: Board; layout: RoomLayout | null; children: ReactNode }) {
  const id = useId();
  const [view, setView] = useState<View>('plan');
  const [opened3D, setOpened3D] = useState(false);
  const client = useQueryClient();
  const items = useMemo(
    () =>
      board.items.map((item) => ({
        id: item.id,
        name: item.title,
        width: item.width,
        length: item.length,
        height: item.height,
        imageUrl: item.cutout,
        mount: item.mount,
        colour: item.colour,
      })),
    [board.items],
  );
  const palette = useMemo(() => board.palette.map((colour) => colour.hex), [board.palette]);

  const show = (next: View) => {
    setView(next);
    if (next === '3d') setOpened3D(true);
  };
  // The capture goes through the room-photo feature's upload, so the picture history under the board's picture updates too.
  const upload = useUploadBoardPicture(board.id, (imageUrl) =>
    client.setQueryData<Board>(boardKeys.detail(board.id), (shown) => (shown ? { ...shown, image_url: imageUrl } : shown)),
  );
  const onCapture = (picture: Blob) => upload.mutateAsync({ picture, source: 'capture' });
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = view === 'plan' ? '3d' : 'plan';
    show(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <div className={styles.views}>
      <div className={styles.tabs} role="tablist" aria-label="Room view" onKeyDown={onTabKey}>
        {TABS.map(([tab, label]) => (
          <button
            key={tab}
            id={`${id}-${tab}-tab`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={view === tab}
            aria-controls={`${id}-${tab}`}
            tabIndex={view === tab ? 0 : -1}
            onClick={() => show(tab)}
            // The 3D code starts loading as the pointer or focus reaches its tab.
            onPointerEnter={tab === '3d' ? () => void load3D() : undefined}
            onFocus={tab === '3d' ? () => void load3D() : undefined}
          >
            {label}
          </button>
        ))}
      </div>
      <div id={`${id}-plan`} role="tabpanel" aria-labelledby={`${id}-plan-tab`} hidden={view !== 'plan'}>
        {children}
      </div>
      {opened3D ? (
        <section id={`${id}-3d`} role="tabpanel" aria-labelledby={`${id}-3d-tab`} hidden={view !== '3d'} className={styles.panel}>
          <Suspense fallback={loading3D}>
            <Room3DView layout={layout} items={items} palette={palette} onCapture={board.isOwner ? onCapture : undefined} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
