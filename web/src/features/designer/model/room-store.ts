import type { RoomLayout } from '@contracts/designer';
import {
  layoutEdits,
  type LayoutEdits,
  sameRoom as sameSavedRoom,
  samePlacement as sameSpot,
  type VersionedLayout,
} from '@contracts/live-layout';
import { defaultDoor } from '@room/openings';
import type { Placement } from '@room/placement';
import { cm, deg } from '@room/units';
import type { DesignerCommand } from './commands';
import {
  createDesignerState,
  type DesignerItem,
  designerReducer,
  type DesignerState,
  isAccessory,
  type Layout,
  outlineOf,
  samePlacement,
  sameRoom,
  toRoomLayout,
} from './designer-state';

/** Where a change came from: this page's user, or another editor (heard from the server). */
type Origin = 'local' | 'remote';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/** `keepalive`: the save is sent as the page goes away, and must outlive it. */
interface SaveOptions {
  keepalive?: boolean;
}

/** Sends a layout with what it edited (each with the version it was based on); answers the merged layout stored. */
export type SendLayout = (layout: RoomLayout, edits: LayoutEdits, options?: SaveOptions) => Promise<VersionedLayout | null>;

/** How long the layout must rest before it is saved (a drag or a held rotate sends many changes). */
export const SAVE_DELAY_MS = 800;
const HISTORY_LIMIT = 100;

type RoomPart = Pick<Layout, 'room' | 'openings'>;

/** One key of the layout changed: the room (size, shape, doors and windows) or one item's place (absent: off the plan). */
type Change =
  | { readonly key: 'room'; readonly before: RoomPart; readonly after: RoomPart }
  | { readonly key: 'item'; readonly id: string; readonly before?: Placement; readonly after?: Placement };

/** One undo step: the changes of one local command (or one whole gesture), each undone on its own. */
interface Entry {
  readonly gesture: string | null;
  readonly changes: readonly Change[];
}

export interface RoomSnapshot {
  readonly state: DesignerState;
  /** The layout in its saved form: what the 3D view draws. */
  readonly layout: RoomLayout;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly saveStatus: SaveStatus;
  /** How many times another editor's change has arrived. */
  readonly remoteChanges: number;
  /** Where the newest change came from; null before any. */
  readonly lastOrigin: Origin | null;
}

export interface RoomStore {
  getSnapshot(): RoomSnapshot;
  subscribe(listener: () => void): () => void;
  /** A change by this page's user: recorded for undo (undo and redo themselves are commands) and saved a moment later. */
  dispatch(command: DesignerCommand): void;
  /** A layout heard from the server (another editor's save, or the answer to ours): merged per item, outside the history. */
  hear(heard: VersionedLayout): void;
  /** Sends what is waiting now instead of after the delay; resolves when every save so far has been answered. */
  flush(options?: SaveOptions): Promise<void>;
  /** Stops the timer and sends what is still waiting (the designer is going away). */
  dispose(): void;
}

interface RoomStoreOptions {
  items: readonly DesignerItem[];
  /** The board's stored layout and its versions, if any. */
  saved?: RoomLayout | null;
  versions?: VersionedLayout['versions'] | null;
  /** Absent for readers: nothing is saved. */
  send?: SendLayout;
  delayMs?: number;
}

const roomPart = ({ room, openings }: Layout): RoomPart => ({ room, openings });

/** The per-key changes between two layouts. */
function changesBetween(before: Layout, after: Layout): Change[] {
  const changes: Change[] = [];
  if (!sameRoom(before, after)) changes.push({ key: 'room', before: roomPart(before), after: roomPart(after) });
  for (const id of new Set([...Object.keys(before.placements), ...Object.keys(after.placements)])) {
    const [from, to] = [before.placements[id], after.placements[id]];
    if (!samePlacement(from, to)) changes.push({ key: 'item', id, before: from, after: to });
  }
  return changes;
}

/** One gesture's commands make one step: each key keeps its first `before` and takes the newest `after`. */
function mergeChanges(older: readonly Change[], newer: readonly Change[]): Change[] {
  const merged = [...older];
  for (const change of newer) {
    const at = merged.findIndex((c) => c.key === change.key && (c.key === 'room' || (change.key === 'item' && c.id === change.id)));
    const first = merged[at];
    if (!first) merged.push(change);
    else merged[at] = { ...change, before: first.before } as Change;
  }
  return merged.filter((c) => (c.key === 'room' ? !sameRoom(c.before, c.after) : !samePlacement(c.before, c.after)));
}

/**
 * Undoes (or redoes) each change whose key still holds what the change left there. A key that no longer does was
 * changed since by someone else (this page's own changes of it are all in the history above this one): theirs now, it
 * is left alone and named in `blocked`. Returns the layout and the changes that applied, turned round for the way back.
 */
