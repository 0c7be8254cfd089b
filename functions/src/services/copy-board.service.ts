import { randomUUID } from 'node:crypto';
import { BOARD_NOT_FOUND, type SaveBoardResponse } from '../contracts/boards.js';
import { COPY_OF_PRIVATE } from '../contracts/community.js';
import { copyOfBoard } from '../domain/boards.js';
import { publicName } from '../contracts/public-name.js';
import { canView, isBoardId } from '../domain/board-access.js';
import { AppError, notFound } from '../domain/errors.js';
import { communityLogs } from './community.logs.js';
import { takeCommunitySlot, type CommunityDeps } from './steps/community.js';
import { nowOf } from './steps/clock.js';

/**
 * POST /api/boards/:id/copy ('Save to my boards'): a new private board of the caller's with the original's picture,
 * words, palette, products and layout, crediting the original and its owner (copyOfBoard: nothing that was the owner's
 * alone). The copy names the same stored picture and cutouts: deleting either board keeps them while the other uses
 * them (the file-reference check counts every board), and the copy's picture has its own key. A private or hidden
 * board is not copied; copies count against the member's community limits.
 */
export async function copyBoard(
  deps: Pick<CommunityDeps, 'boards' | 'users' | 'rateLimits' | 'now'>,
  uid: string,
  id: string,
): Promise<SaveBoardResponse> {
  const original = isBoardId(id) ? await deps.boards.get(id) : null;
  // Someone else's private board is not there for the caller (as GET /api/boards/:id answers); their own is refused.
  if (!original || !canView(original, uid)) throw notFound(BOARD_NOT_FOUND);
  if (original.visibility !== 'public') throw new AppError('forbidden', COPY_OF_PRIVATE, 403);
  await takeCommunitySlot(deps, 'copy', uid);
  const profile = await deps.users.get(uid);
  const copy = copyOfBoard(original, { uid, name: publicName(profile) }, randomUUID(), nowOf(deps));
  const copyId = await deps.boards.insert(copy);
  communityLogs.boardCopied(uid, original.id, copyId);
  return { id: copyId };
}
