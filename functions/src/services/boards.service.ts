import { BOARD_NOT_FOUND, type Board, type BoardsPage, type BoardsQuery, type BoardVisibility } from '../contracts/boards.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import { isImageKey } from '../domain/blob-keys.js';
import { canView, isBoardId, ownerOfHidden } from '../domain/board-access.js';
import { editorKeyOf, toBoardView } from '../domain/board-view.js';
import { decodeCursor, encodeCursor } from '../domain/page-cursor.js';
import { badRequest, notFound } from '../domain/errors.js';
import { isCoEditor, liveBoardView } from '../domain/live-boards.js';
import type { StoredBlob } from '../ports/blob-store.port.js';
import type { BoardListPage, BoardsRepository, PageStart } from '../ports/boards.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import { boardLogs } from './boards.logs.js';
import { deleteBoardRecord, ownedBoard, type BoardFilesDeps } from './steps/boards.js';

interface Deps {
  boards: BoardsRepository;
}

/** One board's view also tells its editors what editing together needs. */
export interface BoardViewDeps extends Deps {
  liveBoards: LiveBoards;
}

function pageStart(query: BoardsQuery): PageStart {
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor) throw badRequest(BAD_CURSOR);
    return { cursor };
  }
  return { offset: (query.page - 1) * query.page_size };
}

function toPage(page: BoardListPage, viewerUid: string | null): BoardsPage {
  return { boards: page.boards.map((record) => toBoardView(record, viewerUid)), next: page.next ? encodeCursor(page.next) : null };
}

/** GET /api/get_products_by_email/: the caller's own boards, public and private, newest first. */
export async function listOwnBoards(deps: Deps, uid: string, query: BoardsQuery): Promise<BoardsPage> {
  return toPage(await deps.boards.listByOwner(uid, pageStart(query), query.page_size), uid);
}

/**
 * GET /api/boards/:id: a public board for anyone, a private one for its owner and co-editors; a hidden board for its
 * owner only, with the moderators' reason (nobody else learns it exists).
 * Signed-in callers' boards carry what editing together needs (liveBoardView).
 */
export async function getBoard(deps: BoardViewDeps, viewerUid: string | null, id: string): Promise<Board> {
  const record = isBoardId(id) ? await deps.boards.get(id) : null;
  const live = record && !record.hidden && viewerUid ? await deps.liveBoards.get(id) : null;
  if (record && ownerOfHidden(record, viewerUid)) return toBoardView(record, viewerUid);
  if (!record || !(canView(record, viewerUid) || (!record.hidden && isCoEditor(live, viewerUid)))) throw notFound(BOARD_NOT_FOUND);
  return viewerUid ? liveBoardView(record, viewerUid, live) : toBoardView(record, viewerUid);
}

/**
 * GET /api/boards/:id/image: a board's picture, checked on every request: for anyone while the board is public, for
 * the holder of its key (its owner) while it is private; for no one once it is hidden or deleted.
 */
export async function boardImage(deps: Pick<BoardFilesDeps, 'boards' | 'blobs'>, id: string, key: string | null): Promise<StoredBlob> {
  const record = isBoardId(id) ? await deps.boards.get(id) : null;
  const allowed =
    record &&
    // A hidden board's picture is its owner's still (the key only they hold), to read the moderators' notice beside it.
    (isImageKey(key, record.imageKey) || (!record.hidden && (record.visibility === 'public' || isImageKey(key, editorKeyOf(record)))));
  const blob = allowed && record.imagePath ? await deps.blobs.get(record.imagePath) : null;
  if (!blob) throw notFound();
  return blob;
}

/**
 * Deletes the board, then the files that no other board, generation or catalogue product uses. The document goes
 * first: a failure afterwards leaves a file behind, never a board without its picture.
 */
export async function deleteBoard(deps: BoardFilesDeps, uid: string, id: string): Promise<void> {
  await deleteBoardRecord(deps, uid, await ownedBoard(deps, uid, id));
}

export async function setBoardVisibility(deps: Deps, uid: string, id: string, visibility: BoardVisibility): Promise<Board> {
  const record = await ownedBoard(deps, uid, id);
  // Made private: the key co-editors held is rotated (those still co-editing get the new one with the board).
  const rotate = visibility === 'private' && record.visibility !== 'private';
  const editorKeyEpoch = (record.editorKeyEpoch ?? 0) + 1;
  await deps.boards.update(id, rotate ? { visibility, editorKeyEpoch } : { visibility });
  boardLogs.visibilityChanged(uid, id, visibility);
  return toBoardView({ ...record, visibility, ...(rotate ? { editorKeyEpoch } : {}) }, uid);
}
