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
  createInvite(invite: Omit<InviteRecord, 'id'>): Promise<InviteRecord>;
  invite(id: string): Promise<InviteRecord | null>;
  invitesOf(boardId: string): Promise<InviteRecord[]>;
  deleteInvite(id: string): Promise<void>;
}
