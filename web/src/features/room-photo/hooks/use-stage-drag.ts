import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { gestureStep, type ScreenPoint } from '../model/gesture';

interface Drag {
  key: string;
  /** Pointer positions in px, by pointer id. */
  pointers: Map<number, ScreenPoint>;
}

const preventSelection = (event: Event) => event.preventDefault();

/**
 * While a piece is dragged, nothing on the page is selected: the pointer is captured by the stage, a selection that had
 * begun is dropped, `selectstart` is refused and the whole document takes `user-select: none` (Chromium still starts a
 * text selection from a pointerdown whose default was prevented once the pointer leaves the stage).
 */
export function holdSelection(): () => void {
  const root = document.documentElement.style;
  const before = root.userSelect;
  window.getSelection()?.removeAllRanges();
  root.userSelect = 'none';
  root.setProperty('-webkit-user-select', 'none');
  document.addEventListener('selectstart', preventSelection);
  return () => {
    root.userSelect = before;
    root.setProperty('-webkit-user-select', before);
    document.removeEventListener('selectstart', preventSelection);
  };
}

/**
 * Dragging a piece by mouse or one finger, and sizing it with a second finger anywhere on the stage: `onStep` gets each
 * step's shift (fractions of the stage) and scale factor for the piece held.
 */
export function useStageDrag(
  stageRef: RefObject<HTMLDivElement | null>,
  handlers: { onGrab: (key: string) => void; onStep: (key: string, dx: number, dy: number, factor: number) => void; onEmpty: () => void },
) {
  const drag = useRef<Drag | null>(null);
  const release = useRef<(() => void) | null>(null);

  const end = () => {
    drag.current = null;
    release.current?.();
    release.current = null;
  };
  useEffect(() => end, []);

  const track = (event: PointerEvent<HTMLElement>) => {
    stageRef.current?.setPointerCapture(event.pointerId);
    drag.current!.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };

  const onPiecePointerDown = (event: PointerEvent<HTMLButtonElement>, key: string) => {
    event.preventDefault();
    if (drag.current?.key !== key) drag.current = { key, pointers: new Map() };
    release.current ??= holdSelection();
    track(event);
    handlers.onGrab(key);
    event.currentTarget.focus({ preventScroll: true });
  };

  const stage = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      // A second finger anywhere on the photo pinches the piece the first one holds.
      if (drag.current) {
        event.preventDefault();
        track(event);
      } else if (event.target === event.currentTarget || event.target instanceof HTMLImageElement) {
        handlers.onEmpty();
      }
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const current = drag.current;
      if (!current?.pointers.has(event.pointerId)) return;
      event.preventDefault();
      const before = [...current.pointers.values()];
      current.pointers = new Map(current.pointers).set(event.pointerId, { x: event.clientX, y: event.clientY });
      const rect = event.currentTarget.getBoundingClientRect();
      const { dx, dy, factor } = gestureStep(before, [...current.pointers.values()], rect.width, rect.height);
      handlers.onStep(current.key, dx, dy, factor);
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      drag.current?.pointers.delete(event.pointerId);
      if (drag.current && drag.current.pointers.size === 0) end();
    },
  };
  return { onPiecePointerDown, stage: { ...stage, onPointerCancel: stage.onPointerUp } };
}
