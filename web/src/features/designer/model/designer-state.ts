import type { Opening, RoomLayout, RoomShapeId } from '@contracts/designer';
import { sameOpenings } from '@contracts/live-layout';
import {
  defaultDoor,
  DOOR_WIDTH,
  freeWallSpot,
  inDoorSwing,
  MIN_OPENING_WIDTH,
  nearestWallSpot,
  placeOpening,
  doorSwings,
  WINDOW_WIDTH,
} from '@room/openings';
import type { ProductKind, ProductMount } from '@contracts/product-kinds';
import { arrangeRoom } from '@room/arrangement';
import { boardRoom, freeSpot } from '@room/board-room';
import { canCollide, mountOf } from '@room/item-roles';
import type { DesignerCommand, OpeningCommand } from './commands';
import { rectsOverlap, type Polygon } from '@room/geometry';
import { clampMove, fitsRoom, footprintAt, type Placement, rotateWithin } from '@room/placement';
import { roomOutline } from '@room/room-shapes';
import { SNAP_THRESHOLD, snapRect } from './snapping';
import { cm, type Cm, deg, normaliseDegrees } from '@room/units';

/** One piece of furniture as the designer knows it: sizes in cm. */
export interface DesignerItem {
  readonly id: string;
  readonly name: string;
  readonly width: Cm;
  readonly length: Cm;
  readonly imageUrl: string | null;
  /** What it is (its plan symbol); absent: drawn as a plain box, arranged by its size. */
  readonly kind?: ProductKind;
  /** 'accessory': listed beside the plan, never placed; 'rug': a floor layer under the furniture. */
  readonly mount?: ProductMount;
  /** Main colour (#RRGGBB) of its plan symbol. */
  readonly colour?: string | null;
}

interface Room {
  readonly width: Cm;
  readonly length: Cm;
  readonly shape: RoomShapeId;
}

/** The room and where each item stands. A floor item without a placement is off the plan. */
export interface Layout {
  readonly room: Room;
  readonly placements: Readonly<Record<string, Placement>>;
  /** Doors and windows on the walls. */
  readonly openings: readonly Opening[];
}

export interface DesignerState {
  readonly items: readonly DesignerItem[];
  readonly layout: Layout;
  readonly selectedId: string | null;
  /** The selected door or window (its id), apart from the selected item. */
  readonly selectedOpening: string | null;
  readonly snapping: boolean;
  /** The layout is still the automatic arrangement: a new room size or shape arranges it afresh. */
  readonly automatic: boolean;
  /**
   * One line under the plan: what the last change of the room's size or shape did to the items, or why an undo could
   * not undo (room-store.ts); null when there is nothing to say.
   */
  readonly notice: string | null;
  /** Set when the room was grown past the seed's 200 x 200 to fit the furniture. */
  readonly grownToFit: boolean;
}

export const outlineOf = (room: Room): Polygon => roomOutline(room.shape, room);

export const isAccessory = (item: DesignerItem) => mountOf(item) === 'accessory';
export const isRug = (item: DesignerItem) => mountOf(item) === 'rug';

/** The items that stand on the plan (not accessories), in list order. */
const floorItems = (items: readonly DesignerItem[]) => items.filter((item) => !isAccessory(item));

const itemById = (items: readonly DesignerItem[], id: string) => items.find((item) => item.id === id);

/** A new place for an item, clear of what it can collide with and of the doors' swings; the room's middle when none. */
const placeAnew = (
  items: readonly DesignerItem[],
  room: Room,
  placements: Readonly<Record<string, Placement>>,
  item: DesignerItem,
  openings: readonly Opening[] = [],
) => freeSpot(items, room, placements, item, doorSwings(outlineOf(room), openings));

/** Keeps every placed item that still fits where it is and finds a new spot for the rest; names the ones that moved. */
function settle(items: readonly DesignerItem[], room: Room, placements: Readonly<Record<string, Placement>>) {
  const outline = outlineOf(room);
  const settled: Record<string, Placement> = {};
  const placed = floorItems(items).filter((item) => placements[item.id]);
  for (const item of placed) {
    const at = placements[item.id] as Placement;
    if (fitsRoom(outline, item, at)) settled[item.id] = at;
  }
  const moved: string[] = [];
  for (const item of placed) {
    if (settled[item.id]) continue;
    settled[item.id] = placeAnew(items, room, settled, item);
    moved.push(item.name);
  }
  return { placements: settled, moved };
}

const listNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/** The one line the designer says after the room changed: what moved, and what the room cannot hold at all. */
function settleNotice(moved: readonly string[], unfit: readonly string[]): string | null {
  const parts = [
    moved.length ? `Moved to fit the room: ${listNames(moved)}.` : '',
    unfit.length ? `${listNames(unfit)} ${unfit.length === 1 ? 'does' : 'do'} not fit this room.` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

function arranged(
  items: readonly DesignerItem[],
  room: Room,
  keepOff: ReadonlySet<string>,
  openings?: readonly Opening[],
): Record<string, Placement> {
  const layout = arrangeRoom(
    { ...room, ...(openings ? { openings } : {}) },
    items.filter((item) => !keepOff.has(item.id)),
  );
  return Object.fromEntries(layout.items.map((entry) => [entry.id, { x: cm(entry.x), y: cm(entry.y), rotation: deg(entry.rotation) }]));
}

/** A fresh designer on the board's room (@room/board-room): its saved layout, or the automatic start. */
export function createDesignerState(items: readonly DesignerItem[], saved?: RoomLayout): DesignerState {
  const { room, placements, openings, automatic, grown } = boardRoom(items, saved);
  return {
    items,
    selectedId: null,
    selectedOpening: null,
    snapping: true,
    notice: null,
    layout: { room, placements, openings },
    automatic,
    grownToFit: grown,
  };
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
    ...withRemoved(removedItems({ items, layout }).map((item) => item.id)),
    ...withOpenings(layout),
  };
}

const isClassicDoor = ({ room, openings }: Layout) => sameOpenings(openings, [defaultDoor(outlineOf(room))]);

/** The classic door moves with the room while nobody has placed doors or windows; placed ones stay on their walls. */
function followRoom(layout: Layout, room: Room): readonly Opening[] {
  return isClassicDoor(layout) ? [defaultDoor(outlineOf(room))] : layout.openings;
}

/** Openings are saved once they differ from the classic door, so an untouched layout keeps its old form. */
function withOpenings(layout: Layout): { openings?: Opening[] } {
  return isClassicDoor(layout) ? {} : { openings: [...layout.openings] };
}

const withRemoved = (removed: string[]) => (removed.length ? { removed } : {});

/** Floor items the user took off the plan, in list order. */
const removedItems = ({ items, layout }: Pick<DesignerState, 'items' | 'layout'>) =>
  floorItems(items).filter((item) => !layout.placements[item.id]);

/** Ids of items whose footprints overlap another item's (furniture on a rug does not count): drawn in the warning colour. */
export function overlappingIds({ items, layout }: Pick<DesignerState, 'items' | 'layout'>): Set<string> {
  const placed = items.flatMap((item) => {
    const at = layout.placements[item.id];
    return at ? [{ item, rect: footprintAt(item, at) }] : [];
  });
  const ids = new Set<string>();
  placed.forEach((a, i) =>
    placed.slice(i + 1).forEach((b) => {
      if (canCollide(a.item, b.item) && rectsOverlap(a.rect, b.rect)) ids.add(a.item.id).add(b.item.id);
    }),
  );
  return ids;
}

/** Ids of items that do not fit inside the room's real shape anywhere they could be put. */
export function outsideIds({ items, layout }: Pick<DesignerState, 'items' | 'layout'>): Set<string> {
  const outline = outlineOf(layout.room);
  return new Set(
    items
      .filter((item) => {
        const at = layout.placements[item.id];
        return at !== undefined && !fitsRoom(outline, item, at);
      })
      .map((item) => item.id),
  );
}

/**
 * Ids of furniture standing in a door's swing (rugs may lie there): drawn in the warning colour and named. Only doors
 * the user placed or changed count.
 */
export function inSwingIds({ items, layout }: Pick<DesignerState, 'items' | 'layout'>): Set<string> {
  const footprints = items.flatMap((item) => {
    const at = layout.placements[item.id];
    return at && !isRug(item) ? [{ id: item.id, rect: footprintAt(item, at) }] : [];
  });
  // The classic door of a layout nobody has put doors in stands for a door somewhere: it flags nothing.
  if (!withOpenings(layout).openings) return new Set();
  return inDoorSwing(outlineOf(layout.room), layout.openings, footprints);
}

/** The line under the plan that names the pieces in a door's swing; null when the doors are clear. */
export function swingNotice(state: Pick<DesignerState, 'items' | 'layout'>): string | null {
  const names = [...inSwingIds(state)].map((id) => itemById(state.items, id)?.name ?? id);
  if (!names.length) return null;
  return `${names.join(', ')} ${names.length === 1 ? 'stands' : 'stand'} in a door's swing: move ${names.length === 1 ? 'it' : 'them'} clear of the door.`;
}

/** Adds, moves, resizes or removes an opening (a new one on the wall nearest the room's top middle for a window). */
function changeOpenings(state: DesignerState, command: OpeningCommand): DesignerState {
  const outline = outlineOf(state.layout.room);
  const openings = state.layout.openings;
  const withOpenings = (next: readonly Opening[], selectedOpening: string | null) => ({
    ...commit(state, { ...state.layout, openings: next }),
    selectedOpening,
  });
  switch (command.type) {
    case 'add-opening': {
      const count = openings.filter((o) => o.kind === command.kind).length;
      let n = count + 1;
      while (openings.some((o) => o.id === `${command.kind}-${n}`)) n++;
      const width = command.kind === 'door' ? DOOR_WIDTH : WINDOW_WIDTH;
      const target =
        command.kind === 'door'
          ? { x: state.layout.room.width / 2, y: state.layout.room.length }
          : { x: state.layout.room.width / 2, y: 0 };
      const spot = freeWallSpot(outline, openings, target, width);
      const opening: Opening = {
        id: `${command.kind}-${n}`,
        kind: command.kind,
        ...spot,
        width,
        ...(command.kind === 'door' ? { hinge: 'left' as const } : {}),
      };
      const placed = placeOpening(outline, opening);
      return withOpenings([...openings, placed ? placed.opening : opening], opening.id);
    }
    case 'move-opening': {
      const current = openings.find((o) => o.id === command.id);
      if (!current) return state;
      const spot = nearestWallSpot(outline, command.to, current.width);
      const moved = placeOpening(outline, { ...current, ...spot })?.opening ?? current;
      return withOpenings(
        openings.map((o) => (o.id === command.id ? { ...moved, offset: Math.round(moved.offset) } : o)),
        command.id,
      );
    }
    case 'set-opening': {
      const current = openings.find((o) => o.id === command.id);
      if (!current) return state;
      const width = Math.max(MIN_OPENING_WIDTH, Math.round(command.width ?? current.width));
      const next = placeOpening(outline, { ...current, width, ...(command.hinge ? { hinge: command.hinge } : {}) })?.opening ?? current;
      return withOpenings(
        openings.map((o) => (o.id === command.id ? next : o)),
        command.id,
      );
    }
    case 'remove-opening':
      return withOpenings(
        openings.filter((o) => o.id !== command.id),
        null,
      );
    case 'select-opening':
      return { ...state, selectedOpening: command.id, selectedId: command.id === null ? state.selectedId : null };
  }
}

function withPlacement(state: DesignerState, id: string, next: Placement | null): Layout {
  if (next === null) return state.layout;
  return { ...state.layout, placements: { ...state.layout.placements, [id]: next } };
}

/** Whether two places are the same (both absent: the item is off the plan in both). */
export const samePlacement = (p: Placement | undefined, q: Placement | undefined) =>
  p === q || (!!p && !!q && p.x === q.x && p.y === q.y && p.rotation === q.rotation);

/** Whether two rooms are the same: size, shape, doors and windows. */
export const sameRoom = (a: Pick<Layout, 'room' | 'openings'>, b: Pick<Layout, 'room' | 'openings'>) =>
  a.room.width === b.room.width && a.room.length === b.room.length && a.room.shape === b.room.shape && sameOpenings(a.openings, b.openings);

function sameLayout(a: Layout, b: Layout): boolean {
  if (!sameRoom(a, b)) return false;
  const ids = new Set([...Object.keys(a.placements), ...Object.keys(b.placements)]);
  return [...ids].every((id) => samePlacement(a.placements[id], b.placements[id]));
}

/** Applies a layout change (the room store records it for undo). */
function commit(state: DesignerState, layout: Layout): DesignerState {
  if (sameLayout(layout, state.layout)) return state;
  return { ...state, layout, automatic: false, notice: null };
}

function move(state: DesignerState, id: string, to: { x: Cm; y: Cm }, snap: boolean): Placement | null {
  const item = itemById(state.items, id);
  const from = state.layout.placements[id];
  if (!item || !from) return null;
  const outline = outlineOf(state.layout.room);
  if (snap) {
    const others = state.items.flatMap((other) => {
      const at = state.layout.placements[other.id];
      return other.id !== id && at ? [footprintAt(other, at)] : [];
    });
    const snapped = snapRect(footprintAt(item, { ...from, x: to.x, y: to.y }), outline, others, SNAP_THRESHOLD);
    const candidate: Placement = { ...from, x: snapped.center.x, y: snapped.center.y };
    if (fitsRoom(outline, item, candidate)) return candidate;
  }
  return clampMove(outline, item, from, to);
}

/** The designer's one reducer: pure, so buttons, keys, the room store and tests share it. */
export function designerReducer(state: DesignerState, command: DesignerCommand): DesignerState {
  switch (command.type) {
    case 'select':
      if (command.id === null)
        return state.selectedId === null && state.selectedOpening === null ? state : { ...state, selectedId: null, selectedOpening: null };
      return command.id === state.selectedId || !state.layout.placements[command.id]
        ? state
        : { ...state, selectedId: command.id, selectedOpening: null };
    case 'add-opening':
    case 'move-opening':
    case 'set-opening':
    case 'remove-opening':
    case 'select-opening':
      return changeOpenings(state, command);
    case 'set-snapping':
      return { ...state, snapping: command.on };
    case 'move':
      return commit(state, withPlacement(state, command.id, move(state, command.id, command.to, state.snapping)));
    case 'nudge': {
      const from = state.layout.placements[command.id];
      if (!from) return state;
      return commit(
        state,
        withPlacement(state, command.id, move(state, command.id, { x: cm(from.x + command.dx), y: cm(from.y + command.dy) }, false)),
      );
    }
    case 'rotate': {
      const item = itemById(state.items, command.id);
      const from = state.layout.placements[command.id];
      if (!item || !from) return state;
      return commit(state, withPlacement(state, command.id, rotateWithin(outlineOf(state.layout.room), item, from, command.by)));
    }
    case 'set-shape':
    case 'set-room-size': {
      const room: Room =
        command.type === 'set-shape'
          ? { ...state.layout.room, shape: command.shape }
          : { ...state.layout.room, width: command.width, length: command.length };
      if (state.automatic) {
        // Nothing placed by hand yet: arrange afresh for the new room.
        const next = commit(state, {
          room,
          placements: arranged(state.items, room, new Set(removedItems(state).map((item) => item.id)), withOpenings(state.layout).openings),
          openings: followRoom(state.layout, room),
        });
        return {
          ...next,
          automatic: true,
          notice: settleNotice(
            [],
            [...outsideIds(next)].map((id) => itemById(state.items, id)?.name ?? id),
          ),
        };
      }
      const { placements, moved } = settle(state.items, room, state.layout.placements);
      const next = commit(state, { room, placements, openings: followRoom(state.layout, room) });
      const unfit = [...outsideIds(next)];
      const names = (ids: string[]) => ids.map((id) => itemById(state.items, id)?.name ?? id);
      return {
        ...next,
        notice: settleNotice(
          moved.filter((name) => !unfit.some((id) => itemById(state.items, id)?.name === name)),
          names(unfit),
        ),
      };
    }
    case 'remove': {
      if (!state.layout.placements[command.id]) return state;
      const { [command.id]: _removed, ...placements } = state.layout.placements;
      const next = commit(state, { ...state.layout, placements });
      return { ...next, selectedId: state.selectedId === command.id ? null : state.selectedId };
    }
    case 'restore': {
      const item = itemById(state.items, command.id);
      if (!item || isAccessory(item) || state.layout.placements[command.id]) return state;
      const at = placeAnew(state.items, state.layout.room, state.layout.placements, item, withOpenings(state.layout).openings);
      const next = commit(state, { ...state.layout, placements: { ...state.layout.placements, [item.id]: at } });
      return { ...next, selectedId: item.id };
    }
    case 'undo':
    case 'redo':
      // History is the room store's: it records local changes per item.
      return state;
  }
}
