import { BOARD_NOT_FOUND } from '../../contracts/boards.js';
import { CO_EDITOR_NOT_FOUND } from '../../contracts/live.js';
import { existingBoard, isBoardId } from '../../domain/board-access.js';
import { forbidden, notFound } from '../../domain/errors.js';
import { coEditsAsDesigner, isCoEditor, withoutCoEditor } from '../../domain/live-boards.js';
import type { LiveBoards } from '../../ports/live-boards.port.js';
import { liveLogs } from '../live-boards.logs.js';

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
    // The key the co-editor held opens the board's picture no more; those who stay get the new one with the board.
    return { live: withoutCoEditor(live!, editorUid), rotateEditorKey: true, result: null };
  });
  liveLogs.editorRemoved(uid, id, editorUid);
}

/**
 * The designer role was revoked: the designer no longer co-edits the concept boards they made for members (and holds
 * no key to their pictures); co-editing a member granted by invitation stays. Each board changes in its own
 * transaction that checks it again, so a sweep cut short is finished by running it again. Answers how many ended.
 */
export async function endDesignerCoEditing(
  deps: { liveBoards: Pick<LiveBoards, 'boardIdsCoEditedBy' | 'change'> },
  designerUid: string,
): Promise<number> {
  return endConceptCoEditing(deps, designerUid, await deps.liveBoards.boardIdsCoEditedBy(designerUid));
}

/**
 * The designer no longer co-edits those of `boardIds` they made as concepts (a design project closed, or their role was
 * revoked): they leave the live document and the co-editors' key changes; co-editing a member granted by invitation
 * stays. Each board in its own transaction. Answers how many ended.
 */
export async function endConceptCoEditing(
  deps: { liveBoards: Pick<LiveBoards, 'change'> },
  designerUid: string,
  boardIds: string[],
): Promise<number> {
  let ended = 0;
  for (const id of boardIds) {
    const done = await deps.liveBoards.change(id, (board, live) =>
      coEditsAsDesigner(board, live, designerUid)
        ? { live: withoutCoEditor(live!, designerUid), rotateEditorKey: true, result: true }
        : { live: null, result: false },
    );
    if (!done) continue;
    ended += 1;
    liveLogs.designerCoEditingEnded(designerUid, id);
  }
  return ended;
}
