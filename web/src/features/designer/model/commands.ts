import type { RoomShapeId } from '@contracts/designer';
import { cm, type Cm, deg, type Deg, roomPoint, type RoomPoint } from '@room/units';

/** The spec's rotation step: 5 degrees, every 100 ms while a rotate control is held. */
const ROTATION_STEP = deg(5);
export const ROTATION_INTERVAL_MS = 100;
/** Arrow keys move the selected item by 1 cm, or 10 cm with Shift. */
const NUDGE_STEP = cm(1);
const NUDGE_STEP_LARGE = cm(10);

/**
 * Everything that changes the designer, as plain data. Buttons, keys, pointer drags and tests all
 * dispatch these to the room store. `gesture` ties the many commands of one drag or one held
 * rotate control into a single undo step.
 */
export type DesignerCommand =
  | { readonly type: 'select'; readonly id: string | null }
  | { readonly type: 'move'; readonly id: string; readonly to: RoomPoint; readonly gesture?: string }
  | { readonly type: 'nudge'; readonly id: string; readonly dx: Cm; readonly dy: Cm }
  | { readonly type: 'rotate'; readonly id: string; readonly by: Deg; readonly gesture?: string }
  | { readonly type: 'set-shape'; readonly shape: RoomShapeId }
  | { readonly type: 'set-room-size'; readonly width: Cm; readonly length: Cm }
  | { readonly type: 'set-snapping'; readonly on: boolean }
  | { readonly type: 'remove'; readonly id: string }
  | { readonly type: 'restore'; readonly id: string }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | OpeningCommand;

/** Doors and windows: added on a wall, dragged along any wall, given a width and (a door) its hinge side. */
export type OpeningCommand =
  | { readonly type: 'add-opening'; readonly kind: 'door' | 'window' }
  | { readonly type: 'move-opening'; readonly id: string; readonly to: RoomPoint; readonly gesture?: string }
  | { readonly type: 'set-opening'; readonly id: string; readonly width?: number; readonly hinge?: 'left' | 'right' }
  | { readonly type: 'remove-opening'; readonly id: string }
  | { readonly type: 'select-opening'; readonly id: string | null };

export const commands = {
  select: (id: string | null): DesignerCommand => ({ type: 'select', id }),
  move: (id: string, x: number, y: number, gesture?: string): DesignerCommand => ({ type: 'move', id, to: roomPoint(x, y), gesture }),
  nudge: (id: string, dx: number, dy: number): DesignerCommand => ({ type: 'nudge', id, dx: cm(dx), dy: cm(dy) }),
  rotate: (id: string, by: number, gesture?: string): DesignerCommand => ({ type: 'rotate', id, by: deg(by), gesture }),
  rotateLeft: (id: string, gesture?: string): DesignerCommand => ({ type: 'rotate', id, by: deg(-ROTATION_STEP), gesture }),
  rotateRight: (id: string, gesture?: string): DesignerCommand => ({ type: 'rotate', id, by: ROTATION_STEP, gesture }),
  setShape: (shape: RoomShapeId): DesignerCommand => ({ type: 'set-shape', shape }),
  setRoomSize: (width: number, length: number): DesignerCommand => ({ type: 'set-room-size', width: cm(width), length: cm(length) }),
  setSnapping: (on: boolean): DesignerCommand => ({ type: 'set-snapping', on }),
  remove: (id: string): DesignerCommand => ({ type: 'remove', id }),
  restore: (id: string): DesignerCommand => ({ type: 'restore', id }),
  addOpening: (kind: 'door' | 'window'): DesignerCommand => ({ type: 'add-opening', kind }),
  moveOpening: (id: string, x: number, y: number, gesture?: string): DesignerCommand => ({
    type: 'move-opening',
    id,
    to: roomPoint(x, y),
    gesture,
  }),
  setOpening: (id: string, change: { width?: number; hinge?: 'left' | 'right' }): DesignerCommand => ({
    type: 'set-opening',
    id,
    ...change,
  }),
  removeOpening: (id: string): DesignerCommand => ({ type: 'remove-opening', id }),
  selectOpening: (id: string | null): DesignerCommand => ({ type: 'select-opening', id }),
  undo: (): DesignerCommand => ({ type: 'undo' }),
  redo: (): DesignerCommand => ({ type: 'redo' }),
};

/** The parts of a keyboard event the key map reads (a DOM KeyboardEvent has them all). */
export interface KeyPress {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey?: boolean;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The designer's keys: arrows move the selected item (Shift: a bigger step), R / Shift+R turn it
 * right / left, Delete or Backspace takes it off the plan, Ctrl or Cmd+Z undoes, Shift+Ctrl or Cmd+Z (or Ctrl+Y) redoes.
 */
export function commandForKey(press: KeyPress, selectedId: string | null): DesignerCommand | null {
  const mod = press.ctrlKey || press.metaKey;
  const key = press.key.toLowerCase();
  if (press.altKey) return null;
  if (mod && key === 'z') return press.shiftKey ? commands.redo() : commands.undo();
  if (mod && key === 'y' && !press.shiftKey) return commands.redo();
  if (mod || selectedId === null) return null;
  const arrow = ARROWS[press.key];
  if (arrow) {
    const step = press.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
    return commands.nudge(selectedId, arrow[0] * step, arrow[1] * step);
  }
  if (key === 'r') return press.shiftKey ? commands.rotateLeft(selectedId) : commands.rotateRight(selectedId);
  if (press.key === 'Delete' || press.key === 'Backspace') return commands.remove(selectedId);
  if (press.key === 'Escape') return commands.select(null);
  return null;
}
