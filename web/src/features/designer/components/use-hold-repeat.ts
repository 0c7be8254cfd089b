import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';

let holds = 0;

/**
 * A control that repeats while held (spec section 4: rotate 5 degrees every 100 ms until release).
 * Pressing steps once at once, so a click is one step; each further interval is another step. All
 * steps of one hold share a gesture id, which makes the hold a single undo step. Keyboard
 * activation (Enter or Space, where `detail` is 0) steps once.
 */
export function useHoldRepeat(onStep: (gesture?: string) => void, intervalMs: number, disabled = false) {
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const step = useRef(onStep);
  useEffect(() => {
    step.current = onStep;
  });

  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  return {
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      if (disabled || event.button !== 0) return;
      stop();
      event.currentTarget.setPointerCapture(event.pointerId);
      holds += 1;
      const gesture = `hold-${holds}`;
      step.current(gesture);
      timer.current = setInterval(() => step.current(gesture), intervalMs);
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    onLostPointerCapture: stop,
    onBlur: stop,
    onClick(event: MouseEvent<HTMLButtonElement>) {
      if (!disabled && event.detail === 0) step.current();
    },
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      // Holding Enter repeats through the browser's own key repeat, as a click each time.
      if (event.key === 'Enter' && event.repeat) event.preventDefault();
    },
    onContextMenu(event: MouseEvent) {
      event.preventDefault();
    },
  };
}
