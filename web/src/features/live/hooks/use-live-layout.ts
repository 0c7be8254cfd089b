import type { Board } from '@contracts/boards';
import type { RoomLayout } from '@contracts/designer';
import type { LiveLayoutDoc, Presence } from '@contracts/live';
import { layoutEdits, PRESENCE_HEARTBEAT_MS, type VersionedLayout } from '@contracts/live-layout';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendHeartbeat, sendLeave } from '../api/presence';
import { saveLiveLayout } from '../api/save-live-layout';
import { overlayPending } from '../model/pending';

export interface LiveLayout {
  /** The layout as others changed it, for the designer's `remoteLayout` (undefined until someone else changes it). */
  remoteLayout: RoomLayout | undefined;
  /** Others on the board now, in the order they came. */
  others: Presence[];
  /** The designer's save: sends what changed since the versions this page last heard, and takes in the merged answer. */
  save: (layout: RoomLayout, options?: { keepalive?: boolean }) => Promise<void>;
}

const newer = (a: VersionedLayout | null, b: VersionedLayout | null) => !a || (!!b && b.versions.layout > a.versions.layout);
const sameLayout = (a: RoomLayout, b: RoomLayout) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A board edited together, for its owner and co-editors: saves carry the versions they were based on, the live
 * document (listened to in its own lazily loaded chunk) brings others' changes and who is on the board, and a
 * heartbeat every PRESENCE_HEARTBEAT_MS says this page is still here. `onSaved` gets the board each save answers.
 */
export function useLiveLayout(board: Board, onSaved?: (board: Board) => void): LiveLayout {
  const boardId = board.id;
  /** The last layout (with versions) heard from the server: the base of the next save. */
  const base = useRef<VersionedLayout | null>(
    board.layout && board.layoutVersions ? { layout: board.layout, versions: board.layoutVersions } : null,
  );
  /** The designer's layout as last handed to save: its edits not yet in `base` are kept over what others send. */
  const local = useRef<RoomLayout | null>(board.layout);
  const [remoteLayout, setRemoteLayout] = useState<RoomLayout>();
  const [presence, setPresence] = useState<{ me: string | null; entries: Presence[] }>({ me: null, entries: [] });
  const [now, setNow] = useState(() => Date.now());
  const savedRef = useRef(onSaved);
  useEffect(() => {
    savedRef.current = onSaved;
  });

  /** A newer layout from the server: the new base, and for the designer, with this page's own unsaved edits kept. */
  const hear = useCallback((heard: VersionedLayout) => {
    if (!newer(base.current, heard)) return;
    const previous = base.current;
    base.current = heard;
    const shown = local.current;
    const next = shown ? overlayPending(previous, shown, heard.layout) : heard.layout;
    local.current = next;
    if (!shown || !sameLayout(shown, next)) setRemoteLayout(next);
  }, []);

  const save = useCallback(
    async (layout: RoomLayout, options?: { keepalive?: boolean }) => {
      local.current = layout;
      const edits = layoutEdits(base.current, layout);
      if (edits.room === undefined && Object.keys(edits.items).length === 0) return;
      const answer = await saveLiveLayout(boardId, layout, edits, options);
      if (answer.layout && answer.layoutVersions) hear({ layout: answer.layout, versions: answer.layoutVersions });
      savedRef.current?.(answer);
    },
    [boardId, hear],
  );

  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    const onLive = (live: LiveLayoutDoc) => {
      if (live.layout) hear({ layout: live.layout, versions: live.versions });
      setPresence((current) => ({ ...current, entries: Object.values(live.presence) }));
      setNow(Date.now());
    };
    // The heartbeat makes the live document (the rules read its editors), so the listener starts after the first one.
    void sendHeartbeat(boardId)
      .then(() => import('../lib/live-listener'))
      .then(({ listenToLiveLayout }) => listenToLiveLayout(boardId, onLive, (error) => console.error('Live layout stopped', error)))
      .then((connection) => {
        if (stopped) connection.stop();
        else {
          stop = connection.stop;
          setPresence((current) => ({ ...current, me: connection.uid }));
        }
      })
      .catch((error: unknown) => console.error('Could not start the live layout', error));
    const beat = setInterval(() => {
      void sendHeartbeat(boardId).catch(() => undefined);
      setNow(Date.now());
    }, PRESENCE_HEARTBEAT_MS);
    const onHide = () => void sendLeave(boardId).catch(() => undefined);
    window.addEventListener('pagehide', onHide);
    return () => {
      stopped = true;
      stop();
      clearInterval(beat);
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [boardId, hear]);

  const others = presence.entries.filter((entry) => entry.uid !== presence.me && entry.expiresAt > now);
  return { remoteLayout, others, save };
}
