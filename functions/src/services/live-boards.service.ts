import { boardName } from '../contracts/board-name.js';
import { BOARD_NOT_FOUND, type Board } from '../contracts/boards.js';
import {
  INVITE_ALREADY_EDITOR,
  INVITE_EMAIL_UNVERIFIED,
  INVITE_NOT_FOUND,
  INVITE_OWN_ADDRESS,
  INVITE_SENDER_UNVERIFIED,
  INVITE_WRONG_ACCOUNT,
  TOO_MANY_CO_EDITORS,
  type BoardInvite,
  type Collaborators,
  type Invitation,
  type LayoutSaveRequest,
} from '../contracts/live.js';
import { layoutEdits, MAX_CO_EDITORS, mergeLayout } from '../contracts/live-layout.js';
import { placedOnBoard, type BoardRecord } from '../domain/boards.js';
import { existingBoard, isBoardId } from '../domain/board-access.js';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../domain/errors.js';
import { invitationLimitMessage } from '../domain/invitation-mail.js';
import { notifiedBoard } from '../domain/notifications.js';
import {
  freshLive,
  liveBoardView,
  livePresence,
  memberName,
  presenceOf,
  versioned,
  versionsOnBoard,
  type InviteRecord,
  type LiveBoardRecord,
} from '../domain/live-boards.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import type { Notifications } from '../ports/notifications.port.js';
import type { Identity, Sessions } from '../ports/sessions.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { ownedBoard } from './steps/boards.js';
import { liveLogs } from './live-boards.logs.js';
import { notifyAddress, unnotifyAddress } from './steps/notifications.js';
import { mailInvitation } from './steps/mail-notices.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { nowOf } from './steps/clock.js';

export interface LiveBoardsDeps {
  boards: BoardsRepository;
  liveBoards: LiveBoards;
  users: UsersRepository;
  sessions: Pick<Sessions, 'isEmailVerified' | 'signInToken'>;
  notifications: Notifications;
  /** Sends the invitation to the invited address; without it only the copy-link invites. */
  mail?: SendMailDeps;
  now?: () => Date;
}

/** The board's live state for one of its editors (owner or co-editor); 403 for anyone else. */
function forEditor(board: BoardRecord | null, live: LiveBoardRecord | null, uid: string): LiveBoardRecord {
  const record = existingBoard(board);
  const state = live ?? freshLive(record);
  if (!state.editorUids.includes(uid)) throw forbidden();
  return state;
}

const toInvite = (invite: InviteRecord): BoardInvite => ({
  id: invite.id,
  email: invite.email,
  createdAt: invite.createdAt.toISOString(),
  ...(invite.awaitingVerification ? { awaitingVerification: true } : {}),
});

/**
 * PUT /api/boards/:id/layout, by the owner or a co-editor: merged per item with what is stored (mergeLayout), in one
 * transaction that also keeps the board's own layout the same. Answers the board with the merged layout, its versions
 * and the edits that replaced one the caller had not seen.
 */
export async function saveLayout(deps: LiveBoardsDeps, uid: string, id: string, request: LayoutSaveRequest): Promise<Board> {
  if (!isBoardId(id)) throw notFound(BOARD_NOT_FOUND);
  const { base, ...layout } = request;
  const { board, live, overwritten } = await deps.liveBoards.change(id, (board, live) => {
    const state = forEditor(board, live, uid);
    const stored = versioned(state);
    const merged = mergeLayout(stored, layout, base ?? layoutEdits(stored, layout));
    const placed = placedOnBoard(merged.layout, board!.items);
    const next = { ...state, layout: placed, versions: versionsOnBoard(merged.versions, board!.items) };
    const result = { board: { ...board!, layout: placed }, live: next, overwritten: merged.overwritten };
    return merged.changed ? { live: next, boardLayout: placed, result } : { live: null, result };
  });
  liveLogs.layoutSaved(uid, id, live.versions.layout, overwritten);
  return { ...liveBoardView(board, uid, live), overwritten };
}

