import { BOARD_NOT_FOUND } from '../contracts/boards.js';
import { CO_EDITOR_NOT_FOUND } from '../contracts/live.js';
import { existingBoard, isBoardId } from '../domain/board-access.js';
import { forbidden, notFound } from '../domain/errors.js';
import { isCoEditor, type LiveBoardRecord } from '../domain/live-boards.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import { liveLogs } from './live-boards.logs.js';

/**
 * DELETE /api/boards/:id/editors/:uid: the owner removes a co-editor, or a co-editor leaves (account deletion leaves
 * every board the member co-edits).
 */
export async function removeCoEditor(deps: { liveBoards: LiveBoards }, uid: string, id: string, editorUid: string): Promise<void> {
  if (!isBoardId(id)) throw notFound(BOARD_NOT_FOUND);
  await deps.liveBoards.change(id, (board, live) => {
    const record = existingBoard(board);
    if (uid !== record.ownerUid && uid !== editorUid) throw forbidden();
    if (!isCoEditor(live, editorUid)) throw notFound(CO_EDITOR_NOT_FOUND);
    const { [editorUid]: _gone, ...presence } = live!.presence;
    const next: LiveBoardRecord = {
      ...live!,
      editorUids: live!.editorUids.filter((editor) => editor !== editorUid),
      editors: live!.editors.filter((editor) => editor.uid !== editorUid),
      presence,
    };
    // The key the co-editor held opens the board's picture no more; those who stay get the new one with the board.
    return { live: next, rotateEditorKey: true, result: null };
  });
  liveLogs.editorRemoved(uid, id, editorUid);
}
