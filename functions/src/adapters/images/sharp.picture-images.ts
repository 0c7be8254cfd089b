import { PICTURE_MIN_SIDE, ROOM_PHOTO_MAX_SIDE } from '../../contracts/board-pictures.js';
import { pictureSizeProblem, type PictureProblem } from '../../domain/board-pictures.js';
import type { PictureImages, ProcessedPicture } from '../../ports/picture-images.port.js';

/** The formats a board picture may come in: what a canvas exports. */
const PICTURE_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** A room photo also comes from phones; sharp names HEIF and AVIF both 'heif' (it reads AVIF, HEIC goes to heic-convert). */
const PHOTO_FORMATS = new Set(['png', 'jpeg', 'webp', 'heif']);
/** A kept board picture fits in this square, as the generators' pictures do (1536 x 1024 at most). */
export const PICTURE_LONG_SIDE = 1536;
/** A room photo is kept a little larger, so that the compositor can crop and zoom it. */
export const ROOM_PHOTO_LONG_SIDE = 2048;
/** Refuses decompression bombs before decoding: 8000 x 8000 is the largest board picture the contract allows. */
const MAX_PICTURE_PIXELS = 8000 * 8000;
/** A 48 MP phone photo decodes; a bomb of a billion pixels does not. */
const MAX_PHOTO_PIXELS = 100_000_000;

/** The signatures of the formats we read: bytes that say "image" even when sharp cannot make pixels of them. */
const SIGNATURES = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from('RIFF'), // WebP (RIFF....WEBP)
];
const looksLikeImage = (data: Buffer) => SIGNATURES.some((signature) => data.subarray(0, signature.length).equals(signature));

/** HEIC (HEVC in HEIF), as iPhones save photos: an ISO-BMFF `ftyp` box naming one of these brands. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
export function isHeic(data: Buffer): boolean {
  if (data.length < 12 || data.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(data.readUInt32BE(0), data.length, 64);
  const brands = [data.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(data.toString('latin1', at, at + 4));
  return brands.includes('avif') ? false : brands.some((brand) => HEIC_BRANDS.has(brand));
}

/** HEIC to JPEG with heic-convert (libheif in WebAssembly; loaded on the first HEIC); null when it cannot. */
export type HeicDecoder = (heic: Buffer) => Promise<Buffer | null>;
const heicConvert: HeicDecoder = async (heic) => {
  const { default: convert } = await import('heic-convert');
  try {
    return Buffer.from(await convert({ buffer: heic, format: 'JPEG', quality: 0.95 }));
  } catch {
    return null;
  }
};

interface Rules {
  formats: Set<string>;
  maxPixels: number;
  longSide: number;
  sizeProblem: (width: number, height: number) => PictureProblem | null;
}

const BOARD_PICTURE: Rules = {
  formats: PICTURE_FORMATS,
  maxPixels: MAX_PICTURE_PIXELS,
  longSide: PICTURE_LONG_SIDE,
  sizeProblem: pictureSizeProblem,
};

const ROOM_PHOTO: Rules = {
  formats: PHOTO_FORMATS,
  maxPixels: MAX_PHOTO_PIXELS,
  longSide: ROOM_PHOTO_LONG_SIDE,
  sizeProblem: (width, height) => {
    if (!(width > 0) || !(height > 0)) return 'empty';
    if (width < PICTURE_MIN_SIDE || height < PICTURE_MIN_SIDE) return 'too-small';
    return width > ROOM_PHOTO_MAX_SIDE || height > ROOM_PHOTO_MAX_SIDE ? 'too-big' : null;
  },
};

/**
 * Pictures with sharp (imported on the first upload): metadata first (no pixels decoded), then turned upright by its
 * EXIF, fitted in the long side, flattened on white and re-encoded as JPEG. sharp writes no metadata unless asked, so
 * the EXIF (camera, location) is gone.
 */
async function process(upload: Buffer, rules: Rules): Promise<ProcessedPicture | { problem: PictureProblem }> {
  if (!upload.length) return { problem: 'empty' };
  const { default: sharp } = await import('sharp');
  let meta;
  try {
    meta = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    return { problem: looksLikeImage(upload) ? 'empty' : 'not-image' };
  }
  if (!meta.format || !rules.formats.has(meta.format)) return { problem: 'not-image' };
  const problem = rules.sizeProblem(meta.width ?? 0, meta.height ?? 0);
  if (problem) return { problem };
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: rules.maxPixels, failOn: 'error' })
      .rotate()
      .resize(rules.longSide, rules.longSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#FFFFFF' })
      .jpeg({ quality: 86, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    return { problem: 'not-image' };
  }
}

export function sharpPictureImages({ decodeHeic = heicConvert }: { decodeHeic?: HeicDecoder } = {}): PictureImages {
  return {
    boardPicture: (upload) => process(upload, BOARD_PICTURE),
    async roomPhoto(upload) {
      if (!isHeic(upload)) return process(upload, ROOM_PHOTO);
      const jpeg = await decodeHeic(upload);
      return jpeg ? process(jpeg, ROOM_PHOTO) : { problem: 'not-image' };
    },
  };
}