/** GET /api/shared-boards: the boards the caller co-edits, newest first (their owners' own lists do not show them). */
export async function listSharedBoards(deps: LiveBoardsDeps, uid: string): Promise<{ boards: Board[]; next: null }> {
  const states = await deps.liveBoards.coEditedBy(uid);
  const records = await Promise.all(states.map((state) => deps.boards.get(state.boardId)));
  const boards = states
    .map((state, n) => [records[n], state] as const)
    .filter(([record]) => record && !record.hidden)
    .sort(([a], [b]) => b!.createdAt.getTime() - a!.createdAt.getTime())
    .map(([record, state]) => liveBoardView(record!, uid, state));
  return { boards, next: null };
}

/**
 * POST /api/boards/:id/invites (owner only): invites an address; inviting it again answers the same invitation. Only an
 * owner with a verified address invites, and the mail the invitation sends has ceilings (per sender, per address, one
 * per board and address a day: domain/invitation-mail.ts) and honours the address's opt-out.
 */
export async function inviteCoEditor(deps: LiveBoardsDeps, owner: Identity, id: string, email: string): Promise<BoardInvite> {
  const now = nowOf(deps);
  const board = await ownedBoard(deps, owner.uid, id);
  if (!owner.emailVerified && !(await deps.sessions.isEmailVerified(owner.uid))) {
    throw new AppError('email-unverified', INVITE_SENDER_UNVERIFIED, 403, owner.email ? { email: owner.email } : {});
  }
  if (owner.email?.toLowerCase() === email) throw badRequest(INVITE_OWN_ADDRESS);
  const [live, invites] = await Promise.all([deps.liveBoards.get(id), deps.liveBoards.invitesOf(id)]);
  if (live?.editors.some((editor) => editor.email === email)) throw conflict(INVITE_ALREADY_EDITOR);
  const pending = invites.find((invite) => invite.email === email);
  if (pending) return toInvite(pending);
  if ((live?.editors.length ?? 0) + invites.length >= MAX_CO_EDITORS) throw badRequest(TOO_MANY_CO_EDITORS);
  const mail = deps.mail && (await deps.mail.addresses.takeInvitation({ senderUid: owner.uid, address: email, boardId: id }, now));
  if (mail?.decision.kind === 'limited') {
    throw tooManyRequests(invitationLimitMessage(mail.decision.who, mail.decision.retryAfterMs), mail.decision.retryAfterMs);
  }
  const invite = await deps.liveBoards.createInvite({ boardId: board.id, ownerUid: owner.uid, email, createdAt: now });
  liveLogs.invited(owner.uid, id, invite.id);
  // The bell tells a member with this address whatever the mail does: the opt-out is of mail only.
  await notifyAddress(deps, email, {
    kind: 'invitation',
    actor: { id: owner.uid, name: board.ownerName },
    board: notifiedBoard(board),
    invite_id: invite.id,
  });
  if (deps.mail && mail?.decision.kind === 'send' && !mail.optedOut) {
    await mailInvitation(deps.mail, {
      inviteId: invite.id,
      to: email,
      ownerName: board.ownerName,
      boardTitle: boardName(board),
    });
  } else if (mail?.optedOut) liveLogs.invitationNotMailed(invite.id, 'opted-out');
  else if (mail) liveLogs.invitationNotMailed(invite.id, 'mailed-today');
  return toInvite(invite);
}

/** GET /api/boards/:id/collaborators (owner only). */
export async function listCollaborators(deps: LiveBoardsDeps, uid: string, id: string): Promise<Collaborators> {
  await ownedBoard(deps, uid, id);
  const [live, invites] = await Promise.all([deps.liveBoards.get(id), deps.liveBoards.invitesOf(id)]);
  return { editors: live?.editors ?? [], invites: invites.map(toInvite) };
}

/** DELETE /api/boards/:id/invites/:inviteId (owner only): withdraws an invitation. */
export async function withdrawInvite(deps: LiveBoardsDeps, uid: string, id: string, inviteId: string): Promise<void> {
  const board = await ownedBoard(deps, uid, id);
  const invite = await deps.liveBoards.invite(inviteId);
  if (!invite || invite.boardId !== id) throw notFound(INVITE_NOT_FOUND);
  await deps.liveBoards.deleteInvite(inviteId);
  // The invited member's bell no longer offers an invitation that is gone.
  await unnotifyAddress(deps, invite.email, {
    kind: 'invitation',
    actor: { id: uid, name: board.ownerName },
    board: notifiedBoard(board),
    invite_id: invite.id,
  });
}

