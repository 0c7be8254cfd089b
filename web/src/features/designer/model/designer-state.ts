import type { RoomLayout, RoomShapeId } from '@contracts/designer';
import type { DesignerCommand } from './commands';
import { rectsOverlap, type Polygon } from '@contracts/room/geometry';
import { clampMove, findSpot, fitsRoom, footprintAt, type Placement, rotateWithin } from '@contracts/room/placement';
import { roomOutline } from '@contracts/room/room-shapes';
import { SNAP_THRESHOLD, snapRect } from './snapping';
import { cm, type Cm, deg, normaliseDegrees } from '@contracts/room/units';

/** Default room size (spec section 9). */
export const DEFAULT_ROOM_SIDE = cm(200);

/** One piece of furniture as the designer knows it: sizes in cm. */
export interface DesignerItem {
  readonly id: string;
  readonly name: string;
  readonly width: Cm;
  readonly length: Cm;
  readonly imageUrl: string | null;
}

export interface Room {
  readonly width: Cm;
  readonly length: Cm;
  readonly shape: RoomShapeId;
}

/** What undo and redo move between: the room and where each item stands. */
export interface Layout {
  readonly room: Room;
  readonly placements: Readonly<Record<string, Placement>>;
}

export interface DesignerState {
  readonly items: readonly DesignerItem[];
  readonly layout: Layout;
  readonly selectedId: string | null;
  readonly snapping: boolean;
  readonly history: {
    readonly past: readonly Layout[];
    readonly future: readonly Layout[];
    /** The gesture the newest past entry belongs to; its further commands do not add entries. */
    readonly gesture: string | null;
  };
}

const HISTORY_LIMIT = 100;

export const outlineOf = (room: Room): Polygon => roomOutline(room.shape, room);

/** Keeps every item that still fits where it is; finds a new spot for the rest. */
function settle(items: readonly DesignerItem[], room: Room, placements: Readonly<Record<string, Placement>>): Record<string, Placement> {
  const outline = outlineOf(room);
  const settled: Record<string, Placement> = {};
  const kept = items.filter((item) => {
    const at = placements[item.id];
    return at !== undefined && fitsRoom(outline, item, at);
  });
  for (const item of kept) settled[item.id] = placements[item.id] as Placement;
  for (const item of items) {
    if (settled[item.id]) continue;
    const others = Object.entries(settled).map(([id, at]) => footprintAt(itemById(items, id) ?? item, at));
    settled[item.id] = findSpot(outline, item, others) ??
      placements[item.id] ?? { x: cm(room.width / 2), y: cm(room.length / 2), rotation: deg(0) };
  }
  return settled;
}

const itemById = (items: readonly DesignerItem[], id: string) => items.find((item) => item.id === id);

/** A fresh designer: the saved layout when there is one (items it does not know are placed anew), else a 200 × 200 rectangle. */
export function createDesignerState(items: readonly DesignerItem[], saved?: RoomLayout): DesignerState {
  const room: Room = saved
    ? { width: cm(saved.width), length: cm(saved.length), shape: saved.shape }
    : { width: DEFAULT_ROOM_SIDE, length: DEFAULT_ROOM_SIDE, shape: 'rectangular' };
  const placements: Record<string, Placement> = {};
  for (const entry of saved?.items ?? []) {
    if (itemById(items, entry.id)) placements[entry.id] = { x: cm(entry.x), y: cm(entry.y), rotation: normaliseDegrees(entry.rotation) };
  }
  const savedIds = new Set(Object.keys(placements));
  const outline = outlineOf(room);
  for (const item of items) {
    if (savedIds.has(item.id)) continue;
    const others = Object.entries(placements).map(([id, at]) => footprintAt(itemById(items, id) ?? item, at));
    placements[item.id] = findSpot(outline, item, others) ?? { x: cm(room.width / 2), y: cm(room.length / 2), rotation: deg(0) };
  }
  return { items, layout: { room, placements }, selectedId: null, snapping: true, history: { past: [], future: [], gesture: null } };
}

/** The layout in the saved form (the `RoomLayout` contract). */
export function toRoomLayout({ layout, items }: Pick<DesignerState, 'layout' | 'items'>): RoomLayout {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    width: layout.room.width,
    length: layout.room.length,
    shape: layout.room.shape,
    items: items.flatMap((item) => {
      const at = layout.placements[item.id];
      return at ? [{ id: item.id, x: round(at.x), y: round(at.y), rotation: normaliseDegrees(round(at.rotation)) }] : [];
    }),
  };
}

/** Ids of items whose footprints overlap another item's: drawn in the warning colour. */
export function overlappingIds({ items, layout }: Pick<DesignerState, 'items' | 'layout'>): Set<string> {
  const placed = items.flatMap((item) => {
    const at = layout.placements[item.id];
    return at ? [{ id: item.id, rect: footprintAt(item, at) }] : [];
  });
  const ids = new Set<string>();
  placed.forEach((a, i) =>
    placed.slice(i + 1).forEach((b) => {
      if (rectsOverlap(a.rect, b.rect)) ids.add(a.id).add(b.id);
    }),
  );
  return ids;
}

