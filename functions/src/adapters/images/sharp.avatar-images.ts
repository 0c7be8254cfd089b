import { AVATAR_MAX_PIXELS, AVATAR_MAX_WHOLE_DECODE_PIXELS } from '../../contracts/accounts.js';
import { pixelProblem, readImageHeader } from '../../domain/image-headers.js';
import type { AvatarImages } from '../../ports/avatar-images.port.js';
import { loadSharp, UNBOUNDED, type SharpOptions } from './sharp.picture-images.js';

/** The formats an avatar may come in; sharp reads more (SVG, TIFF, PDF...), which a profile picture has no need of. */
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif']);
export const AVATAR_SIZE = 256;
const CAPS = { maxPixels: AVATAR_MAX_PIXELS, maxWholeDecodePixels: AVATAR_MAX_WHOLE_DECODE_PIXELS };

/**
 * Avatars made with sharp: the header read first (a decompression bomb or a picture over the caps is refused before
 * anything is decoded), then turned upright, cropped to a square around the interesting part, 256 px, WebP. sharp is
 * imported on the first upload, so the light API's cold start does not load it.
 */
export function sharpAvatarImages(options: SharpOptions = {}): AvatarImages {
  return {
    async square(upload) {
      const header = readImageHeader(upload);
      if (!header || !READABLE.has(header.format)) return { problem: 'not-image' };
      const overCap = pixelProblem(header, CAPS);
      if (overCap) return { problem: overCap };
      return (options.decoding ?? UNBOUNDED).run(async () => {
        const sharp = await loadSharp(options);
        try {
          const limitInputPixels = header.wholeDecode ? CAPS.maxWholeDecodePixels : CAPS.maxPixels;
          const image = sharp(upload, { limitInputPixels, failOn: 'error' });
          const { format } = await image.metadata();
          if (!format || !READABLE.has(format)) return { problem: 'not-image' };
          const data = await image
            .rotate()
            .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
            .webp({ quality: 82 })
            .toBuffer();
          return { data, contentType: 'image/webp' };
        } catch {
          return { problem: 'not-image' };
        }
      });
    },
  };
}