/** The invitation, for the account it was sent to (its address verified, compared case-insensitively). */
async function checkInvitee(deps: LiveBoardsDeps, identity: Identity, invite: InviteRecord | null): Promise<InviteRecord> {
  if (!invite) throw notFound(INVITE_NOT_FOUND);
  if (identity.email?.toLowerCase() !== invite.email) throw forbidden(INVITE_WRONG_ACCOUNT);
  if (!identity.emailVerified && !(await deps.sessions.isEmailVerified(identity.uid))) {
    // The owner's list says the invitation waits for this; the page offers to send the e-mail again (its address).
    if (!invite.awaitingVerification) await deps.liveBoards.markAwaitingVerification(invite.id);
    throw new AppError('email-unverified', INVITE_EMAIL_UNVERIFIED, 403, { email: invite.email });
  }
  return invite;
}

/** GET /api/invites/:id: what the invitation is for, shown to the invited account only. */
export async function getInvitation(deps: LiveBoardsDeps, identity: Identity, inviteId: string): Promise<Invitation> {
  const invite = await checkInvitee(deps, identity, await deps.liveBoards.invite(inviteId));
  const board = await deps.boards.get(invite.boardId);
  if (!board || board.hidden) throw notFound(INVITE_NOT_FOUND);
  return { id: invite.id, boardId: board.id, boardTitle: boardName(board), ownerName: board.ownerName };
}

/** POST /api/invites/:id/accept: the invited account becomes a co-editor; the invitation is used up. */
export async function acceptInvitation(deps: LiveBoardsDeps, identity: Identity, inviteId: string): Promise<{ boardId: string }> {
  await checkInvitee(deps, identity, await deps.liveBoards.invite(inviteId));
  const name = memberName(await deps.users.get(identity.uid));
  const boardId = await deps.liveBoards.accept(inviteId, (invite, board, live) => {
    if (!board || board.hidden) throw notFound(INVITE_NOT_FOUND);
    const state = live ?? freshLive(board);
    if (state.editorUids.includes(identity.uid)) return { live: null, result: board.id };
    const editor = { uid: identity.uid, email: invite.email, name };
    return { live: { ...state, editorUids: [...state.editorUids, identity.uid], editors: [...state.editors, editor] }, result: board.id };
  });
  liveLogs.accepted(identity.uid, boardId, inviteId);
  return { boardId };
}

/** POST /api/boards/:id/presence (editors): the caller is on the board for the next PRESENCE_TTL_MS; gone entries go. */
export async function heartbeat(deps: LiveBoardsDeps, uid: string, id: string): Promise<void> {
  const now = nowOf(deps);
  if (!isBoardId(id)) throw notFound(BOARD_NOT_FOUND);
  const name = memberName(await deps.users.get(uid));
  await deps.liveBoards.change(id, (board, live) => {
    const state = forEditor(board, live, uid);
    return { live: { ...state, presence: { ...livePresence(state.presence, now), [uid]: presenceOf(uid, name, now) } }, result: null };
  });
}

/** DELETE /api/boards/:id/presence: the caller left the board. */
export async function leave(deps: LiveBoardsDeps, uid: string, id: string): Promise<void> {
  if (!isBoardId(id)) throw notFound(BOARD_NOT_FOUND);
  await deps.liveBoards.change(id, (board, live) => {
    forEditor(board, live, uid);
    if (!live?.presence[uid]) return { live: null, result: null };
    const { [uid]: _gone, ...presence } = live.presence;
    return { live: { ...live, presence }, result: null };
  });
}

/** POST /api/live-token: a sign-in token for the web SDK, so that the security rules know the caller on the listener. */
export async function liveSignIn(deps: LiveBoardsDeps, uid: string): Promise<{ token: string }> {
  return { token: await deps.sessions.signInToken(uid) };
}
