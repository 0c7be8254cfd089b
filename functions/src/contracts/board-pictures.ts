import { z } from 'zod';
import { megapixels } from './uploads.js';

/** Where a board picture came from: the generator, the 3D view, the user's own room photo, or an OpenAI photoreal edit. */
export const PICTURE_SOURCES = ['generated', 'capture', 'room-photo', 'photoreal'] as const;
export type PictureSource = (typeof PICTURE_SOURCES)[number];

/** The sources a client may upload a picture from (`?source=`). */
const UPLOAD_SOURCES = ['capture', 'room-photo'] as const;

export const PICTURE_MAX_BYTES = 15 * 1024 * 1024;
/** The smallest and largest side a board picture may have, in pixels. */
export const PICTURE_MIN_SIDE = 256;
export const PICTURE_MAX_SIDE = 8000;
/** The most pictures a board keeps (the current one included), newest first. */
export const PICTURE_HISTORY_LIMIT = 10;

/**
 * Pixel caps, read from the header before anything is decoded: they bound the memory one upload takes (the memory plan
 * is in the README). A 3D capture or a composite is a canvas export; a picture decoded whole (progressive JPEG,
 * interlaced PNG, WebP) gets the lower cap, as libvips must hold it all at once.
 */
export const PICTURE_MAX_PIXELS = 4096 * 4096;
export const PICTURE_MAX_WHOLE_DECODE_PIXELS = 2048 * 2048;

export const PICTURE_NOT_IMAGE = 'This file is not an image. Send a PNG, JPEG or WebP picture.';
export const PICTURE_TOO_LARGE = 'The picture is too large. Send one under 15 MB.';
export const PICTURE_EMPTY = 'The picture is empty (zero pixels). Send a picture with something in it.';
export const PICTURE_TOO_SMALL = `The picture is too small. Send one at least ${PICTURE_MIN_SIDE} pixels on each side.`;
export const PICTURE_TOO_BIG_SIDES = `The picture is too big. Send one at most ${PICTURE_MAX_SIDE} pixels on each side.`;
export const PICTURE_TOO_MANY_PIXELS = `The picture has too many pixels. Send one of at most ${megapixels(PICTURE_MAX_PIXELS)} (4096 × 4096).`;
export const PICTURE_TOO_MANY_PIXELS_WHOLE =
  `The picture is a progressive JPEG, an interlaced PNG or a WebP of more than ${megapixels(PICTURE_MAX_WHOLE_DECODE_PIXELS)}, ` +
  'which takes too much memory to read. Send a standard JPEG or PNG, or a smaller picture.';
export const PICTURE_NOT_FOUND = 'This picture is not among the board’s pictures.';
export const PICTURE_SOURCE_ERROR = "source is 'capture' or 'room-photo'.";
export const PHOTOREAL_NEEDS_OPENAI = 'Photoreal pictures need an OpenAI key.';

/** A room photo from a phone may be larger than a board picture: 48 MP phones take 8064 x 6048. */
export const ROOM_PHOTO_MAX_SIDE = 12000;
/** A 48 MP phone photo (8064 x 6048) is taken, as a JPEG or a HEIC (which libheif decodes whole: hence the semaphore). */
export const ROOM_PHOTO_MAX_PIXELS = 50_000_000;
/** A 12 MP progressive JPEG is taken; past this, a photo libvips decodes whole is refused. */
export const ROOM_PHOTO_MAX_WHOLE_DECODE_PIXELS = 4096 * 4096;
export const ROOM_PHOTO_NOT_IMAGE = 'This file is not an image. Choose a JPEG, PNG or HEIC photo.';
export const ROOM_PHOTO_TOO_LARGE = 'This photo is too large. Choose one under 15 MB.';
export const ROOM_PHOTO_EMPTY = 'This photo is empty (zero pixels). Choose another photo.';
export const ROOM_PHOTO_TOO_SMALL = `This photo is too small. Choose one at least ${PICTURE_MIN_SIDE} pixels on each side.`;
export const ROOM_PHOTO_TOO_BIG_SIDES = `This photo is too big. Choose one at most ${ROOM_PHOTO_MAX_SIDE} pixels on each side.`;
export const ROOM_PHOTO_TOO_MANY_PIXELS = `This photo has too many pixels. Choose one of at most ${megapixels(ROOM_PHOTO_MAX_PIXELS)}.`;
export const ROOM_PHOTO_TOO_MANY_PIXELS_WHOLE =
  `This photo is a progressive JPEG, an interlaced PNG or a WebP of more than ${megapixels(ROOM_PHOTO_MAX_WHOLE_DECODE_PIXELS)}, ` +
  'which takes too much memory to read. Choose a standard JPEG or a HEIC, or a smaller photo.';

