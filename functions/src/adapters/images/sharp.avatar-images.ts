import type { AvatarImages } from '../../ports/avatar-images.port.js';

/** The formats an avatar may come in; sharp reads more (SVG, TIFF, PDF...), which a profile picture has no need of. */
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif']);
export const AVATAR_SIZE = 256;
/**
 * Refuses decompression bombs (a 5 MB file can claim billions of pixels) and bounds the memory one upload takes in the
 * light API: 25 MP is a 6000 x 4000 photo.
 */
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * Avatars made with sharp: turned upright, cropped to a square around the interesting part, 256 px, WebP. sharp is
 * imported on the first upload, so the light API's cold start does not load it.
 */
export function sharpAvatarImages(): AvatarImages {
  return {
    async square(upload) {
      const { default: sharp } = await import('sharp');
      try {
        const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
        const { format } = await image.metadata();
        if (!format || !READABLE.has(format)) return null;
        const data = await image
          .rotate()
          .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer();
        return { data, contentType: 'image/webp' };
      } catch {
        return null;
      }
    },
  };
}
