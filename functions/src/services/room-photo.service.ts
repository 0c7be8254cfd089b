import {
  PICTURE_MAX_BYTES,
  ROOM_PIECE_NOT_ON_BOARD,
  ROOM_PIECES_NO_PHOTO,
  type RoomPhotoResponse,
  type RoomPiecesRequest,
} from '../contracts/board-pictures.js';
import { contentKey, isImageKey } from '../domain/blob-keys.js';
import { pictureProblemError, roomPhotoView, type RoomPhotoRecord } from '../domain/board-pictures.js';
import { isBoardId } from '../domain/board-access.js';
import { AppError, badRequest, notFound } from '../domain/errors.js';
import type { StoredBlob } from '../ports/blob-store.port.js';
import { type BoardPicturesDeps } from './steps/board-pictures.js';
import { pictureLogs } from './board-pictures.logs.js';
import { ownedBoard } from './steps/boards.js';
import { ROOM_PHOTO_PROBLEMS, roomPhotoTooLarge } from './steps/board-pictures.js';

/**
 * POST /api/boards/:id/room-photo: the owner's photo of their room ('Try in my room'), up to 15 MB of JPEG, PNG or
 * HEIC. It is kept upright, resized and without EXIF as a private file that only the owner's key loads; the board
 * remembers the last one (the one before goes when nothing else uses it). The pieces placed on the photo before stay
 * (they are fractions of the photo, and the compositor keeps showing them on the new one).
 */
export async function uploadRoomPhoto(deps: BoardPicturesDeps, uid: string, id: string, upload: Buffer): Promise<RoomPhotoResponse> {
  const record = await ownedBoard(deps, uid, id);
  if (upload.length > PICTURE_MAX_BYTES) throw roomPhotoTooLarge();
  const photo = await deps.pictureImages.roomPhoto(upload);
  if ('problem' in photo) {
    pictureLogs.refused(uid, id, `room photo: ${photo.problem}`);
    throw pictureProblemError(photo.problem, ROOM_PHOTO_PROBLEMS);
  }
  const roomPhoto: RoomPhotoRecord = {
    path: contentKey('room-photos', photo.data, photo.contentType),
    width: photo.width,
    height: photo.height,
    pieces: record.roomPhoto?.pieces ?? [],
  };
  await deps.blobs.put(roomPhoto.path, photo.data, photo.contentType);
  await deps.boards.update(id, { roomPhoto });
  const before = record.roomPhoto?.path;
  if (before && before !== roomPhoto.path) {
    const except = { boardId: id, generationId: record.generationId };
    if (!(await deps.fileReferences.isUsedElsewhere({ path: before, productId: null }, except))) await deps.blobs.delete(before);
  }
  pictureLogs.roomPhotoKept(uid, id, roomPhoto.path);
  return { room_photo: roomPhotoView(id, roomPhoto, record.imageKey) };
}

/**
 * PUT /api/boards/:id/room-photo/pieces: the owner's pieces on the board's room photo, kept with the photo so that 'Try
 * in my room' opens with them again, in any browser. Only the board's own products, and only once there is a photo.
 */
export async function saveRoomPieces(
  deps: Pick<BoardPicturesDeps, 'boards'>,
  uid: string,
  id: string,
  { pieces }: RoomPiecesRequest,
): Promise<RoomPhotoResponse> {
  const record = await ownedBoard(deps, uid, id);
  if (!record.roomPhoto) throw new AppError('no-room-photo', ROOM_PIECES_NO_PHOTO, 409);
  const onBoard = new Set(record.items.map((item) => item.productId));
  if (pieces.some((piece) => !onBoard.has(piece.productId))) throw badRequest(ROOM_PIECE_NOT_ON_BOARD);
  const roomPhoto: RoomPhotoRecord = { ...record.roomPhoto, pieces };
  await deps.boards.update(id, { roomPhoto });
  return { room_photo: roomPhotoView(id, roomPhoto, record.imageKey) };
}

/** GET /api/boards/:id/room-photo/image: the room photo, for the holder of the board's key only (its owner), never once hidden. */
export async function roomPhotoImage(
  deps: Pick<BoardPicturesDeps, 'boards' | 'blobs'>,
  id: string,
  key: string | null,
): Promise<StoredBlob> {
  const record = isBoardId(id) ? await deps.boards.get(id) : null;
  const path = record && !record.hidden && isImageKey(key, record.imageKey) ? record.roomPhoto?.path : undefined;
  const blob = path ? await deps.blobs.get(path) : null;
  if (!blob) throw notFound();
  return blob;
}
