import { pictureSizeProblem, type PictureProblem } from '../../domain/board-pictures.js';
import type { PictureImages, ProcessedPicture } from '../../ports/picture-images.port.js';

/** The formats a board picture may come in: what a canvas exports. */
const PICTURE_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** A kept board picture fits in this square, as the generators' pictures do (1536 x 1024 at most). */
export const PICTURE_LONG_SIDE = 1536;
/** Refuses decompression bombs before decoding: 8000 x 8000 is the largest picture the contract allows. */
const MAX_INPUT_PIXELS = 8000 * 8000;

/** The signatures of the formats we read: bytes that say "image" even when sharp cannot make pixels of them. */
const SIGNATURES = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from('RIFF'), // WebP (RIFF....WEBP)
];
const looksLikeImage = (data: Buffer) => SIGNATURES.some((signature) => data.subarray(0, signature.length).equals(signature));

/**
 * Board pictures with sharp (imported on the first upload): metadata first (no pixels decoded), then turned upright by
 * its EXIF, fitted in PICTURE_LONG_SIDE, flattened on white and re-encoded as JPEG without any metadata.
 */
export function sharpPictureImages(): PictureImages {
  return {
    async boardPicture(upload) {
      if (!upload.length) return { problem: 'empty' };
      const { default: sharp } = await import('sharp');
      const image = sharp(upload, { limitInputPixels: false, failOn: 'error' });
      let meta;
      try {
        meta = await image.metadata();
      } catch {
        return { problem: looksLikeImage(upload) ? 'empty' : 'not-image' };
      }
      if (!meta.format || !PICTURE_FORMATS.has(meta.format)) return { problem: 'not-image' };
      const problem: PictureProblem | null = pictureSizeProblem(meta.width ?? 0, meta.height ?? 0);
      if (problem) return { problem };
      try {
        const { data, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize(PICTURE_LONG_SIDE, PICTURE_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#FFFFFF' })
          .jpeg({ quality: 86, chromaSubsampling: '4:2:0' })
          .toBuffer({ resolveWithObject: true });
        const picture: ProcessedPicture = { data, contentType: 'image/jpeg', width: info.width, height: info.height };
        return picture;
      } catch {
        return { problem: 'not-image' };
      }
    },
  };
}
