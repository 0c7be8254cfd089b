import type { BoardVisibility } from '@contracts/boards';
import { notify } from '../../../lib/notify';
import { boardPath } from '../model/board-view';

/** Share: the board's own address on the clipboard, or shown to copy by hand where the clipboard is refused. */
export async function shareBoard(id: string, visibility: BoardVisibility, saved = false): Promise<void> {
  const url = new URL(boardPath(id), window.location.origin).toString();
  const done = saved ? 'Board saved. ' : '';
  try {
    await navigator.clipboard.writeText(url);
    notify(
      visibility === 'public'
        ? `${done}Link copied. Anyone with it can see this board.`
        : `${done}Link copied. The board is private: only you can open it.`,
      'success',
    );
  } catch {
    notify(`${done}Copy this link to share the board: ${url}`, 'info');
  }
}
