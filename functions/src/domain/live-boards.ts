import type { Board } from '../contracts/boards.js';
import type { RoomLayout } from '../contracts/designer.js';
import { initialsOf, PRESENCE_TTL_MS, type LayoutVersions, type VersionedLayout } from '../contracts/live-layout.js';
import type { Presence } from '../contracts/live.js';
import { MAX_LAYOUT_ITEMS } from '../contracts/designer.js';
import { placedOnBoard, type BoardProduct, type BoardRecord } from './boards.js';
import { MEMBER_NAME } from '../contracts/public-name.js';
import { toBoardView } from './board-view.js';

export interface CoEditorRecord {
  uid: string;
  email: string;
  name: string;
}

/**
 * `liveLayouts/{boardId}`: who edits the board (owner first in `editorUids`, which the security rules read), the
 * layout with its versions, and who is on the board now. Browsers of the editors read it; only the API writes it.
 */
export interface LiveBoardRecord {
  boardId: string;
  ownerUid: string;
  editorUids: string[];
  /** The co-editors, owner not included. */
  editors: CoEditorRecord[];
  layout: RoomLayout | null;
  versions: LayoutVersions;
  presence: Record<string, Presence>;
}

export interface InviteRecord {
  id: string;
  boardId: string;
  ownerUid: string;
  /** Lower case. */
  email: string;
  createdAt: Date;
  /** The invited account opened the invitation before verifying its e-mail: the owner's list says it waits for that. */
  awaitingVerification?: boolean;
}

/** The live state of a board nobody has edited together yet: its owner alone, its stored layout at version 0. */
export function freshLive(board: BoardRecord): LiveBoardRecord {
  return {
    boardId: board.id,
    ownerUid: board.ownerUid,
    editorUids: [board.ownerUid],
    editors: [],
    layout: board.layout,
    versions: { layout: 0, room: 0, items: Object.fromEntries((board.layout?.items ?? []).map((item) => [item.id, 0])) },
    presence: {},
  };
}

/**
 * The versions kept: those of the board's products alone (a save may name any id), at most MAX_LAYOUT_ITEMS of them,
 * so the live document does not grow with what clients send.
 */
export function versionsOnBoard(versions: LayoutVersions, products: readonly Pick<BoardProduct, 'productId'>[]): LayoutVersions {
  const onBoard = new Set(products.map((product) => product.productId));
  const items = Object.entries(versions.items)
    .filter(([id]) => onBoard.has(id))
    .slice(0, MAX_LAYOUT_ITEMS);
  return { ...versions, items: Object.fromEntries(items) };
}

export function versioned(live: LiveBoardRecord): VersionedLayout | null {
  return live.layout ? { layout: live.layout, versions: live.versions } : null;
}

export const isCoEditor = (live: LiveBoardRecord | null, uid: string | null): boolean =>
  !!live && !!uid && uid !== live.ownerUid && live.editors.some((editor) => editor.uid === uid);

/**
 * Whether `uid` co-edits the board as the designer who made it for a project (`byDesigner`, set on concept boards
 * alone and never copied), rather than by the member's invitation: that co-editing ends with the designer role.
 */
export const coEditsAsDesigner = (board: BoardRecord | null, live: LiveBoardRecord | null, uid: string): boolean =>
  board?.byDesigner?.uid === uid && isCoEditor(live, uid);

/** The live state without `uid` among the co-editors, nor on the board now. */
export function withoutCoEditor(live: LiveBoardRecord, uid: string): LiveBoardRecord {
  const { [uid]: _gone, ...presence } = live.presence;
  return {
    ...live,
    editorUids: live.editorUids.filter((editor) => editor !== uid),
    editors: live.editors.filter((editor) => editor.uid !== uid),
    presence,
  };
}

/** The name others see for a co-editor or in presence: the profile's name, else the user name, never the e-mail. */
export function memberName(profile: { firstName?: string; lastName?: string; userName?: string } | null): string {
  const full = [profile?.firstName, profile?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return full || profile?.userName?.trim() || MEMBER_NAME;
}

export function presenceOf(uid: string, name: string, now: Date): Presence {
  return { uid, name, initials: initialsOf(name), expiresAt: now.getTime() + PRESENCE_TTL_MS };
}

/** Presence entries still alive at `now`. */
export function livePresence(presence: Record<string, Presence>, now: Date): Record<string, Presence> {
  return Object.fromEntries(Object.entries(presence).filter(([, entry]) => entry.expiresAt > now.getTime()));
}

/**
 * The live layout after the board's products were edited: placements of products gone from the board leave it, and
 * those the board's layout gained (a swapped-in product, in the old one's place) join it, as a change (versions up).
 * Null: nothing to change.
 */
export function liveAfterEdit(
  live: Pick<LiveBoardRecord, 'layout' | 'versions'>,
  board: Pick<BoardRecord, 'layout' | 'items'>,
): Pick<LiveBoardRecord, 'layout' | 'versions'> | null {
  if (!live.layout || !board.layout) return null;
  const placed = placedOnBoard(live.layout, board.items);
  const gained = board.layout.items.filter((item) => !placed.items.some((other) => other.id === item.id));
  if (!gained.length) return null;
  const items = { ...live.versions.items };
  for (const item of gained) items[item.id] = (items[item.id] ?? 0) + 1;
  return {
    layout: { ...placed, items: [...placed.items, ...gained] },
    versions: { ...live.versions, layout: live.versions.layout + 1, items },
  };
}

/**
 * The board as `viewerUid` sees it, with what editing together adds: co-editors get the picture's key and `canEdit`,
 * editors (owner and co-editors) the layout's versions, the base of their next save.
 */
export function liveBoardView(record: BoardRecord, viewerUid: string | null, live: LiveBoardRecord | null): Board {
  const coEditor = isCoEditor(live, viewerUid);
  const view = toBoardView(record, viewerUid, coEditor);
  if (!view.isOwner && !coEditor) return view;
  const state = live ?? freshLive(record);
  const layout = state.layout && placedOnBoard(state.layout, record.items);
  return { ...view, canEdit: true, layout, layoutVersions: state.versions };
}