function revert(layout: Layout, changes: readonly Change[]): { layout: Layout; applied: Change[]; blocked: Change[] } {
  let next = layout;
  const applied: Change[] = [];
  const blocked: Change[] = [];
  for (const change of changes) {
    if (change.key === 'room') {
      if (!sameRoom(next, change.after)) {
        blocked.push(change);
        continue;
      }
      next = { ...next, ...change.before };
    } else {
      if (!samePlacement(next.placements[change.id], change.after)) {
        blocked.push(change);
        continue;
      }
      const { [change.id]: _gone, ...rest } = next.placements;
      next = { ...next, placements: change.before ? { ...rest, [change.id]: change.before } : rest };
    }
    applied.push({ ...change, before: change.after, after: change.before } as Change);
  }
  return { layout: next, applied, blocked };
}

/** What the designer says when an undo (or redo) meets a change someone else made since. */
const blockedNotice = (verb: 'undo' | 'redo', what: 'item' | 'room') =>
  `Can't ${verb}: someone else changed ${what === 'item' ? 'this item' : 'the room'} since.`;

/** What this page changed since its last save left: the items by id, and whether the room itself. */
export interface Unsent {
  readonly items: ReadonlySet<string>;
  readonly room: boolean;
}
const NOTHING_UNSENT: Unsent = { items: new Set(), room: false };

/**
 * `heard` with this page's edits that the server has not confirmed laid over it: what `shown` changed against `base`
 * (the layout the page last heard), and what it changed since its last save left (`unsent`, even back to how `base`
 * had it: an item put back, a move undone, while the save before is on its way), stays as shown, item by item;
 * everything else is as heard.
 */
export function overlayPending(base: RoomLayout, shown: RoomLayout, heard: RoomLayout, unsent: Unsent = NOTHING_UNSENT): RoomLayout {
  const before = new Map(base.items.map((item) => [item.id, item]));
  const mine = new Map(shown.items.map((item) => [item.id, item]));
  const theirs = new Map(heard.items.map((item) => [item.id, item]));
  const pending = (id: string) => unsent.items.has(id) || !sameSpot(before.get(id), mine.get(id));
  const items = [...new Set([...theirs.keys(), ...mine.keys()])].flatMap((id) => {
    const kept = pending(id) ? mine.get(id) : theirs.get(id);
    return kept ? [kept] : [];
  });
  const room = !unsent.room && sameSavedRoom(base, shown) ? heard : shown;
  return {
    width: room.width,
    length: room.length,
    shape: room.shape,
    items,
    ...(room.openings ? { openings: room.openings } : {}),
  };
}

/** The designer's layout with `merged` applied key by key: keys that already hold its (rounded) value stay as they are. */
function applyMerged(state: DesignerState, merged: RoomLayout): Layout {
  const room = { width: cm(merged.width), length: cm(merged.length), shape: merged.shape };
  const theirRoom: RoomPart = { room, openings: merged.openings ?? [defaultDoor(outlineOf(room))] };
  const shown = new Map(toRoomLayout(state).items.map((item) => [item.id, item]));
  const heard = new Map(merged.items.map((item) => [item.id, item]));
  const placements: Record<string, Placement> = { ...state.layout.placements };
  for (const item of state.items) {
    if (isAccessory(item)) continue;
    const [mine, theirs] = [shown.get(item.id), heard.get(item.id)];
    if (sameSpot(mine, theirs)) continue;
    if (theirs) placements[item.id] = { x: cm(theirs.x), y: cm(theirs.y), rotation: deg(theirs.rotation) };
    else delete placements[item.id];
  }
  return { ...(sameRoom(state.layout, theirRoom) ? roomPart(state.layout) : theirRoom), placements };
}

/**
 * One board's room, for the plan, the 3D view and the live sync alike. Every change is local (dispatched here) or
 * remote (heard): undo and redo record local changes only, per key, so undoing a move never touches what another
 * editor changed; a remote layout is merged per item, keeping this page's unsaved edits; local changes are saved
 * SAVE_DELAY_MS after they stop, one save after another, each naming the items it edited.
 */
