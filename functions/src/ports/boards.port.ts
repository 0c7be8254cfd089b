import type { BoardVisibility } from '../contracts/boards.js';
import type { RoomLayout } from '../contracts/designer.js';
import type { BoardPictures, RoomPhotoRecord } from '../domain/board-pictures.js';
import type { BoardModeration, BoardRecord, NewBoard } from '../domain/boards.js';
import type { PageCursor } from '../domain/page-cursor.js';

/** Where a page starts: after a cursor (about `size` reads), or at an offset (reads the skipped boards too). */
export type PageStart = { cursor: PageCursor } | { offset: number };

export interface BoardListPage {
  boards: BoardRecord[];
  /** Set when at least one more board follows the page. */
  next: PageCursor | null;
}

type BoardChange =
  | { visibility: BoardVisibility }
  | { visibility: BoardVisibility; editorKeyEpoch: number }
  | { layout: RoomLayout }
  | { hidden: boolean; moderation?: BoardModeration | null }
  | { hidden: boolean; hiddenWith: string | null; moderation?: BoardModeration | null }
  | { moderation: BoardModeration }
  | { roomPhoto: RoomPhotoRecord | null }
  | { imageKey: string; ownerKeyRenewed: true }
  | { imageKey: string; designerKeysRenewed: true }
  | { editorKeyEpoch: number; designerKeysRenewed: true };

/** The gallery's order and filters; every field optional (newest first, everything public). */
export interface GalleryFilter {
  sort?: 'newest' | 'liked';
  functionName?: string;
  style?: string;
  /** One lower-cased title word (the title-words index). */
  word?: string;
  /** Only boards of these owners (the Following feed, a member's space), at most OWNERS_PER_QUERY; empty: none. */
  ownerUids?: string[];
}

/** Firestore's `in` takes at most 30 values: a longer owner list is asked in parts (gallery.service.ts). */
export const OWNERS_PER_QUERY = 30;

/** Saved boards, `boards/{id}`, newest first in every list. */
export interface BoardsRepository {
  /**
   * One transaction: when the generation already names a saved board that still exists, answers that board's id;
   * otherwise writes `board` under a new id and marks the generation saved with it. Throws when the generation is
   * gone or belongs to someone else, writing nothing.
   */
  saveGeneration(board: NewBoard): Promise<{ id: string; created: boolean }>;
  get(id: string): Promise<BoardRecord | null>;
  /** Public boards that are not hidden, newest first or (sort 'liked') most liked first, filtered. */
  listPublic(start: PageStart, size: number, filter?: GalleryFilter): Promise<BoardListPage>;
  /** Writes a new board (a copy saved from another member's board) under a new id. */
  insert(board: NewBoard): Promise<string>;
  /** The boards saved as copies of `boardId` ('Save to my boards'), hidden or not, at most `limit`. */
  copiesOf(boardId: string, limit: number): Promise<BoardRecord[]>;
  /**
   * For one-off repairs: the copies among the next `size` boards in id order after `after` (null: the first), and the
   * id to go on after (null: no board follows).
   */
  scanCopies(after: string | null, size: number): Promise<{ copies: BoardRecord[]; next: string | null }>;
  /** One owner's boards that are not hidden, public or private. */
  listByOwner(ownerUid: string, start: PageStart, size: number): Promise<BoardListPage>;
  update(id: string, change: BoardChange): Promise<void>;
  /**
   * One transaction: reads the board (null when there is none) and writes the pictures `decide` answers (none: writes
   * nothing); answers `decide`'s result. A `decide` that throws writes nothing.
   */
  changePictures<T>(id: string, decide: (record: BoardRecord | null) => { pictures?: BoardPictures; result: T }): Promise<T>;
  /**
   * One transaction: reads the board (null when there is none), records the share image `decide` answers as the
   * board's (`shareImagePath`; none: writes nothing) and answers `decide`'s result.
   */
  changeShareImage<T>(id: string, decide: (record: BoardRecord | null) => { shareImagePath?: string; result: T }): Promise<T>;
  /**
   * One transaction: reads the board (null: none), applies `edit`, writes the board it answers (its content and
   * layout: generation, words, palette, picture, cutouts, items) and marks that generation saved with this board.
   * `edit` may run more than once under contention, so it must be pure; when it throws, nothing is written.
   */
  editContent(id: string, edit: (board: BoardRecord | null) => BoardRecord): Promise<BoardRecord>;
  /** The board goes, with what only it uses in the store: its live layout and its invitations (boards edited together). */
  delete(id: string): Promise<void>;
}