/** Ids of items that do not fit inside the room's real shape anywhere they could be put. */
export function outsideIds({ items, layout }: Pick<DesignerState, 'items' | 'layout'>): Set<string> {
  const outline = outlineOf(layout.room);
  return new Set(
    items
      .filter((item) => !fitsRoom(outline, item, layout.placements[item.id] ?? { x: cm(-1e6), y: cm(-1e6), rotation: deg(0) }))
      .map((item) => item.id),
  );
}

export const canUndo = (state: DesignerState) => state.history.past.length > 0;
export const canRedo = (state: DesignerState) => state.history.future.length > 0;

function withPlacement(state: DesignerState, id: string, next: Placement | null): Layout {
  if (next === null) return state.layout;
  return { ...state.layout, placements: { ...state.layout.placements, [id]: next } };
}

function sameLayout(a: Layout, b: Layout): boolean {
  if (a.room.width !== b.room.width || a.room.length !== b.room.length || a.room.shape !== b.room.shape) return false;
  const ids = new Set([...Object.keys(a.placements), ...Object.keys(b.placements)]);
  for (const id of ids) {
    const p = a.placements[id];
    const q = b.placements[id];
    if (!p || !q || p.x !== q.x || p.y !== q.y || p.rotation !== q.rotation) return false;
  }
  return true;
}

/** Applies a layout change, recording the previous layout for undo unless it continues the same gesture. */
function commit(state: DesignerState, layout: Layout, gesture: string | undefined): DesignerState {
  if (sameLayout(layout, state.layout)) return state;
  const continuing = gesture !== undefined && gesture === state.history.gesture;
  const past = continuing ? state.history.past : [...state.history.past, state.layout].slice(-HISTORY_LIMIT);
  return { ...state, layout, history: { past, future: [], gesture: gesture ?? null } };
}

function others(state: DesignerState, id: string) {
  return state.items.flatMap((item) => {
    const at = state.layout.placements[item.id];
    return item.id !== id && at ? [footprintAt(item, at)] : [];
  });
}

function move(state: DesignerState, id: string, to: { x: Cm; y: Cm }, snap: boolean): Placement | null {
  const item = itemById(state.items, id);
  const from = state.layout.placements[id];
  if (!item || !from) return null;
  const outline = outlineOf(state.layout.room);
  if (snap) {
    const snapped = snapRect(footprintAt(item, { ...from, x: to.x, y: to.y }), outline, others(state, id), SNAP_THRESHOLD);
    const candidate: Placement = { ...from, x: snapped.center.x, y: snapped.center.y };
    if (fitsRoom(outline, item, candidate)) return candidate;
  }
  return clampMove(outline, item, from, to);
}

/** The designer's one reducer: pure, so buttons, keys and tests share it. */
export function designerReducer(state: DesignerState, command: DesignerCommand): DesignerState {
  switch (command.type) {
    case 'select':
      return command.id === state.selectedId || (command.id !== null && !itemById(state.items, command.id))
        ? state
        : { ...state, selectedId: command.id };
    case 'set-snapping':
      return { ...state, snapping: command.on };
    case 'move':
      return commit(state, withPlacement(state, command.id, move(state, command.id, command.to, state.snapping)), command.gesture);
    case 'nudge': {
      const from = state.layout.placements[command.id];
      if (!from) return state;
      return commit(
        state,
        withPlacement(state, command.id, move(state, command.id, { x: cm(from.x + command.dx), y: cm(from.y + command.dy) }, false)),
        undefined,
      );
    }
    case 'rotate': {
      const item = itemById(state.items, command.id);
      const from = state.layout.placements[command.id];
      if (!item || !from) return state;
      return commit(
        state,
        withPlacement(state, command.id, rotateWithin(outlineOf(state.layout.room), item, from, command.by)),
        command.gesture,
      );
    }
    case 'set-shape':
    case 'set-room-size': {
      const room: Room =
        command.type === 'set-shape'
          ? { ...state.layout.room, shape: command.shape }
          : { ...state.layout.room, width: command.width, length: command.length };
      return commit(state, { room, placements: settle(state.items, room, state.layout.placements) }, undefined);
    }
    case 'undo': {
      const previous = state.history.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        layout: previous,
        history: { past: state.history.past.slice(0, -1), future: [state.layout, ...state.history.future], gesture: null },
      };
    }
    case 'redo': {
      const next = state.history.future[0];
      if (!next) return state;
      return {
        ...state,
        layout: next,
        history: { past: [...state.history.past, state.layout], future: state.history.future.slice(1), gesture: null },
      };
    }
  }
}
