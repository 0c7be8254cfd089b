import { z } from 'zod';
import { RoomLayoutSchema, type RoomLayout } from './designer.js';

/** Most co-editors (besides the owner) one board may have; pending invitations count too. */
export const MAX_CO_EDITORS = 10;
/** Most boards 'Shared with you' lists. */
export const MAX_SHARED_BOARDS = 50;
/** How often an open board page says it is still there, and how long after its last word it counts as gone. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_TTL_MS = 45_000;

export const INVITE_EMAIL_INVALID = 'Enter a valid e-mail address.';
export const INVITE_OWN_ADDRESS = 'That is your own address: you already edit this board.';
export const INVITE_ALREADY_EDITOR = 'That person already edits this board.';
export const TOO_MANY_CO_EDITORS = `A board can have at most ${MAX_CO_EDITORS} co-editors.`;
export const INVITE_NOT_FOUND = 'This invitation was not found. It may have been withdrawn or already accepted.';
export const INVITE_WRONG_ACCOUNT = 'This invitation is for another e-mail address. Sign in with the address it was sent to.';
export const INVITE_EMAIL_UNVERIFIED =
  'Verify your e-mail address first (we sent you a link when you registered), then open the invitation again.';
export const CO_EDITOR_NOT_FOUND = 'That person does not edit this board.';

/** POST /api/boards/:id/invites. The address is compared case-insensitively, so it is kept in lower case. */
export const InviteRequest = z.object({
  email: z
    .string({ error: INVITE_EMAIL_INVALID })
    .trim()
    .max(254, INVITE_EMAIL_INVALID)
    .pipe(z.email({ error: INVITE_EMAIL_INVALID }))
    .transform((email) => email.toLowerCase()),
});

export const BoardInviteSchema = z.object({ id: z.string(), email: z.string(), createdAt: z.string() });
export type BoardInvite = z.infer<typeof BoardInviteSchema>;

export const CoEditorSchema = z.object({ uid: z.string(), email: z.string(), name: z.string() });
export type CoEditor = z.infer<typeof CoEditorSchema>;

/** GET /api/boards/:id/collaborators (owner only): who edits the board and who is invited. */
export const CollaboratorsSchema = z.object({ editors: z.array(CoEditorSchema), invites: z.array(BoardInviteSchema) });
export type Collaborators = z.infer<typeof CollaboratorsSchema>;

/** GET /api/invites/:id, for the invited address only. */
export const InvitationSchema = z.object({ id: z.string(), boardId: z.string(), boardTitle: z.string(), ownerName: z.string() });
export type Invitation = z.infer<typeof InvitationSchema>;

/** The layout's versions: one for the whole layout (each save that changes it), one for the room, one per item. */
export const LayoutVersionsSchema = z.object({
  layout: z.number().int().min(0),
  room: z.number().int().min(0),
  items: z.record(z.string(), z.number().int().min(0)),
});
export type LayoutVersions = z.infer<typeof LayoutVersionsSchema>;

/** What one save changed, each with the version the client based its edit on. */
export const LayoutEditsSchema = z.object({
  room: z.number().int().min(0).optional(),
  items: z.record(z.string().min(1).max(200), z.number().int().min(0)).default({}),
});
export type LayoutEdits = z.infer<typeof LayoutEditsSchema>;

/**
 * PUT /api/boards/:id/layout: the spec's layout, with an optional `base` naming what this save edited. Without it the
 * save stands for everything that differs from the stored layout (a lone owner's save).
 */
export const LayoutSaveRequest = RoomLayoutSchema.extend({ base: LayoutEditsSchema.optional() });
export type LayoutSaveRequest = z.infer<typeof LayoutSaveRequest>;

export interface VersionedLayout {
  layout: RoomLayout;
  versions: LayoutVersions;
}

export const PresenceSchema = z.object({ uid: z.string(), name: z.string(), initials: z.string(), expiresAt: z.number() });
export type Presence = z.infer<typeof PresenceSchema>;

/** `liveLayouts/{boardId}` as the web app's listener reads it. */
export const LiveLayoutDocSchema = z.object({
  layout: RoomLayoutSchema.nullable(),
  versions: LayoutVersionsSchema,
  presence: z.record(z.string(), PresenceSchema).default({}),
});
export type LiveLayoutDoc = z.infer<typeof LiveLayoutDocSchema>;

const sameRoom = (a: RoomLayout, b: RoomLayout) => a.width === b.width && a.length === b.length && a.shape === b.shape;
const samePlacement = (a: RoomLayout['items'][number] | undefined, b: RoomLayout['items'][number] | undefined) =>
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

export interface MergedLayout extends VersionedLayout {
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
  let room = current ? { width: current.layout.width, length: current.layout.length, shape: current.layout.shape } : null;
  if (!room || (edits.room !== undefined && !sameRoom(current!.layout, incoming))) {
    if (current && edits.room! < versions.room) overwritten.push('room');
    room = { width: incoming.width, length: incoming.length, shape: incoming.shape };
    versions.room += 1;
    changed = true;
  }
  const placed = new Map((current?.layout.items ?? []).map((item) => [item.id, item]));
  const incomingById = new Map(incoming.items.map((item) => [item.id, item]));
  for (const [id, baseVersion] of Object.entries(edits.items)) {
    const next = incomingById.get(id);
    if (samePlacement(placed.get(id), next)) continue;
    const version = versions.items[id] ?? 0;
    if (baseVersion < version) overwritten.push(id);
    if (next) placed.set(id, next);
    else placed.delete(id);
    versions.items[id] = version + 1;
    changed = true;
  }
  if (changed) versions.layout += 1;
  return { layout: { ...room, items: [...placed.values()] }, versions, changed, overwritten };
}

/** Up to two initials of a display name, e.g. 'Ada Lovelace' → 'AL'; '?' when there is no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = (words.length > 1 ? [words[0]!, words.at(-1)!] : words).map((word) => [...word][0]!.toUpperCase());
  return letters.join('') || '?';
}
