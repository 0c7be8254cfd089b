import {
  type BoardPicturesResponse,
  type PictureSource,
  ROOM_PHOTO_EMPTY,
  ROOM_PHOTO_NOT_IMAGE,
  ROOM_PHOTO_TOO_BIG_SIDES,
  ROOM_PHOTO_TOO_LARGE,
  ROOM_PHOTO_TOO_MANY_PIXELS,
  ROOM_PHOTO_TOO_MANY_PIXELS_WHOLE,
  ROOM_PHOTO_TOO_SMALL,
} from '../../contracts/board-pictures.js';
import { contentKey } from '../../domain/blob-keys.js';
import { addPicture, historyOf, pictureIdOf, picturesView, type PictureProblem } from '../../domain/board-pictures.js';
import { type BoardRecord } from '../../domain/boards.js';
import { ownBoard } from '../../domain/board-access.js';
import type { BlobStore } from '../../ports/blob-store.port.js';
import type { BoardsRepository } from '../../ports/boards.port.js';
import type { FileReferences } from '../../ports/file-references.port.js';
import type { PictureImages, ProcessedPicture } from '../../ports/picture-images.port.js';
import { pictureLogs } from '../board-pictures.logs.js';
import { ownedBoard } from './boards.js';
import { AppError } from '../../domain/errors.js';
import { nowOf } from './clock.js';

export interface BoardPicturesDeps {
  boards: BoardsRepository;
  blobs: BlobStore;
  fileReferences: FileReferences;
  pictureImages: PictureImages;
  now?: () => Date;
}

/** Deletes files no board, generation or product uses any more; a failure leaves a file behind, never a board without one. */
export async function removeUnused(
  deps: Pick<BoardPicturesDeps, 'fileReferences' | 'blobs'>,
  record: BoardRecord,
  paths: string[],
): Promise<void> {
  for (const path of paths) {
    try {
      const except = { boardId: record.id, generationId: record.generationId };
      if (!(await deps.fileReferences.isUsedElsewhere({ path, productId: null }, except))) await deps.blobs.delete(path);
    } catch (error) {
      pictureLogs.cleanupFailed(record.id, path, error);
    }
  }
}

/**
 * Keeps an already processed picture as the board's new current picture (the older ones stay, up to the history's cap;
 * the files of those dropped go). The file is written before the board names it, and removed again when the board
 * could not take it, so nothing is half-written.
 */
export async function keepBoardPicture(
  deps: BoardPicturesDeps,
  uid: string,
  id: string,
  picture: ProcessedPicture,
  source: PictureSource,
): Promise<BoardPicturesResponse> {
  const path = contentKey('boards', picture.data, picture.contentType);
  const before = await ownedBoard(deps, uid, id);
  const known = historyOf(before).some((kept) => kept.path === path);
  if (!known) await deps.blobs.put(path, picture.data, picture.contentType);
  let outcome: { record: BoardRecord; dropped: string[] };
  try {
    outcome = await deps.boards.changePictures(id, (found) => {
      const record = ownBoard(found, uid);
      const createdAt = nowOf(deps);
      const { dropped, ...pictures } = addPicture(record, { path, source, createdAt });
      return { pictures, result: { record: { ...record, ...pictures }, dropped } };
    });
  } catch (error) {
    if (!known) await removeUnused(deps, before, [path]);
    throw error;
  }
  await removeUnused(deps, outcome.record, outcome.dropped);
  pictureLogs.added(uid, id, pictureIdOf(path), source, outcome.dropped);
  return picturesView(outcome.record);
}

/** The room photo's refusals; a picture in a message goes through the same pipeline and says the same. */
export const ROOM_PHOTO_PROBLEMS: Record<PictureProblem, string> = {
  'not-image': ROOM_PHOTO_NOT_IMAGE,
  empty: ROOM_PHOTO_EMPTY,
  'too-small': ROOM_PHOTO_TOO_SMALL,
  'too-big': ROOM_PHOTO_TOO_BIG_SIDES,
  'too-many-pixels': ROOM_PHOTO_TOO_MANY_PIXELS,
  'too-many-pixels-whole': ROOM_PHOTO_TOO_MANY_PIXELS_WHOLE,
};

export const roomPhotoTooLarge = () => new AppError('too-large', ROOM_PHOTO_TOO_LARGE, 413);
