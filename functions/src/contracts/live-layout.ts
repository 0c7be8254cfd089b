// Boards edited together, the rules without a schema library: the web app's board page imports these on its first
// load, so this module stays free of zod (its schemas are in live.ts).
import type { RoomLayout } from './designer.js';

/** Most co-editors (besides the owner) one board may have; pending invitations count too. */
export const MAX_CO_EDITORS = 10;
/** Most boards 'Shared with you' lists. */
export const MAX_SHARED_BOARDS = 50;
/** How often an open board page says it is still there, and how long after its last word it counts as gone. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_TTL_MS = 45_000;

/** The layout's versions: one for the whole layout (each save that changes it), one for the room, one per item. */
export interface LayoutVersions {
  layout: number;
  room: number;
  items: Record<string, number>;
}

/** What one save changed, each with the version the client based its edit on. */
export interface LayoutEdits {
  room?: number;
  items: Record<string, number>;
}

export interface VersionedLayout {
  layout: RoomLayout;
  versions: LayoutVersions;
}

type Opening = NonNullable<RoomLayout['openings']>[number];
const sameOpening = (a: Opening, b: Opening) =>
  a.id === b.id && a.kind === b.kind && a.wall === b.wall && a.offset === b.offset && a.width === b.width && a.hinge === b.hinge;
/** No openings stands for the classic door, which is not the same as none. */
export const sameOpenings = (a: readonly Opening[] | undefined, b: readonly Opening[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((opening, i) => sameOpening(opening, b[i]!)));

/** The room: its size, shape and doors and windows (a save that moves a door edits the room). */
export const sameRoom = (a: RoomLayout, b: RoomLayout) =>
  a.width === b.width && a.length === b.length && a.shape === b.shape && sameOpenings(a.openings, b.openings);
const roomOf = ({ width, length, shape, openings }: RoomLayout) => ({ width, length, shape, ...(openings ? { openings } : {}) });
export const samePlacement = (a: RoomLayout['items'][number] | undefined, b: RoomLayout['items'][number] | undefined) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.rotation === b.rotation);

/**
 * What `next` changed against `base` (null: nothing stored yet), each edit with the version it was based on. The web
 * app sends this with its save; the server takes it for a save that names no base.
 */
export function layoutEdits(base: VersionedLayout | null, next: RoomLayout): LayoutEdits {
  if (!base) return { room: 0, items: Object.fromEntries(next.items.map((item) => [item.id, 0])) };
  const edits: LayoutEdits = { items: {} };
  if (!sameRoom(base.layout, next)) edits.room = base.versions.room;
  const before = new Map(base.layout.items.map((item) => [item.id, item]));
  const after = new Map(next.items.map((item) => [item.id, item]));
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    if (!samePlacement(before.get(id), after.get(id))) edits.items[id] = base.versions.items[id] ?? 0;
  }
  return edits;
}

interface MergedLayout extends VersionedLayout {
  /** Whether anything changed (the layout version moved on). */
  changed: boolean;
  /** Edits of this save that replaced an edit its client had not seen ('room' or item ids): the later edit won. */
  overwritten: string[];
}

/**
 * The merge rule of a layout save: each edited item (and the room) takes the save's value and its version moves on,
 * so the later edit of an item wins; items the save did not edit keep the stored value, so concurrent edits of other
 * items are kept. An edit based on an older version than the stored one is reported in `overwritten`.
 */
export function mergeLayout(current: VersionedLayout | null, incoming: RoomLayout, edits: LayoutEdits): MergedLayout {
  const versions: LayoutVersions = current
    ? { ...current.versions, items: { ...current.versions.items } }
    : { layout: 0, room: 0, items: {} };
  const overwritten: string[] = [];
  let changed = false;
  let room = current ? roomOf(current.layout) : null;
  if (!room || (edits.room !== undefined && !sameRoom(current!.layout, incoming))) {
    if (current && edits.room! < versions.room) overwritten.push('room');
    room = roomOf(incoming);
    versions.room += 1;
    changed = true;
  }
  const placed = new Map((current?.layout.items ?? []).map((item) => [item.id, item]));
  const incomingById = new Map(incoming.items.map((item) => [item.id, item]));
  // Items taken off the plan stay off after a reload: the list follows the edits that place or take off each item.
  const removed = new Set((current ? current.layout : incoming).removed ?? []);
  const takenOff = new Set(incoming.removed ?? []);
  for (const [id, baseVersion] of Object.entries(edits.items)) {
    const next = incomingById.get(id);
    if (samePlacement(placed.get(id), next)) continue;
    const version = versions.items[id] ?? 0;
    if (baseVersion < version) overwritten.push(id);
    if (next) {
      placed.set(id, next);
      removed.delete(id);
    } else {
      placed.delete(id);
      if (takenOff.has(id)) removed.add(id);
    }
    versions.items[id] = version + 1;
    changed = true;
  }
  if (changed) versions.layout += 1;
  const layout = { ...room, items: [...placed.values()], ...(removed.size ? { removed: [...removed] } : {}) };
  return { layout, versions, changed, overwritten };
}

/** Up to two initials of a display name, e.g. 'Ada Lovelace' → 'AL'; '?' when there is no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = (words.length > 1 ? [words[0]!, words.at(-1)!] : words).map((word) => [...word][0]!.toUpperCase());
  return letters.join('') || '?';
}
