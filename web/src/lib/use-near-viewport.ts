import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true): what lies far below the
 * first screen is built when the reader gets near it, not while the page loads. Without IntersectionObserver (an old
 * browser, jsdom) it is near at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
