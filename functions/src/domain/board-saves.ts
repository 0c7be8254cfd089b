// Saving a generation as a board (BoardsRepository.saveGeneration): the adapter (Firestore or the memory fake) reads the
// generation and, when it was saved, its board in one transaction; these say what comes of it, and the adapter writes
// the new board and marks the generation saved with it only when `savedBoardOf` answers null.
import { BOARD_DELETED, BOARD_TAKEN_DOWN, GENERATION_UNKNOWN } from '../contracts/boards.js';
import type { BoardRecord } from './boards.js';
import { forbidden, gone, notFound } from './errors.js';
import type { GenerationJob } from './generation-job.js';

/** The board the generation was saved as, or null (make one). 404 when it is unknown, 403 when another member's. */
export function savedBoardOf(generation: Pick<GenerationJob, 'ownerUid' | 'savedBoardId'> | null, ownerUid: string): string | null {
  if (!generation) throw notFound(GENERATION_UNKNOWN);
  if (generation.ownerUid !== ownerUid) throw forbidden();
  return generation.savedBoardId || null;
}

/** A generation makes one board: that board deleted or taken down is not brought back by saving again (410). */
export function keepSavedBoard(saved: Pick<BoardRecord, 'hidden'> | null): void {
  if (!saved) throw gone(BOARD_DELETED);
  if (saved.hidden) throw gone(BOARD_TAKEN_DOWN);
}
