import { useSyncExternalStore } from 'react';
import { px, type Px } from '@room/units';

/** Spec section 9: the canvas is 500 px wide from 768 px up, 300 px below. */
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useCanvasWidth(): Px {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
  return px(wide ? 500 : 300);
}