export function createRoomStore({ items, saved, versions, send, delayMs = SAVE_DELAY_MS }: RoomStoreOptions): RoomStore {
  let state = createDesignerState(items, saved ?? undefined);
  let past: Entry[] = [];
  let future: Entry[] = [];
  let base: VersionedLayout | null = saved && versions ? { layout: saved, versions } : null;
  /** What the page showed before the server held any layout: the base of the merge until one is heard. */
  const start = toRoomLayout(state);
  let dirty = false;
  let status: SaveStatus = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let sends = 0;
  let remoteChanges = 0;
  let lastOrigin: Origin | null = null;
  let unsent = { items: new Set<string>(), room: false };
  const noteUnsent = (changes: readonly Change[]) => {
    for (const change of changes) {
      if (change.key === 'item') unsent.items.add(change.id);
      else unsent.room = true;
    }
  };
  const listeners = new Set<() => void>();

  const makeSnapshot = (): RoomSnapshot => ({
    state,
    layout: toRoomLayout(state),
    canUndo: past.length > 0,
    canRedo: future.length > 0,
    saveStatus: status,
    remoteChanges,
    lastOrigin,
  });
  let snapshot = makeSnapshot();
  const emit = () => {
    snapshot = makeSnapshot();
    listeners.forEach((listener) => listener());
  };

  const changedLocally = () => {
    lastOrigin = 'local';
    if (!send) return;
    dirty = true;
    status = 'pending';
    clearTimeout(timer);
    timer = setTimeout(() => void flush().catch(() => undefined), delayMs);
  };

  const sendNow = async (options?: SaveOptions) => {
    const layout = toRoomLayout(state);
    const edits = layoutEdits(base, layout);
    // From here what this page changed is either on its way or back to what the server holds.
    unsent = { items: new Set(), room: false };
    if (edits.room === undefined && Object.keys(edits.items).length === 0) return;
    const answer = await send!(layout, edits, options);
    if (answer) hear(answer);
  };

  function flush(options?: SaveOptions): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!send || !dirty) return queue;
    dirty = false;
    status = 'saving';
    const id = ++sends;
    // Sent as the page goes away: it cannot wait for a save still on its way, the page may be gone before that answers.
    const run = options?.keepalive ? sendNow(options) : queue.then(() => sendNow(options));
    queue = run.catch(() => undefined);
    emit();
    return run.then(
      () => {
        if (id === sends && !dirty) {
          status = 'saved';
          emit();
        }
      },
      (error: unknown) => {
        // The next chance (a change, hiding the page) sends it again.
        dirty = true;
        status = 'error';
        emit();
        throw error;
      },
    );
  }

  function hear(heard: VersionedLayout) {
    if (base && heard.versions.layout <= base.versions.layout) return;
    const mergeBase = base?.layout ?? start;
    base = heard;
    const merged = overlayPending(mergeBase, toRoomLayout(state), heard.layout, unsent);
    const layout = applyMerged(state, merged);
    if (changesBetween(state.layout, layout).length === 0) return;
    const selectedId = state.selectedId && layout.placements[state.selectedId] ? state.selectedId : null;
    state = { ...state, layout, selectedId, automatic: false };
    remoteChanges += 1;
    lastOrigin = 'remote';
    emit();
  }

  let gesture: string | null = null;

  function record(changes: Change[], commandGesture: string | null) {
    const top = past.at(-1);
    if (top && commandGesture !== null && commandGesture === gesture) {
      past = [...past.slice(0, -1), { gesture: commandGesture, changes: mergeChanges(top.changes, changes) }];
    } else past = [...past, { gesture: commandGesture, changes }].slice(-HISTORY_LIMIT);
    future = [];
    gesture = commandGesture;
  }

  /**
   * Walks the history one step: the newest entry is undone (or redone) where its keys still hold what it left. It never
   * jumps back over another editor's change: a key they changed since keeps their change, the designer says it could not
   * be undone (selecting the item), and the entry is spent, so the next Undo goes on to the older one knowingly.
   */
  function step(from: Entry[], to: Entry[], verb: 'undo' | 'redo'): { from: Entry[]; to: Entry[] } {
    const remaining = [...from];
    for (let entry = remaining.pop(); entry; entry = remaining.pop()) {
      const { layout, applied, blocked } = revert(state.layout, entry.changes);
      // A step that came to nothing (a drag back to where it started) is passed over.
      if (!applied.length && !blocked.length) continue;
      const theirs = blocked.find((change) => change.key === 'item');
      const kept = (id: string | null) => (id && layout.placements[id] ? id : null);
      const shown = kept(theirs?.key === 'item' ? theirs.id : null);
      state = {
        ...state,
        layout,
        ...(shown ? { selectedId: shown, selectedOpening: null } : { selectedId: kept(state.selectedId) }),
        notice: blocked.length ? blockedNotice(verb, theirs ? 'item' : 'room') : null,
      };
      return { from: remaining, to: applied.length ? [...to, { gesture: null, changes: applied }] : to };
    }
    return { from: remaining, to };
  }

  function dispatch(command: DesignerCommand) {
    if (command.type === 'undo' || command.type === 'redo') {
      const before = state;
      if (command.type === 'undo') ({ from: past, to: future } = step(past, future, 'undo'));
      else ({ from: future, to: past } = step(future, past, 'redo'));
      gesture = null;
      if (state.layout !== before.layout) {
        noteUnsent(changesBetween(before.layout, state.layout));
        changedLocally();
      }
      emit();
      return;
    }
    const next = designerReducer(state, command);
    if (next === state) return;
    const changes = changesBetween(state.layout, next.layout);
    state = next;
    if (changes.length) {
      record(changes, 'gesture' in command ? (command.gesture ?? null) : null);
      noteUnsent(changes);
      changedLocally();
    }
    emit();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    hear,
    flush,
    dispose() {
      if (dirty) void flush().catch(() => undefined);
    },
  };
}
