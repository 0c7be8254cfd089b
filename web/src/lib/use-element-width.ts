import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, followed as it changes (rounded to whole pixels), so a drawing can be made at the
 * size it is shown and its text keeps its size. `fallback` until it is measured, and without ResizeObserver (happy-dom).
 */
export function useElementWidth<T extends Element>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
