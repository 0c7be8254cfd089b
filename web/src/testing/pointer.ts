// Pointer gestures for component tests (happy-dom), in the spirit of excalidraw's tests/helpers/ui.ts: a press, moves
// and a release at client coordinates, by mouse, pen or touch. happy-dom lays nothing out, so an element the code
// measures is first given a place on screen with `layOut`. There is no pointer capture either: the moves go to the
// element that would hold it (the designer's canvas, the compositor's stage), or to `window` for a listener there.
import { fireEvent } from '@testing-library/react';

export type PointerKind = 'mouse' | 'pen' | 'touch';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Makes `element` report `box` as its place on the screen (its `getBoundingClientRect`). */
export function layOut(element: Element, { left, top, width, height }: Box): void {
  const rect = { left, top, width, height, x: left, y: top, right: left + width, bottom: top + height };
  element.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
}

/** The point at fractions (`fx`, `fy`) of a box: `at(box, 0.5, 0.5)` is its middle. */
export const at = (box: Box, fx: number, fy: number): Point => ({ x: box.left + box.width * fx, y: box.top + box.height * fy });

type Target = Element | Window;

function fire(type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel', target: Target, init: PointerEventInit) {
  fireEvent(target, new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, ...init }));
}

/**
 * One pointer (a mouse, a pen or one finger, `id` to tell fingers apart): `down` presses on an element, `move` goes
 * through points on the element that follows the gesture, `up` lets go. `drag` does all three.
 */
export function pointer(kind: PointerKind = 'mouse', id = 1) {
  const base = { pointerId: id, pointerType: kind, isPrimary: id === 1 };
  let last: Point = { x: 0, y: 0 };
  const init = (point: Point, pressed: boolean): PointerEventInit => ({
    ...base,
    clientX: point.x,
    clientY: point.y,
    button: pressed ? 0 : -1,
    buttons: pressed ? 1 : 0,
  });
  const down = (target: Target, point: Point) => {
    last = point;
    fire('pointerdown', target, init(point, true));
  };
  /** Moves through each point in turn, pressed (between `down` and `up`). */
  const move = (target: Target, ...points: Point[]) => {
    for (const point of points) {
      last = point;
      fire('pointermove', target, { ...init(point, true), button: -1 });
    }
  };
  /** Lets go where the pointer is (or at `point`). */
  const up = (target: Target, point: Point = last) => {
    last = point;
    fire('pointerup', target, { ...init(point, false), button: 0 });
  };
  return {
    down,
    move,
    up,
    cancel: (target: Target) => fire('pointercancel', target, init(last, false)),
    /** A press on `from` at `start`, moves through `points` on `over` (the element holding the capture), the release there. */
    drag(from: Element, start: Point, over: Target, points: Point[]) {
      down(from, start);
      move(over, ...points);
      up(over);
    },
  };
}

/** `steps` points evenly on the way from `from` to `to` (`to` last, `from` left out). */
export function path(from: Point, to: Point, steps: number): Point[] {
  return Array.from({ length: steps }, (_, k) => ({
    x: from.x + ((to.x - from.x) * (k + 1)) / steps,
    y: from.y + ((to.y - from.y) * (k + 1)) / steps,
  }));
}
