import type { RoomLayout } from '../contracts/designer.js';
import type { BoardRecord } from '../domain/boards.js';
import type { InviteRecord, LiveBoardRecord } from '../domain/live-boards.js';

/** What a change of the live document answers: the new document (null: write nothing) and the caller's result. */
export interface LiveChange<T> {
  live: LiveBoardRecord | null;
  /** Also written to the board, in the same transaction, when set: the board's layout stays the live one. */
  boardLayout?: RoomLayout;
  /** Rotates the key co-editors hold (the board's editorKeyEpoch goes up by one), in the same transaction. */
  rotateEditorKey?: boolean;
  result: T;
}

/** Boards edited together: invitations, co-editors, the live layout and presence. */
export interface LiveBoards {
  get(boardId: string): Promise<LiveBoardRecord | null>;
  /** The live documents of the boards `uid` co-edits (not those it owns), at most MAX_SHARED_BOARDS. */
  coEditedBy(uid: string): Promise<LiveBoardRecord[]>;
  /** The ids of every board `uid` co-edits (not those it owns), without a cap: for sweeps that change each in turn. */
  boardIdsCoEditedBy(uid: string): Promise<string[]>;
  /**
   * One transaction over `boards/{boardId}` and `liveLayouts/{boardId}`: `change` sees both as they are now (it may
   * run again when another write got there first) and answers what to write.
   */
  change<T>(boardId: string, change: (board: BoardRecord | null, live: LiveBoardRecord | null) => LiveChange<T>): Promise<T>;
  /** One transaction: the invitation is deleted and `change` (as above) runs; throws the domain's not-found when it is gone. */
  accept<T>(
    inviteId: string,
    change: (invite: InviteRecord, board: BoardRecord | null, live: LiveBoardRecord | null) => LiveChange<T>,
  ): Promise<T>;
  /**
   * For one-off repairs: the boards of the next `size` live documents in id order after `after` (null: the first), each
   * with whether its live document still carries co-editors' e-mail addresses (written before they moved apart: a
   * change of the board, even one that changes nothing, moves them), and the id to go on after (null: none follows).
   */
  scanLive(after: string | null, size: number): Promise<{ boards: { boardId: string; inlineEmails: boolean }[]; next: string | null }>;
  createInvite(invite: Omit<InviteRecord, 'id'>): Promise<InviteRecord>;
  invite(id: string): Promise<InviteRecord | null>;
  invitesOf(boardId: string): Promise<InviteRecord[]>;
  deleteInvite(id: string): Promise<void>;
  /** Marks the invitation as waiting for its invitee to verify their e-mail (nothing when it is gone). */
  markAwaitingVerification(id: string): Promise<void>;
}
