import { newImageKey } from '../domain/blob-keys.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { DesignerWork } from '../ports/designer-work.port.js';

interface RenewDesignerKeysDeps {
  boards: Pick<BoardsRepository, 'get' | 'update'>;
  work: Pick<DesignerWork, 'scanShownBoards'>;
}

export interface DesignerKeysRenewed {
  /** Boards whose owner's key a project brief gave designers: the owner's key (and so the co-editors') renewed. */
  ownerKeys: number;
  /** Boards sent for review, whose co-editors' key the designers' queue gave: that key renewed. */
  editorKeys: number;
}

const SCAN_PAGE = 300;

/**
 * Part of `npm run boards:repair-private`, once, for the keys designers were given before they got keys made for their
 * work (docs/designer-services.md): the owner's key of each board whose room photo a project brief showed (it opens
 * the room photo, the picture history and a hidden board's picture, for ever) is renewed first, then the co-editors' key
 * of each board sent for review (the queue kept it). The owner reloads the board once; co-editors get the new key with
 * it. Each board is renewed once (`designerKeysRenewed`), so running it again changes nothing.
 */
export async function renewDesignerKeys(deps: RenewDesignerKeysDeps, pageSize = SCAN_PAGE): Promise<DesignerKeysRenewed> {
  const renewed: DesignerKeysRenewed = { ownerKeys: 0, editorKeys: 0 };
  for (const collection of ['projects', 'reviews'] as const) {
    let after: string | null = null;
    do {
      const page = await deps.work.scanShownBoards(collection, after, pageSize);
      for (const boardId of new Set(page.boardIds)) {
        const board = await deps.boards.get(boardId);
        if (!board || board.designerKeysRenewed) continue;
        if (collection === 'projects') {
          await deps.boards.update(boardId, { imageKey: newImageKey(), designerKeysRenewed: true });
          renewed.ownerKeys += 1;
        } else {
          await deps.boards.update(boardId, { editorKeyEpoch: (board.editorKeyEpoch ?? 0) + 1, designerKeysRenewed: true });
          renewed.editorKeys += 1;
        }
      }
      after = page.next;
    } while (after);
  }
  return renewed;
}
