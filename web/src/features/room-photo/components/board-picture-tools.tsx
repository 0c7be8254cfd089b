import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useBoardPictures } from '../api/get-board-pictures';
import { PictureHistory } from './picture-history';
import type { BoardCutout } from './room-compositor';
import { TRY_IN_MY_ROOM } from './picture-bar';

const RoomCompositor = lazy(() => import('./room-compositor').then((m) => ({ default: m.RoomCompositor })));

interface BoardPictureToolsProps {
  boardId: string;
  /** The board's cut-out pieces, to place on the room photo. */
  cutouts: BoardCutout[];
  /** The board's current picture URL changed: the page showing the board takes it. */
  onPicture: (imageUrl: string | null) => void;
}

/** The owner's tools under the board picture: its history, and 'Try in my room' (the compositor loads when opened). */
export function BoardPictureTools({ boardId, cutouts, onPicture }: BoardPictureToolsProps) {
  const [trying, setTrying] = useState(false);
  const pictures = useBoardPictures(boardId);
  const tryButton = (
    <Button variant="secondary" size="sm" aria-expanded={trying} onClick={() => setTrying(!trying)} disabled={!pictures.data}>
      {TRY_IN_MY_ROOM}
    </Button>
  );
  return (
    <>
      <PictureHistory boardId={boardId} onPicture={onPicture} actions={tryButton} />
      {trying && pictures.data ? (
        <Suspense fallback={<p role="status">Loading the room photo tools…</p>}>
          <RoomCompositor
            boardId={boardId}
            cutouts={cutouts}
            roomPhoto={pictures.data.room_photo ?? null}
            onPicture={onPicture}
            onClose={() => setTrying(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
