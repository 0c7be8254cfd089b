import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page, true from then on (and at once in pages rendered
 * in the browser). State that only the browser knows, like the stored session, waits for it so the prerendered HTML
 * and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
