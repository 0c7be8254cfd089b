import { newImageKey } from '../domain/blob-keys.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { FileReferences } from '../ports/file-references.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import { communityLogs } from './community.logs.js';

interface RepairPrivateDeps {
  boards: BoardsRepository;
  fileReferences: FileReferences;
  blobs: BlobStore;
  liveBoards: LiveBoards;
}

export interface PrivateRepaired {
  /** Copies whose room photo (the original owner's) was detached. */
  detached: number;
  /** Room photo files deleted because nothing uses them any more (the owner had replaced the photo or deleted the board). */
  deleted: number;
  /** Copies hidden because their original is hidden (taken down in the console, where nothing hides the copies). */
  hidden: number;
  /** Live layouts whose co-editors' e-mail addresses moved out of what editors' browsers read. */
  emailsMoved: number;
  /** Boards edited together whose owner's key was renewed (co-editors held it before they got keys of their own). */
  keysRenewed: number;
}

const SCAN_PAGE = 300;

/**
 * `npm run boards:repair-private`, once, for what was stored before private things were kept private:
 * - copies saved before copies were built from an allow-list carry the original owner's room photo, which the copier's
 *   key opened: each copy's room photo is detached, and its file deleted when nothing else uses it;
 * - copies of a hidden board are hidden with it (as the admin page's hide does; a console takedown does not);
 * - live layouts written before the co-editors' addresses moved apart still carry them: each is rewritten;
 * - co-editors were given the owner's key (which opens the room photo and history): each shared board's is renewed.
 * Safe to run again: what is repaired is left as it is.
 */
export async function repairPrivate(deps: RepairPrivateDeps, pageSize = SCAN_PAGE): Promise<PrivateRepaired> {
  const repaired: PrivateRepaired = { detached: 0, deleted: 0, hidden: 0, emailsMoved: 0, keysRenewed: 0 };
  let after: string | null = null;
  do {
    const page = await deps.boards.scanCopies(after, pageSize);
    for (const copy of page.copies) {
      const photo = copy.roomPhoto?.path;
      if (photo) {
        await deps.boards.update(copy.id, { roomPhoto: null });
        repaired.detached += 1;
        if (!(await deps.fileReferences.isUsedElsewhere({ path: photo, productId: null }, { boardId: copy.id, generationId: '' }))) {
          await deps.blobs.delete(photo);
          repaired.deleted += 1;
        }
        communityLogs.copyRoomPhotoDetached(copy.id, photo);
      }
      const original = copy.copiedFrom && !copy.hidden ? await deps.boards.get(copy.copiedFrom.boardId) : null;
      if (original?.hidden) {
        await deps.boards.update(copy.id, { hidden: true, hiddenWith: original.id, moderation: original.moderation ?? null });
        repaired.hidden += 1;
      }
    }
    after = page.next;
  } while (after);
  let live: string | null = null;
  do {
    const page = await deps.liveBoards.scanLive(live, pageSize);
    for (const { boardId, inlineEmails } of page.boards) {
      if (inlineEmails) {
        // A change that changes nothing: the adapter writes the live document without the addresses, and them apart.
        await deps.liveBoards.change(boardId, (_board, state) => ({ live: state, result: null }));
        repaired.emailsMoved += 1;
      }
      // Co-editors were given the owner's key before they got their own: it is renewed, once.
      const board = await deps.boards.get(boardId);
      if (board && !board.ownerKeyRenewed) {
        await deps.boards.update(boardId, { imageKey: newImageKey(), ownerKeyRenewed: true });
        repaired.keysRenewed += 1;
      }
    }
    live = page.next;
  } while (live);
  return repaired;
}
