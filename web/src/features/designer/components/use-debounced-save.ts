import type { RoomLayout } from '@contracts/designer';
import { useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/** `keepalive`: the save is sent as the page goes away, and must outlive it. */
export interface SaveOptions {
  keepalive?: boolean;
}

export type SaveLayout = (layout: RoomLayout, options?: SaveOptions) => Promise<void>;

export const SAVE_DELAY_MS = 800;

/**
 * Saves the layout a moment after it stops changing (a drag or a held rotate sends many changes), never the layout
 * it started with nor one `savedElsewhere` (serialised as `layout` is), at once when the page is hidden or closed (as a keepalive request), and once more on unmount if
 * a change is still waiting. Saves run one after another, so a slow older save can never land after, and
 * overwrite, a newer one.
 */
export function useDebouncedSave(
  layout: RoomLayout,
  onSave: SaveLayout | undefined,
  { delayMs = SAVE_DELAY_MS, savedElsewhere }: { delayMs?: number; savedElsewhere?: string } = {},
): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const serialised = JSON.stringify(layout);
  const lastSaved = useRef(serialised);
  /** The layout last handed to the queue, so the same one is not sent twice. */
  const lastQueued = useRef(serialised);
  const latest = useRef({ layout, serialised, onSave });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    latest.current = { layout, serialised, onSave };
  });

  const canSave = onSave !== undefined;
  useEffect(() => {
    if (!canSave) return;
    /** Queues the latest layout if it has not been queued yet; undefined when there is nothing to save. */
    const enqueue = (options?: SaveOptions) => {
      const { layout: toSave, serialised: text, onSave: save } = latest.current;
      if (!save || text === lastQueued.current) return undefined;
      lastQueued.current = text;
      const run = queue.current.catch(() => undefined).then(() => save(toSave, options));
      queue.current = run;
      return run.then(
        () => {
          lastSaved.current = text;
          return text;
        },
        (error: unknown) => {
          // Failed: the next chance (a change, hiding the page) sends it again.
          if (lastQueued.current === text) lastQueued.current = lastSaved.current;
          throw error;
        },
      );
    };

    let timer: ReturnType<typeof setTimeout> | undefined;
    // A layout another editor saved is stored already: never echo it back.
    if (serialised === savedElsewhere) {
      lastSaved.current = serialised;
      lastQueued.current = serialised;
    } else if (serialised !== lastSaved.current && serialised !== lastQueued.current) {
      setStatus('pending');
      timer = setTimeout(() => {
        const saved = enqueue();
        if (!saved) return;
        setStatus('saving');
        saved.then(
          (text) => {
            if (latest.current.serialised === text) setStatus('saved');
          },
          () => setStatus('error'),
        );
      }, delayMs);
    }

    // Closing the tab, or leaving it in the background where it may be discarded, must not lose the last change.
    const onHidden = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
      clearTimeout(timer);
      enqueue({ keepalive: true })?.then(
        () => setStatus('saved'),
        () => setStatus('error'),
      );
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
    };
  }, [serialised, canSave, delayMs, savedElsewhere]);

  useEffect(
    () => () => {
      const { layout: toSave, serialised: text, onSave: save } = latest.current;
      if (save && text !== lastQueued.current)
        void queue.current
          .catch(() => undefined)
          .then(() => save(toSave))
          .catch(() => undefined);
    },
    [],
  );

  return status;
}
