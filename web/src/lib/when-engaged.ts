/** What says someone is using the page, not only looking at it load. */
const ENGAGEMENT = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** A page left untouched this long (after it loaded) is treated as watched all the same. */
export const ENGAGED_AFTER_MS = 10_000;

/**
 * Runs `run` once the page has loaded, someone has used it (a pointer, a key, a touch, a scroll) or it has stayed open
 * for `ENGAGED_AFTER_MS`, and the browser is idle: work a page can do without (a live listener, its SDK chunk) is never
 * paid by a glance at a page, nor competes with its first paint. Answers the cancel.
 */
export function whenEngaged(run: () => void): () => void {
  const cleanups: Array<() => void> = [];
  const cancel = () => cleanups.splice(0).forEach((cleanup) => cleanup());

  const whenIdle = () => {
    cancel();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2000 });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      const handle = window.setTimeout(run, 200);
      cleanups.push(() => window.clearTimeout(handle));
    }
  };
  const awaitEngagement = () => {
    cancel();
    for (const type of ENGAGEMENT) {
      window.addEventListener(type, whenIdle, { once: true, passive: true, capture: true });
      cleanups.push(() => window.removeEventListener(type, whenIdle, { capture: true }));
    }
    const handle = window.setTimeout(whenIdle, ENGAGED_AFTER_MS);
    cleanups.push(() => window.clearTimeout(handle));
  };

  if (document.readyState === 'complete') awaitEngagement();
  else {
    window.addEventListener('load', awaitEngagement, { once: true });
    cleanups.push(() => window.removeEventListener('load', awaitEngagement));
  }
  return cancel;
}
