// What several board use cases share: the owner's board, and the deletion of a board with the files only it uses.
import { type BoardRecord } from '../../domain/boards.js';
import { isBoardId, ownBoard } from '../../domain/board-access.js';
import { historyOf } from '../../domain/board-pictures.js';
import { shareImageKey } from '../../domain/board-share.js';
import type { BlobStore } from '../../ports/blob-store.port.js';
import type { BoardsRepository } from '../../ports/boards.port.js';
import type { BoardFile, FileReferences } from '../../ports/file-references.port.js';
import { boardLogs } from '../boards.logs.js';

export interface BoardFilesDeps {
  boards: BoardsRepository;
  blobs: BlobStore;
  fileReferences: FileReferences;
}

/** The board, when `uid` owns it; 404 when it does not exist (or is hidden), 403 when someone else owns it. */
export async function ownedBoard(deps: { boards: Pick<BoardsRepository, 'get'> }, uid: string, id: string): Promise<BoardRecord> {
  return ownBoard(isBoardId(id) ? await deps.boards.get(id) : null, uid);
}

/** The board's files: its pictures (the current one and those kept to restore) and its products' cutouts. */
function filesOf(record: BoardRecord): BoardFile[] {
  const cutouts = new Map(record.cutoutPaths.map((path): [string, string | null] => [path, null]));
  for (const item of record.items) if (item.cutoutPath) cutouts.set(item.cutoutPath, item.productId);
  const files = [...cutouts].map(([path, productId]) => ({ path, productId }));
  const pictures = new Set(
    [record.imagePath, ...historyOf(record).map((picture) => picture.path), record.roomPhoto?.path ?? ''].filter(Boolean),
  );
  return [...[...pictures].map((path) => ({ path, productId: null })), ...files];
}

/** deleteBoard for a board already read (hidden ones too: account deletion takes every board the member owns). */
export async function deleteBoardRecord(deps: BoardFilesDeps, uid: string, record: BoardRecord): Promise<void> {
  const { id } = record;
  await deps.boards.delete(id);
  const except = { boardId: id, generationId: record.generationId };
  const removed: string[] = [];
  for (const file of filesOf(record)) {
    if (await deps.fileReferences.isUsedElsewhere(file, except)) continue;
    await deps.blobs.delete(file.path);
    removed.push(file.path);
  }
  // Its share images (the current content's, and the last one recorded; made only while public) are this board's alone.
  for (const key of new Set([shareImageKey(record), record.shareImagePath ?? ''])) if (key) await deps.blobs.delete(key);
  boardLogs.deleted(uid, id, removed);
}
