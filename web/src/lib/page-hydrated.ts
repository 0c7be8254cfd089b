import { useEffect } from 'react';

let pending: (() => void) | undefined;

/** Calls `callback` once the routed page (not only the shell around it) is hydrated. */
export function whenPageHydrated(callback: () => void): void {
  pending = callback;
}

/**
 * Rendered beside the routed page, inside its Suspense boundary: it commits when the page does, which for a
 * prerendered page is when React has adopted the page's HTML.
 */
export function PageHydrated(): null {
  useEffect(() => {
    const callback = pending;
    pending = undefined;
    callback?.();
  }, []);
  return null;
}
