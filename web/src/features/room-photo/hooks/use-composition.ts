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
  // What was last sent (the ref, for the answer's check; the state, for the status shown).
  const kept = useRef(JSON.stringify(toPieces(composition)));
  const [keptShown, setKeptShown] = useState(kept.current);
  const pending = useRef<{ timer: number; send: () => void } | null>(null);

  const pieces = JSON.stringify(toPieces(composition));
  const hasPhoto = Boolean(photo);
  useEffect(() => {
    pending.current = null;
    if (!hasPhoto || pieces === kept.current) return;
    const send = () => {
      pending.current = null;
      kept.current = pieces;
      setKeptShown(pieces);
      setSaveState('saving');
      savePieces.mutateAsync(JSON.parse(pieces) as ReturnType<typeof toPieces>).then(
        () => setSaveState((state) => (kept.current === pieces ? 'saved' : state)),
        () => {
          kept.current = '';
          setKeptShown('');
        },
      );
    };
    const timer = window.setTimeout(send, SAVE_AFTER_MS);
    pending.current = { timer, send };
    return () => window.clearTimeout(timer);
    // savePieces is a new object each render; the pieces and the photo decide when to send.
  }, [pieces, hasPhoto]);

  // A change not sent yet is not kept: said from the render that shows it (and said kept again when it is undone).
  const shownState: PiecesSaveState = saveState !== 'failed' && hasPhoto && pieces !== keptShown ? 'saving' : saveState;

  // Closing with a change not yet sent: it goes now.
  useEffect(() => () => pending.current?.send(), []);

  const add = (source: PieceSource, aspect: number, at?: { x: number; y: number }) => {
    const key = `c${nextKey.current++}`;
    setComposition((c) => addCutout(c, { productId: source.productId, title: source.title, src: source.url, aspect }, key, at));
  };

  return { composition, update: setComposition, add, saveState: shownState };
}
