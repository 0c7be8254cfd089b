import { GENERATION_NOT_SAVABLE, GENERATION_UNKNOWN, type SaveBoardResponse } from '../contracts/boards.js';
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
 * POST /api/save-products: keeps the caller's generated board. Everything but the generation's id comes from the
 * generation, the catalogue and the session. Saving the same generation again answers the board already saved.
 */
export async function saveBoard(
  deps: SaveBoardDeps,
  identity: Identity,
  generationId: string,
  now = new Date(),
): Promise<SaveBoardResponse> {
  const job = await deps.generations.get(generationId);
  if (!job) throw notFound(GENERATION_UNKNOWN);
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
