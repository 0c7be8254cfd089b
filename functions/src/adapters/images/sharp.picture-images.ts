import {
  PICTURE_MAX_PIXELS,
  PICTURE_MAX_WHOLE_DECODE_PIXELS,
  PICTURE_MIN_SIDE,
  ROOM_PHOTO_MAX_PIXELS,
  ROOM_PHOTO_MAX_SIDE,
  ROOM_PHOTO_MAX_WHOLE_DECODE_PIXELS,
} from '../../contracts/board-pictures.js';
import { pictureSizeProblem, type PictureProblem } from '../../domain/board-pictures.js';
import { isHeic, pixelProblem, readImageHeader, type ImageHeader, type PixelCaps } from '../../domain/image-headers.js';
import { semaphore, type Semaphore } from '../../domain/semaphore.js';
import type { PictureImages, ProcessedPicture } from '../../ports/picture-images.port.js';

/** The formats a board picture may come in: what a canvas exports. */
const PICTURE_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** A room photo also comes from phones; sharp names HEIF and AVIF both 'heif' (it reads AVIF, HEIC goes to libheif-js). */
const PHOTO_FORMATS = new Set(['png', 'jpeg', 'webp', 'heif']);
/** A kept board picture fits in this square, as the generators' pictures do (1536 x 1024 at most). */
export const PICTURE_LONG_SIDE = 1536;
/** A room photo is kept a little larger, so that the compositor can crop and zoom it. */
export const ROOM_PHOTO_LONG_SIDE = 2048;

/** The signatures of the formats we read: bytes that say "image" even when sharp cannot make pixels of them. */
const SIGNATURES = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from('RIFF'), // WebP (RIFF....WEBP)
];
const looksLikeImage = (data: Buffer) => SIGNATURES.some((signature) => data.subarray(0, signature.length).equals(signature));

/** Decoded RGBA pixels of a HEIC's primary image. */
export interface RawPicture {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}
/**
 * HEIC to pixels, the size checked against `maxPixels` before decoding; null when it cannot (or the size is over).
 * The prebuilt libvips in sharp has no HEVC decoder, so this is libheif in WebAssembly (heic-decode).
 */
export type HeicDecoder = (heic: Buffer, maxPixels: number) => Promise<RawPicture | null>;

/**
 * heic-decode (libheif-js, loaded on the first HEIC): the image handle tells its size without decoding, so a file
 * whose grid or image is over the cap is refused there too, whatever its `ispe` boxes said. The pixels go straight to
 * sharp (no full-size JPEG in between, no pure-JS encoder).
 */
const heicDecode: HeicDecoder = async (heic, maxPixels) => {
  const { all } = (await import('heic-decode')).default;
  let images;
  try {
    images = await all({ buffer: heic });
  } catch {
    return null;
  }
  try {
    const primary = images[0];
    if (!primary || primary.width * primary.height > maxPixels) return null;
    return await primary.decode();
  } catch {
    return null;
  } finally {
    images.dispose();
  }
};

interface Rules {
  formats: Set<string>;
  caps: PixelCaps & { maxHeicPixels?: number };
  longSide: number;
  sizeProblem: (width: number, height: number) => PictureProblem | null;
}

const BOARD_PICTURE: Rules = {
  formats: PICTURE_FORMATS,
  caps: { maxPixels: PICTURE_MAX_PIXELS, maxWholeDecodePixels: PICTURE_MAX_WHOLE_DECODE_PIXELS },
  longSide: PICTURE_LONG_SIDE,
  sizeProblem: pictureSizeProblem,
};

const ROOM_PHOTO: Rules = {
  formats: PHOTO_FORMATS,
  caps: {
    maxPixels: ROOM_PHOTO_MAX_PIXELS,
    maxWholeDecodePixels: ROOM_PHOTO_MAX_WHOLE_DECODE_PIXELS,
    maxHeicPixels: ROOM_PHOTO_MAX_PIXELS,
  },
  longSide: ROOM_PHOTO_LONG_SIDE,
  sizeProblem: (width, height) => {
    if (!(width > 0) || !(height > 0)) return 'empty';
    if (width < PICTURE_MIN_SIDE || height < PICTURE_MIN_SIDE) return 'too-small';
    return width > ROOM_PHOTO_MAX_SIDE || height > ROOM_PHOTO_MAX_SIDE ? 'too-big' : null;
  },
};

