import { randomUUID } from 'node:crypto';
import { BOARD_NOT_FOUND, type SaveBoardResponse } from '../contracts/boards.js';
import { COPY_OF_PRIVATE } from '../contracts/community.js';
import { canView, isBoardId, ownerDisplayName, type NewBoard } from '../domain/boards.js';
import { AppError, notFound } from '../domain/errors.js';
import { communityLogs } from './community.logs.js';
import { clock, type CommunityDeps } from './community.deps.js';

/**
 * POST /api/boards/:id/copy ('Save to my boards'): a new private board of the caller's with the original's picture,
 * words, palette and products, crediting the original and its owner. The copy names the same stored files: deleting
 * either board keeps them while the other uses them (the file-reference check counts every board), and the copy's
 * picture has its own key. A private or hidden board is not copied.
 */
export async function copyBoard(
  deps: Pick<CommunityDeps, 'boards' | 'users' | 'now'>,
  uid: string,
  id: string,
): Promise<SaveBoardResponse> {
  const original = isBoardId(id) ? await deps.boards.get(id) : null;
  // Someone else's private board is not there for the caller (as GET /api/boards/:id answers); their own is refused.
  if (!original || !canView(original, uid)) throw notFound(BOARD_NOT_FOUND);
  if (original.visibility !== 'public') throw new AppError('forbidden', COPY_OF_PRIVATE, 403);
  const profile = await deps.users.get(uid);
  const { id: _id, likeCount: _likes, ...kept } = original;
  const copy: NewBoard = {
    ...kept,
    ownerUid: uid,
    ownerName: ownerDisplayName(profile),
    // A copy belongs to no generation: the original's generation stays the original's.
    generationId: '',
    imageKey: randomUUID(),
    visibility: 'private',
    hidden: false,
    likeCount: 0,
    // The original's earlier pictures stay the original's: the copy starts its own history.
    pictures: [],
    copiedFrom: { boardId: original.id, ownerUid: original.ownerUid, ownerName: original.ownerName },
    createdAt: new Date(Math.floor(clock(deps).getTime())),
  };
  const copyId = await deps.boards.insert(copy);
  communityLogs.boardCopied(uid, original.id, copyId);
  return { id: copyId };
}
