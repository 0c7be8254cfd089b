import { GENERATION_NOT_SAVABLE, GENERATION_UNKNOWN, type BoardVisibility, type SaveBoardResponse } from '../contracts/boards.js';
import { generationOfImageUrl, isImageKey } from '../domain/blob-keys.js';
import { boardFromGeneration } from '../domain/boards.js';
import { publicName } from '../contracts/public-name.js';
import { badRequest, forbidden, notFound } from '../domain/errors.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import type { Identity } from '../ports/sessions.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { boardLogs } from './boards.logs.js';
import { nowOf } from './steps/clock.js';

export interface SaveBoardDeps {
  boards: BoardsRepository;
  generations: GenerationsRepository;
  products: ProductsRepository;
  users: UsersRepository;
  now?: () => Date;
}

/**
 * POST /api/save-products: keeps the caller's generated board, public or private, named by its generation's id or (the
 * spec's board object) by the image_url generate-image answered this user. Everything else comes from the generation,
 * the catalogue and the session. Saving the same generation again answers the board already saved; a board deleted or
 * taken down is not saved again.
 */
export async function saveBoard(
  deps: SaveBoardDeps,
  identity: Identity,
  request: { generationId?: string; image_url?: string; visibility: BoardVisibility },
): Promise<SaveBoardResponse> {
  const now = nowOf(deps);
  const job = await generationToSave(deps, identity.uid, request);
  if (!job) throw notFound(GENERATION_UNKNOWN);
  const generationId = job.id;
  if (job.ownerUid !== identity.uid) throw forbidden();
  const { imagePath, imageKey } = job;
  if (!imagePath || !imageKey) throw badRequest(GENERATION_NOT_SAVABLE);
  const [products, profile] = await Promise.all([deps.products.getMany(job.productIds), deps.users.get(identity.uid)]);
  const board = boardFromGeneration(
    { ...job, imagePath, imageKey },
    products,
    { uid: identity.uid, name: publicName(profile) },
    request.visibility,
    now,
  );
  const { id, created } = await deps.boards.saveGeneration(board);
  (created ? boardLogs.saved : boardLogs.alreadySaved)(identity.uid, id, generationId);
  return { id };
}

/** The generation named by id, or by the keyed picture URL only its owner received (anything else: none). */
async function generationToSave(deps: SaveBoardDeps, uid: string, board: { generationId?: string; image_url?: string }) {
  if (board.generationId) return deps.generations.get(board.generationId);
  const named = generationOfImageUrl(board.image_url ?? '');
  const job = named && (await deps.generations.get(named.generationId));
  return job && job.ownerUid === uid && isImageKey(named.imageKey, job.imageKey) ? job : null;
}