/**
 * Pictures with sharp (imported on the first upload): the header first (no pixels decoded; over a cap is refused
 * here), then turned upright by its EXIF, fitted in the long side, flattened on white and re-encoded as JPEG. sharp
 * writes no metadata unless asked, so the EXIF (camera, location) is gone.
 */
async function process(
  upload: Buffer,
  rules: Rules,
  options: SharpOptions,
  decodeHeic: HeicDecoder | null,
): Promise<ProcessedPicture | { problem: PictureProblem }> {
  if (!upload.length) return { problem: 'empty' };
  const header = readImageHeader(upload);
  const overCap = header && pixelProblem(header, rules.caps);
  if (overCap) return { problem: overCap };
  // One decoding slot of the instance for the rest: the caps bound one picture, the slots how many at once.
  return (options.decoding ?? UNBOUNDED).run(() => decode(upload, header, rules, options, decodeHeic));
}

async function decode(
  upload: Buffer,
  header: ImageHeader | null,
  rules: Rules,
  options: SharpOptions,
  decodeHeic: HeicDecoder | null,
): Promise<ProcessedPicture | { problem: PictureProblem }> {
  const sharp = await loadSharp(options);
  if (header?.format === 'heic' && decodeHeic) {
    const raw = await decodeHeic(upload, rules.caps.maxHeicPixels ?? rules.caps.maxPixels);
    if (!raw) return { problem: 'not-image' };
    const problem = rules.sizeProblem(raw.width, raw.height);
    if (problem) return { problem };
    return encode(sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } }), rules);
  }
  let meta;
  try {
    meta = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    return { problem: looksLikeImage(upload) ? 'empty' : 'not-image' };
  }
  // A format we take whose header we could not read is refused: its size would be unchecked.
  if (!header || !meta.format || !rules.formats.has(meta.format)) return { problem: 'not-image' };
  const problem = rules.sizeProblem(meta.width ?? 0, meta.height ?? 0);
  if (problem) return { problem };
  const limitInputPixels = header.wholeDecode ? rules.caps.maxWholeDecodePixels : rules.caps.maxPixels;
  return encode(sharp(upload, { limitInputPixels, failOn: 'error' }).rotate(), rules);
}

async function encode(image: import('sharp').Sharp, rules: Rules): Promise<ProcessedPicture | { problem: PictureProblem }> {
  try {
    const { data, info } = await image
      .resize(rules.longSide, rules.longSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#FFFFFF' })
      .jpeg({ quality: 86, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    return { problem: 'not-image' };
  }
}

/** How the function that reads uploads runs sharp: libvips threads (its CPUs), and no operation cache for one-off inputs. */
export interface SharpOptions {
  threads?: number;
  /** The instance's decoding slots, shared by every upload it reads. */
  decoding?: Semaphore;
}

/** Without a semaphore (tools, tests): every picture at once. */
export const UNBOUNDED = semaphore(Number.POSITIVE_INFINITY);

/** sharp, set up once per instance as the function's memory plan says (composition.ts). */
export async function loadSharp({ threads }: Pick<SharpOptions, 'threads'>) {
  const { default: sharp } = await import('sharp');
  if (threads !== undefined && sharp.concurrency() !== threads) {
    sharp.concurrency(threads);
    sharp.cache(false);
  }
  return sharp;
}

export function sharpPictureImages({
  decodeHeic = heicDecode,
  ...options
}: { decodeHeic?: HeicDecoder } & SharpOptions = {}): PictureImages {
  return {
    boardPicture: (upload) => process(upload, BOARD_PICTURE, options, null),
    roomPhoto: (upload) => process(upload, ROOM_PHOTO, options, isHeic(upload) ? decodeHeic : null),
  };
}
