import { createHash } from 'node:crypto';
import {
  PICTURE_HISTORY_LIMIT,
  PICTURE_MAX_SIDE,
  PICTURE_MIN_SIDE,
  type BoardPicture,
  type BoardPicturesResponse,
  type PictureSource,
  type RoomPhoto,
  type RoomPiece,
} from '../contracts/board-pictures.js';
import { boardImageUrl } from './blob-keys.js';
import { AppError, badRequest } from './errors.js';
import type { PixelProblem } from './image-headers.js';
import type { BoardRecord } from './boards.js';

/** One picture a board keeps: a stored file (content-addressed, in the private `boards/` folder). */
export interface BoardPictureRecord {
  path: string;
  source: PictureSource;
  createdAt: Date;
}

/** The owner's photo of their room for a board ('Try in my room'): a private file in `room-photos/`, and the pieces on it. */
export interface RoomPhotoRecord {
  path: string;
  width: number;
  height: number;
  /** Back to front; none until the owner places one. */
  pieces?: RoomPiece[];
}

/** What a picture change writes: the current picture's path and the pictures, newest first. */
export interface BoardPictures {
  imagePath: string;
  pictures: BoardPictureRecord[];
}

/** Why an upload is no board picture: the last three are over a cap (sides, pixels, pixels decoded whole). */
export type PictureProblem = 'not-image' | 'empty' | 'too-small' | 'too-big' | PixelProblem;

/** The error a picture problem answers: over a cap is 413 (refused before decoding), the rest 400. */
export function pictureProblemError(problem: PictureProblem, messages: Record<PictureProblem, string>): AppError {
  const overCap = problem === 'too-big' || problem === 'too-many-pixels' || problem === 'too-many-pixels-whole';
  return overCap ? new AppError('too-large', messages[problem], 413) : badRequest(messages[problem]);
}

/** A picture's id: its file's content hash (so the same bytes uploaded twice are one picture), short and URL-safe. */
export function pictureIdOf(path: string): string {
  const named = /([a-f0-9]{32})\.[a-z]+$/.exec(path);
  return named ? named[1]! : createHash('sha256').update(path).digest('hex').slice(0, 32);
}

/**
 * The board's pictures, newest first. A board saved before pictures had a history keeps only its generated picture,
 * which then stands as the one picture.
 */
export function historyOf(record: Pick<BoardRecord, 'imagePath' | 'pictures' | 'createdAt'>): BoardPictureRecord[] {
  if (record.pictures.length) return record.pictures;
  return record.imagePath ? [{ path: record.imagePath, source: 'generated', createdAt: record.createdAt }] : [];
}

/** Whether a board's picture side lengths are sane for a board picture. */
export function pictureSizeProblem(width: number, height: number): PictureProblem | null {
  if (!(width > 0) || !(height > 0)) return 'empty';
  if (width < PICTURE_MIN_SIDE || height < PICTURE_MIN_SIDE) return 'too-small';
  if (width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE) return 'too-big';
  return null;
}

/**
 * The history with `picture` added as the newest and current one (the same file already kept moves to the front),
 * capped at `limit`: the oldest beyond it are dropped, and answered so that their files can go.
 */
export function addPicture(
  record: Pick<BoardRecord, 'imagePath' | 'pictures' | 'createdAt'>,
  picture: BoardPictureRecord,
  limit = PICTURE_HISTORY_LIMIT,
): BoardPictures & { dropped: string[] } {
  const all = [picture, ...historyOf(record).filter((kept) => kept.path !== picture.path)];
  return { imagePath: picture.path, pictures: all.slice(0, limit), dropped: all.slice(limit).map((gone) => gone.path) };
}

/** The history with the picture `pictureId` made current again; null when the board has no such picture. */
export function restorePicture(record: Pick<BoardRecord, 'imagePath' | 'pictures' | 'createdAt'>, pictureId: string): BoardPictures | null {
  const pictures = historyOf(record);
  const chosen = pictures.find((picture) => pictureIdOf(picture.path) === pictureId);
  return chosen ? { imagePath: chosen.path, pictures } : null;
}

/** One kept picture's URL: keyed, for the owner (the only one who lists them). */
function boardPictureUrl(boardId: string, pictureId: string, imageKey: string): string {
  return `/api/boards/${boardId}/pictures/${pictureId}/image?key=${imageKey}`;
}

/** The current picture's URL; once the board's picture has changed, it names the picture so no browser shows an old one. */
export function currentPictureUrl(record: Pick<BoardRecord, 'id' | 'imagePath' | 'pictures'>, imageKey: string | null): string | null {
  if (!record.imagePath) return null;
  const url = boardImageUrl(record.id, imageKey);
  if (!record.pictures.length) return url;
  return `${url}${imageKey ? '&' : '?'}v=${pictureIdOf(record.imagePath)}`;
}

/** The room photo's URL: keyed for the owner, named by its content so a new photo is never an old one from a cache. */
export function roomPhotoUrl(boardId: string, photo: RoomPhotoRecord, imageKey: string): string {
  return `/api/boards/${boardId}/room-photo/image?key=${imageKey}&v=${pictureIdOf(photo.path)}`;
}

/** The room photo as its owner reads it: keyed URL, size and the pieces on it. */
export function roomPhotoView(boardId: string, photo: RoomPhotoRecord, imageKey: string): RoomPhoto {
  return { url: roomPhotoUrl(boardId, photo, imageKey), width: photo.width, height: photo.height, pieces: photo.pieces ?? [] };
}

/** The owner's view of the board's pictures. */
export function picturesView(record: BoardRecord): BoardPicturesResponse {
  const photo = record.roomPhoto;
  return {
    room_photo: photo ? roomPhotoView(record.id, photo, record.imageKey) : null,
    image_url: currentPictureUrl(record, record.imageKey),
    pictures: historyOf(record).map((picture): BoardPicture => ({
      id: pictureIdOf(picture.path),
      url: boardPictureUrl(record.id, pictureIdOf(picture.path), record.imageKey),
      source: picture.source,
      createdAt: picture.createdAt.toISOString(),
      current: picture.path === record.imagePath,
    })),
  };
}
