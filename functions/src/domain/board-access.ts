// Who may see or change a saved board, and which ids name one.
import { BOARD_NOT_FOUND } from '../contracts/boards.js';
import type { BoardRecord } from './boards.js';
import { forbidden, notFound } from './errors.js';

/** Its owner still opens a hidden board, to read why and ask for another look; nobody else does. */
export const ownerOfHidden = (record: BoardRecord, viewerUid: string | null): boolean =>
  record.hidden && viewerUid !== null && viewerUid === record.ownerUid;

/** Who may see a board: anyone when public and not hidden; its owner when not hidden. Hidden boards are gone for all. */
export function canView(record: BoardRecord, viewerUid: string | null): boolean {
  if (record.hidden) return false;
  return record.visibility === 'public' || (viewerUid !== null && viewerUid === record.ownerUid);
}

/** The board, when it exists and is not hidden; 404 otherwise. */
export function existingBoard(record: BoardRecord | null): BoardRecord {
  if (!record || record.hidden) throw notFound(BOARD_NOT_FOUND);
  return record;
}

/** The board, when `uid` owns it; 404 when it does not exist (or is hidden), 403 when someone else owns it. */
export function ownBoard(record: BoardRecord | null, uid: string): BoardRecord {
  const board = existingBoard(record);
  if (board.ownerUid !== uid) throw forbidden();
  return board;
}

/** Document ids the store makes (20 letters and digits); anything else names no board. */
export function isBoardId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,120}$/.test(id) && !/^__.*__$/.test(id);
}
