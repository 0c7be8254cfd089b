import type { PixelProblem } from '../domain/image-headers.js';

interface AvatarImage {
  data: Buffer;
  contentType: 'image/webp';
}

/** Why an upload is no avatar: not a picture it reads, or over a pixel cap (refused before decoding). */
export type AvatarProblem = 'not-image' | PixelProblem;

/** Turns an uploaded picture into the square avatar the app shows; a problem when the bytes are not one it takes. */
export interface AvatarImages {
  square(upload: Buffer): Promise<AvatarImage | { problem: AvatarProblem }>;
}
