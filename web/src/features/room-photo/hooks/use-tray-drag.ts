import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import type { PieceSource } from '../model/composition';
import { holdSelection } from './use-stage-drag';

/** How far (px) a press on a tray piece must move to be a drag rather than a click. */
const DRAG_FROM = 8;

/**
 * A piece dragged from the tray onto the photo is placed where it is let go (`onDrop`, fractions of the photo); a press
 * that does not move stays a click (the button's own 'add'). Nothing on the page is selected meanwhile.
 */
export function useTrayDrag(
  stageRef: RefObject<HTMLDivElement | null>,
  onDrop: (piece: PieceSource, at: { x: number; y: number }) => void,
) {
  const dragged = useRef(false);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, piece: PieceSource) => {
    // A finger on the tray scrolls the page (and selects nothing): only a mouse or a pen drags from it.
    if (event.button !== 0 || event.pointerType === 'touch') return;
    event.preventDefault();
    const start = { x: event.clientX, y: event.clientY };
    const release = holdSelection();
    dragged.current = false;
    const move = (moved: globalThis.PointerEvent) => {
      if (Math.hypot(moved.clientX - start.x, moved.clientY - start.y) > DRAG_FROM) dragged.current = true;
    };
    const up = (done: globalThis.PointerEvent) => {
      stop.current?.();
      if (done.type === 'pointercancel') return;
      const rect = stageRef.current?.getBoundingClientRect();
      if (!dragged.current || !rect) return;
      const at = { x: (done.clientX - rect.left) / rect.width, y: (done.clientY - rect.top) / rect.height };
      if (at.x >= 0 && at.x <= 1 && at.y >= 0 && at.y <= 1) onDrop(piece, at);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    stop.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      release();
      stop.current = null;
    };
  };

  /** The click that ends a drag adds nothing more. */
  const wasDragged = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };
  return { onPointerDown, wasDragged };
}