/** The smallest and largest a piece on the room photo may be, as a fraction of the photo's width. */
export const ROOM_PIECE_MIN_WIDTH = 0.04;
export const ROOM_PIECE_MAX_WIDTH = 1.5;
/** The most pieces one room photo keeps. */
const ROOM_PIECES_MAX = 40;
export const ROOM_PIECES_INVALID =
  `pieces is a list of at most ${ROOM_PIECES_MAX} pieces, each with a productId, x and y from 0 to 1, ` +
  `a width from ${ROOM_PIECE_MIN_WIDTH} to ${ROOM_PIECE_MAX_WIDTH}, an aspect from 0.05 to 20 and flipped.`;
export const ROOM_PIECES_NO_PHOTO = 'Choose a photo of your room first: the pieces are kept with it.';
export const ROOM_PIECE_NOT_ON_BOARD = 'A piece is not one of this board’s products.';

/**
 * One board product placed on the room photo ('Try in my room'): its centre (`x`, `y`) and `width` as fractions of the
 * photo, its height / width in pixels (`aspect`) and whether it is mirrored. Back to front in a list.
 */
export const RoomPieceSchema = z.object({
  productId: z.string().min(1).max(120),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().min(ROOM_PIECE_MIN_WIDTH).max(ROOM_PIECE_MAX_WIDTH),
  aspect: z.number().min(0.05).max(20),
  flipped: z.boolean(),
});
export type RoomPiece = z.infer<typeof RoomPieceSchema>;

/**
 * PUT /api/boards/:id/room-photo/pieces: the pieces on the board's room photo, back to front (the whole list each time);
 * anything else is answered with ROOM_PIECES_INVALID.
 */
export const RoomPiecesRequest = z.object({ pieces: z.array(RoomPieceSchema).max(ROOM_PIECES_MAX) });
export type RoomPiecesRequest = z.infer<typeof RoomPiecesRequest>;

/**
 * The owner's room photo for a board: a private file, upright, without EXIF (no location), at most 2048 px a side, and
 * the pieces placed on it (optional: absent from answers of servers before pieces were kept).
 */
const RoomPhotoSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  pieces: z.array(RoomPieceSchema).optional(),
});
export type RoomPhoto = z.infer<typeof RoomPhotoSchema>;

/** POST /api/boards/:id/room-photo and PUT /api/boards/:id/room-photo/pieces answer the stored photo with its pieces. */
export const RoomPhotoResponse = z.object({ room_photo: RoomPhotoSchema });
export type RoomPhotoResponse = z.infer<typeof RoomPhotoResponse>;

/** `?source=` of POST /api/boards/:id/picture; a capture of the 3D view unless told otherwise. */
export const PictureUploadQuery = z.object({
  source: z.enum(UPLOAD_SOURCES, { error: PICTURE_SOURCE_ERROR }).default('capture'),
});

/** POST /api/boards/:id/picture/photoreal: the current picture unless one is named. */
export const PhotorealRequest = z
  .object({ pictureId: z.string().trim().min(1).max(120).optional() })
  .optional()
  .transform((body) => body ?? {});

const BoardPictureSchema = z.object({
  id: z.string(),
  /** Same-origin and keyed for the owner, so a canvas that draws it is not tainted. */
  url: z.string(),
  source: z.enum(PICTURE_SOURCES),
  /** ISO 8601. */
  createdAt: z.string(),
  current: z.boolean(),
});
export type BoardPicture = z.infer<typeof BoardPictureSchema>;

/** The answer of every picture call: the board's current picture URL and its pictures, newest first. */
export const BoardPicturesResponse = z.object({
  image_url: z.string().nullable(),
  pictures: z.array(BoardPictureSchema),
  /** The room photo last uploaded for this board ('Try in my room'), if any. */
  room_photo: RoomPhotoSchema.nullable().optional(),
});
export type BoardPicturesResponse = z.infer<typeof BoardPicturesResponse>;
