import {
  PICTURE_EMPTY,
  PICTURE_MAX_BYTES,
  PICTURE_NOT_FOUND,
  PICTURE_NOT_IMAGE,
  PICTURE_TOO_BIG_SIDES,
  PICTURE_TOO_LARGE,
  PICTURE_TOO_MANY_PIXELS,
  PICTURE_TOO_MANY_PIXELS_WHOLE,
  PICTURE_TOO_SMALL,
  type BoardPicturesResponse,
  type PictureSource,
} from '../contracts/board-pictures.js';
import { isImageKey } from '../domain/blob-keys.js';
import {
  historyOf,
  pictureIdOf,
  pictureProblemError,
  picturesView,
  restorePicture,
  type PictureProblem,
} from '../domain/board-pictures.js';
import { isBoardId, ownBoard } from '../domain/board-access.js';
import { AppError, notFound } from '../domain/errors.js';
import type { StoredBlob } from '../ports/blob-store.port.js';
import { pictureLogs } from './board-pictures.logs.js';
import { ownedBoard } from './steps/boards.js';
import { BoardPicturesDeps, keepBoardPicture } from './steps/board-pictures.js';

const PROBLEM_MESSAGES: Record<PictureProblem, string> = {
  'not-image': PICTURE_NOT_IMAGE,
  empty: PICTURE_EMPTY,
  'too-small': PICTURE_TOO_SMALL,
  'too-big': PICTURE_TOO_BIG_SIDES,
  'too-many-pixels': PICTURE_TOO_MANY_PIXELS,
  'too-many-pixels-whole': PICTURE_TOO_MANY_PIXELS_WHOLE,
};

export const pictureTooLarge = () => new AppError('too-large', PICTURE_TOO_LARGE, 413);

/**
 * POST /api/boards/:id/picture: an uploaded picture (a capture of the 3D view, or a composite on a room photo) becomes the
 * board's picture. Owner only; the bytes decide whether it is a picture of sane size (not the Content-Type).
 */
export async function uploadBoardPicture(
  deps: BoardPicturesDeps,
  uid: string,
  id: string,
  upload: Buffer,
  source: PictureSource,
): Promise<BoardPicturesResponse> {
  await ownedBoard(deps, uid, id);
  if (upload.length > PICTURE_MAX_BYTES) throw pictureTooLarge();
  const picture = await deps.pictureImages.boardPicture(upload);
  if ('problem' in picture) {
    pictureLogs.refused(uid, id, picture.problem);
    throw pictureProblemError(picture.problem, PROBLEM_MESSAGES);
  }
  return keepBoardPicture(deps, uid, id, picture, source);
}

/** GET /api/boards/:id/pictures: the owner's list, newest first, the current one marked. */
export async function listBoardPictures(deps: Pick<BoardPicturesDeps, 'boards'>, uid: string, id: string): Promise<BoardPicturesResponse> {
  return picturesView(await ownedBoard(deps, uid, id));
}

/** POST /api/boards/:id/pictures/:pictureId/restore: a kept picture becomes the current one again. Owner only. */
export async function restoreBoardPicture(
  deps: Pick<BoardPicturesDeps, 'boards'>,
  uid: string,
  id: string,
  pictureId: string,
): Promise<BoardPicturesResponse> {
  await ownedBoard(deps, uid, id);
  const record = await deps.boards.changePictures(id, (found) => {
    const record = ownBoard(found, uid);
    const pictures = restorePicture(record, pictureId);
    if (!pictures) throw notFound(PICTURE_NOT_FOUND);
    return { pictures, result: { ...record, ...pictures } };
  });
  pictureLogs.restored(uid, id, pictureId);
  return picturesView(record);
}

/**
 * GET /api/boards/:id/pictures/:pictureId/image: one kept picture, for the holder of the board's key (its owner), checked
 * on every request like the board's picture: gone once the board is hidden or deleted.
 */
export async function boardPictureImage(
  deps: Pick<BoardPicturesDeps, 'boards' | 'blobs'>,
  id: string,
  pictureId: string,
  key: string | null,
): Promise<StoredBlob> {
  const record = isBoardId(id) ? await deps.boards.get(id) : null;
  const allowed = record && !record.hidden && isImageKey(key, record.imageKey);
  const picture = allowed ? historyOf(record).find((kept) => pictureIdOf(kept.path) === pictureId) : undefined;
  const blob = picture ? await deps.blobs.get(picture.path) : null;
  if (!blob) throw notFound();
  return blob;
}
