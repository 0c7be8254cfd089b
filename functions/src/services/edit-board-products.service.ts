import { randomUUID } from 'node:crypto';
import type { Board, BoardProductsRequest } from '../contracts/boards.js';
import { ROOM_FUNCTIONS, ROOM_STYLES, type RoomFunction, type RoomStyle } from '../contracts/choices.js';
import { boardFromGeneration, withContent, type BoardContent } from '../domain/boards.js';
import { ownBoard } from '../domain/board-access.js';
import { toBoardView } from '../domain/board-view.js';
import { badRequest, conflict } from '../domain/errors.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { FileReferences } from '../ports/file-references.port.js';
import { removeUnused } from './steps/board-pictures.js';
import { ownedBoard } from './steps/boards.js';
import { boardLogs } from './boards.logs.js';
// The edit makes the board again through the generation steps themselves (their limits, budget and job), not a copy of them.
// eslint-disable-next-line no-restricted-imports
import { generateDescription } from './generate-description.service.js';
import { UNKNOWN_PRODUCTS } from './steps/generation.js';
// eslint-disable-next-line no-restricted-imports
import { generateImage } from './generate-image.service.js';
import { type Caller, type GenerationDeps } from './steps/generation.js';
import { nowOf } from './steps/clock.js';

export interface EditBoardDeps extends GenerationDeps {
  boards: BoardsRepository;
  /** Who else uses a picture the board's history no longer keeps, before its file goes. */
  fileReferences: FileReferences;
}

const BOARD_CHANGED = 'This board changed while it was being made again. Please try again.';

const isRoomFunction = (value: string): value is RoomFunction => (ROOM_FUNCTIONS as string[]).includes(value);
const isStyle = (value: string): value is RoomStyle => (ROOM_STYLES as readonly string[]).includes(value);

/**
 * PUT /api/boards/:id/products: the owner's new list of products (add, remove, reorder; 1 to 10, from the catalogue)
 * makes the board again through the generation pipeline (cutouts, palette, words, picture; the caller's limits and
 * the paid budget apply as for a new board), in the room, size and style it was made for. Only when the new picture
 * is stored does the board take the new content, in one write: id, visibility, date, the room and the placements of
 * the products that stay are kept, and the new picture joins the board's picture history as its current one; an
 * accepted swap (`swap`) keeps the title and description too, and the new product takes the old one's place. A
 * failure on the way leaves the board as it was.
 */
export async function editBoardProducts(
  deps: EditBoardDeps,
  caller: Caller,
  boardId: string,
  request: BoardProductsRequest,
): Promise<Board> {
  const { uid } = caller;
  const board = await ownedBoard(deps, uid, boardId);
  const known = await deps.products.getMany(request.productIds);
  if (known.length !== request.productIds.length) {
    const found = new Set(known.map((product) => product.id));
    throw badRequest(UNKNOWN_PRODUCTS, { unknown: request.productIds.filter((id) => !found.has(id)) });
  }
  const made = await deps.generations.get(board.generationId);
  const generationId = request.generationId ?? randomUUID();
  await generateDescription(deps, caller, {
    generationId,
    ...(isRoomFunction(board.functionName) ? { function_name: board.functionName } : {}),
    ...(made?.size ? { size: made.size } : {}),
    ...(made?.style && isStyle(made.style) ? { style: made.style } : {}),
    selectedProducts: request.productIds.map((id) => ({ id })),
  });
  await generateImage(deps, caller, generationId);
  const job = await deps.generations.get(generationId);
  const sameProducts = job?.productIds.join('\n') === request.productIds.join('\n');
  const otherBoard = job?.savedBoardId && job.savedBoardId !== boardId;
  if (!job?.imagePath || !job.imageKey || !sameProducts || otherBoard) throw conflict(BOARD_CHANGED);
  const products = await deps.products.getMany(job.productIds);
  const fresh = boardFromGeneration(
    { ...job, imagePath: job.imagePath, imageKey: job.imageKey },
    products,
    { uid, name: board.ownerName },
    board.visibility,
    board.createdAt,
  );
  const { title, generatedTitle, description, hexCode, palette, imagePath, cutoutPaths, items } = fresh;
  const content: BoardContent = { generationId, title, generatedTitle, description, hexCode, palette, imagePath, cutoutPaths, items };
  const now = nowOf(deps);
  let dropped: string[] = [];
  const edited = await deps.boards.editContent(boardId, (current) => {
    const next = withContent(ownBoard(current, uid), content, now, request.swap === true);
    dropped = next.dropped;
    return next.board;
  });
  await removeUnused(deps, edited, dropped);
  boardLogs.productsEdited(uid, boardId, generationId, job.productIds);
  return toBoardView(edited, uid);
}
