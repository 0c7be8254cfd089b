import { GENERATION_NOT_SAVABLE, GENERATION_UNKNOWN, type SaveBoardResponse } from '../contracts/boards.js';
import { keyOfBlobUrl } from '../domain/blob-keys.js';
import { boardFromGeneration, ownerDisplayName } from '../domain/boards.js';
import { badRequest, forbidden, notFound } from '../domain/errors.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import type { Identity } from '../ports/sessions.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { boardLogs } from './boards.logs.js';

export interface SaveBoardDeps {
  boards: BoardsRepository;
  generations: GenerationsRepository;
  products: ProductsRepository;
  users: UsersRepository;
}

/**
 * POST /api/save-products: keeps the caller's generated board, named by its generation's id or (the spec's board
 * object) by the image_url the server issued to this user. Everything else comes from the generation, the catalogue
 * and the session. Saving the same generation again answers the board already saved.
 */
export async function saveBoard(
  deps: SaveBoardDeps,
  identity: Identity,
  request: { generationId?: string; image_url?: string },
  now = new Date(),
): Promise<SaveBoardResponse> {
  const job = await generationToSave(deps, identity.uid, request);
  if (!job) throw notFound(GENERATION_UNKNOWN);
  const generationId = job.id;
  if (job.ownerUid !== identity.uid) throw forbidden();
  const { imagePath } = job;
  if (!imagePath) throw badRequest(GENERATION_NOT_SAVABLE);
  const [products, profile] = await Promise.all([deps.products.getMany(job.productIds), deps.users.get(identity.uid)]);
  const board = boardFromGeneration(
    { ...job, imagePath },
    products,
    { uid: identity.uid, name: ownerDisplayName(profile, identity.email) },
    now,
  );
  const { id, created } = await deps.boards.saveGeneration(board);
  (created ? boardLogs.saved : boardLogs.alreadySaved)(identity.uid, id, generationId);
  return { id };
}

function generationToSave(deps: SaveBoardDeps, uid: string, board: { generationId?: string; image_url?: string }) {
  if (board.generationId) return deps.generations.get(board.generationId);
  const imagePath = keyOfBlobUrl(board.image_url ?? '');
  return imagePath ? deps.generations.findByImage(uid, imagePath) : Promise.resolve(null);
}
