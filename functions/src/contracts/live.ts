import { z } from 'zod';
import { RoomLayoutSchema } from './designer.js';
import { MAX_CO_EDITORS } from './live-layout.js';

export const INVITE_EMAIL_INVALID = 'Enter a valid e-mail address.';
export const INVITE_OWN_ADDRESS = 'That is your own address: you already edit this board.';
export const INVITE_ALREADY_EDITOR = 'That person already edits this board.';
export const TOO_MANY_CO_EDITORS = `A board can have at most ${MAX_CO_EDITORS} co-editors.`;
export const INVITE_NOT_FOUND = 'This invitation was not found. It may have been withdrawn or already accepted.';
export const INVITE_WRONG_ACCOUNT = 'This invitation is for another e-mail address. Sign in with the address it was sent to.';
export const INVITE_EMAIL_UNVERIFIED = 'Verify your e-mail address first: open the link in the e-mail we sent you.';
export const INVITE_SENDER_UNVERIFIED =
  'Please verify your e-mail address before inviting anyone. Open the link we sent you, then try again.';
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

const BoardInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** True once the invited account opened the invitation with its e-mail not yet verified: it waits for that. */
  awaitingVerification: z.boolean().optional(),
});
export type BoardInvite = z.infer<typeof BoardInviteSchema>;

const CoEditorSchema = z.object({ uid: z.string(), email: z.string(), name: z.string() });

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

/** What one save changed, each with the version the client based its edit on. */
const LayoutEditsSchema = z.object({
  room: z.number().int().min(0).optional(),
  items: z.record(z.string().min(1).max(200), z.number().int().min(0)).default({}),
});

/**
 * PUT /api/boards/:id/layout: the spec's layout, with an optional `base` naming what this save edited. Without it the
 * save stands for everything that differs from the stored layout (a lone owner's save).
 */
export const LayoutSaveRequest = RoomLayoutSchema.extend({ base: LayoutEditsSchema.optional() });
export type LayoutSaveRequest = z.infer<typeof LayoutSaveRequest>;

export const PresenceSchema = z.object({ uid: z.string(), name: z.string(), initials: z.string(), expiresAt: z.number() });
export type Presence = z.infer<typeof PresenceSchema>;

/** `liveLayouts/{boardId}` as the web app's listener reads it. */
export const LiveLayoutDocSchema = z.object({
  layout: RoomLayoutSchema.nullable(),
  versions: LayoutVersionsSchema,
  presence: z.record(z.string(), PresenceSchema).default({}),
});
export type LiveLayoutDoc = z.infer<typeof LiveLayoutDocSchema>;
