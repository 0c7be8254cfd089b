import type { RoomLayout } from '@contracts/designer';
import { useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export const SAVE_DELAY_MS = 800;

/**
 * Saves the layout a moment after it stops changing (a drag or a held rotate sends many changes),
 * never the layout it started with, and once more on unmount if a change is still waiting. Saves run one after
 * another, so a slow older save can never land after, and overwrite, a newer one.
 */
export function useDebouncedSave(layout: RoomLayout, onSave: ((layout: RoomLayout) => Promise<void>) | undefined, delayMs = SAVE_DELAY_MS): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const serialised = JSON.stringify(layout);
  const lastSaved = useRef(serialised);
  const latest = useRef({ layout, serialised, onSave });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    latest.current = { layout, serialised, onSave };
  });

  const canSave = onSave !== undefined;
  useEffect(() => {
    if (!canSave || serialised === lastSaved.current) return;
    setStatus('pending');
    const timer = setTimeout(() => {
      const { layout: toSave, serialised: text, onSave: save } = latest.current;
      if (!save) return;
      setStatus('saving');
      const run = queue.current.catch(() => undefined).then(() => save(toSave));
      queue.current = run;
      run.then(
        () => {
          lastSaved.current = text;
          if (latest.current.serialised === text) setStatus('saved');
        },
        () => setStatus('error'),
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [serialised, canSave, delayMs]);

  useEffect(
    () => () => {
      const { layout: toSave, serialised: text, onSave: save } = latest.current;
      if (save && text !== lastSaved.current) void queue.current.catch(() => undefined).then(() => save(toSave)).catch(() => undefined);
    },
    [],
  );

  return status;
}
