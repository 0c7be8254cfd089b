import type { LiveLayoutDoc, Presence } from '@contracts/live';
import { PRESENCE_HEARTBEAT_MS, type VersionedLayout } from '@contracts/live-layout';
import { useEffect, useRef, useState } from 'react';
import { sendHeartbeat, sendLeave } from '../api/presence';

interface LiveLayout {
  /** Others on the board now, in the order they came. */
  others: Presence[];
}

/**
 * A board edited together, for its owner and co-editors: the live document (listened to in its own lazily loaded
 * chunk) brings the stored layout with its versions to `onLayout` (the board's room store merges it) and who is on the
 * board, and a heartbeat every PRESENCE_HEARTBEAT_MS says this page is still here.
 */
export function useLiveLayout(boardId: string, onLayout: (heard: VersionedLayout) => void): LiveLayout {
  const [presence, setPresence] = useState<{ me: string | null; entries: Presence[] }>({ me: null, entries: [] });
  const [now, setNow] = useState(() => Date.now());
  const hear = useRef(onLayout);
  useEffect(() => {
    hear.current = onLayout;
  });

  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    const onLive = (live: LiveLayoutDoc) => {
      if (live.layout) hear.current({ layout: live.layout, versions: live.versions });
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
  }, [boardId]);

  const others = presence.entries.filter((entry) => entry.uid !== presence.me && entry.expiresAt > now);
  return { others };
}
