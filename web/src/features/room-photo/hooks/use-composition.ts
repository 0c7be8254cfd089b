import type { RoomPhoto } from '@contracts/board-pictures';
import { useEffect, useRef, useState } from 'react';
import { useSaveRoomPieces } from '../api/save-room-pieces';
import { addCutout, EMPTY, fromPieces, toPieces, type Composition, type PieceSource } from '../model/composition';

/** How long after the last change (a drag's last move, a button) the pieces are sent. */
const SAVE_AFTER_MS = 600;

export type PiecesSaveState = 'saved' | 'saving' | 'failed' | 'idle';

/**
 * The pieces on the room photo: opened as they were kept with the photo, and kept again (PUT, debounced) after each
 * change while there is a photo; a change still waiting when the compositor closes is sent at once.
 */
export function useComposition(boardId: string, photo: RoomPhoto | null, sources: readonly PieceSource[]) {
  const [composition, setComposition] = useState<Composition>(() => (photo?.pieces ? fromPieces(photo.pieces, sources) : EMPTY));
  const [saveState, setSaveState] = useState<PiecesSaveState>('idle');
  const nextKey = useRef(composition.items.length + 1);
  // A failure the error policy does not answer itself (an ended session, a 403) shows beside the button.
  const savePieces = useSaveRoomPieces(boardId, { onFailure: () => setSaveState('failed') });
  const kept = useRef(JSON.stringify(toPieces(composition)));
  const pending = useRef<{ timer: number; send: () => void } | null>(null);
  // Saves sent and not yet answered.
  const sending = useRef(0);

  const pieces = JSON.stringify(toPieces(composition));
  const hasPhoto = Boolean(photo);
  useEffect(() => {
    pending.current = null;
    if (!hasPhoto) return;
    if (pieces === kept.current) {
      // Back to what is kept before the change was sent (a piece dropped, then removed): kept, once nothing is on its way.
      if (!sending.current) setSaveState((state) => (state === 'saving' ? 'saved' : state));
      return;
    }
    const send = () => {
      pending.current = null;
      kept.current = pieces;
      sending.current += 1;
      setSaveState('saving');
      savePieces
        .mutateAsync(JSON.parse(pieces) as ReturnType<typeof toPieces>)
        .then(
          () => setSaveState((state) => (kept.current === pieces ? 'saved' : state)),
          () => {
            kept.current = '';
          },
        )
        .finally(() => (sending.current -= 1));
    };
    const timer = window.setTimeout(send, SAVE_AFTER_MS);
    pending.current = { timer, send };
    // Not kept yet: the status stops saying the pieces are kept as soon as one moves.
    setSaveState('saving');
    return () => window.clearTimeout(timer);
    // savePieces is a new object each render; the pieces and the photo decide when to send.
  }, [pieces, hasPhoto]);

  // Closing with a change not yet sent: it goes now.
  useEffect(() => () => pending.current?.send(), []);

  const add = (source: PieceSource, aspect: number, at?: { x: number; y: number }) => {
    const key = `c${nextKey.current++}`;
    setComposition((c) => addCutout(c, { productId: source.productId, title: source.title, src: source.url, aspect }, key, at));
  };

  return { composition, update: setComposition, add, saveState };
}
