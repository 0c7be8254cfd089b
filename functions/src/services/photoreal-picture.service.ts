import { PHOTOREAL_NEEDS_OPENAI, PICTURE_NOT_FOUND, type BoardPicturesResponse } from '../contracts/board-pictures.js';
import { historyOf, pictureIdOf } from '../domain/board-pictures.js';
import { AppError, notFound, unavailable } from '../domain/errors.js';
import { takeSlot } from '../domain/usage-limits.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { BoardGenerator } from '../ports/generator.port.js';
import { keepBoardPicture, type BoardPicturesDeps } from './steps/board-pictures.js';
import { pictureLogs } from './board-pictures.logs.js';
import { ownedBoard } from './steps/boards.js';
import { generationFailed } from './steps/generation.js';
import { paidWork, userLimits, withinCeilings, type Caller, type GenerationDeps, type Limited } from './steps/generation.js';
import { nowOf } from './steps/clock.js';

export interface PhotorealDeps
  extends
    BoardPicturesDeps,
    Pick<GenerationDeps, 'generationsPerHour' | 'generationsPerDay' | 'paidBudget' | 'imageShares' | 'memberships' | 'now'> {
  generator: BoardGenerator;
  /** The paid-AI ceilings live with the generations: the user's recent generation times and the day's budget. */
  generations: GenerationsRepository;
}

export const PHOTOREAL_FAILED = 'The photoreal picture could not be made. Please try again in a moment.';

/**
 * POST /api/boards/:id/picture/photoreal: the board's current picture (or the kept one named) with the board's cutouts,
 * sent to the image edit model; the answer becomes the board's new current picture (source 'photoreal'). Owner only.
 * The paid-AI ceilings of generation apply: a verified e-mail, the user's generations per hour and day (a photoreal
 * picture counts as one), and the project's daily budget of image calls. Without an image edit model: 503.
 */
export async function makePhotorealPicture(
  deps: PhotorealDeps,
  caller: Caller,
  boardId: string,
  pictureId: string | undefined,
): Promise<BoardPicturesResponse> {
  const record = await ownedBoard(deps, caller.uid, boardId);
  const edit = deps.generator.photoreal?.bind(deps.generator);
  if (!edit) throw unavailable(PHOTOREAL_NEEDS_OPENAI);
  const chosen = historyOf(record).find((picture) =>
    pictureId ? pictureIdOf(picture.path) === pictureId : picture.path === record.imagePath,
  );
  const source = chosen ? await deps.blobs.get(chosen.path) : null;
  if (!source) throw notFound(PICTURE_NOT_FOUND);
  const normalized = await deps.pictureImages.boardPicture(source.data);
  if ('problem' in normalized) throw notFound(PICTURE_NOT_FOUND);
  const products = (
    await Promise.all(
      record.items.map(async (item) => {
        const cutout = item.cutoutPath ? await deps.blobs.get(item.cutoutPath) : null;
        return cutout ? { title: item.title, cutout: cutout.data } : null;
      }),
    )
  ).filter((product) => product !== null);

  const paid = await paidWork(deps, caller, 'image');
  const now = nowOf(deps);
  // The ceilings are the caller's, whatever the board: a copy belongs to no generation.
  await withinCeilings<{ kind: 'ok' } | Limited>(deps, caller.uid, paid, null, (_job, recent) => {
    const slot = takeSlot(recent, now.getTime(), userLimits(deps));
    if (!slot.allowed) return { result: { kind: 'limited', window: slot.window, retryAfterMs: slot.retryAfterMs } };
    return { result: { kind: 'ok' }, recent: slot.recent };
  });

  let made;
  try {
    const answer = await edit({
      picture: normalized.data,
      width: normalized.width,
      height: normalized.height,
      functionName: record.functionName,
      products,
    });
    made = await deps.pictureImages.boardPicture(answer.image);
  } catch (error) {
    pictureLogs.photorealFailed(caller.uid, boardId, error);
    throw error instanceof AppError ? error : generationFailed(PHOTOREAL_FAILED);
  }
  if ('problem' in made) {
    pictureLogs.photorealFailed(caller.uid, boardId, made.problem);
    throw generationFailed(PHOTOREAL_FAILED);
  }
  return keepBoardPicture(deps, caller.uid, boardId, made, 'photoreal');
}
