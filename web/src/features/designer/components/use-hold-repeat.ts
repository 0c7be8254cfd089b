import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';

let holds = 0;

/**
 * How long a press lasts before it is a hold. A finger's tap stays down 100-200 ms, a loaded phone's longer: without
 * this a tap turned 10° or 15° where it should turn 5°. A key held down waits about as long before it repeats.
 */
export const HOLD_DELAY_MS = 400;

/**
 * A control that repeats while held (spec section 4: rotate 5 degrees every 100 ms until release).
 * Pressing steps once at once, so a click or a tap is one step; held past HOLD_DELAY_MS, it steps
 * again, then once each interval until let go. All steps of one hold share a gesture id, which
 * makes the hold a single undo step. Keyboard activation (Enter or Space, where `detail` is 0)
 * steps once.
 */
export function useHoldRepeat(onStep: (gesture?: string) => void, intervalMs: number, disabled = false) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const step = useRef(onStep);
  useEffect(() => {
    step.current = onStep;
  });

  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
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
      const repeat = (after: number) => {
        timer.current = setTimeout(() => {
          step.current(gesture);
          repeat(intervalMs);
        }, after);
      };
      repeat(HOLD_DELAY_MS);
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
