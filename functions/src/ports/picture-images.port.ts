import type { PictureProblem } from '../domain/board-pictures.js';

/** A picture as the board keeps it: re-encoded, upright, without metadata. */
export interface ProcessedPicture {
  data: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/** Reads uploaded pictures and turns them into the files the app keeps; a problem instead when the bytes are no such picture. */
export interface PictureImages {
  /** A board picture (a 3D view capture or a composite): PNG, JPEG or WebP of sane size, re-encoded. */
  boardPicture(upload: Buffer): Promise<ProcessedPicture | { problem: PictureProblem }>;
  /**
   * A photo of the user's room from a phone or camera (JPEG, PNG, HEIC): turned upright by its EXIF, resized, and
   * re-encoded without any metadata (so without its location).
   */
  roomPhoto(upload: Buffer): Promise<ProcessedPicture | { problem: PictureProblem }>;
}
