import type { ShareImageContent } from '../domain/board-share.js';

/** Makes a board's share image (domain/board-share.ts SHARE_IMAGE: 1200×630, JPEG) from its picture. */
export interface ShareImages {
  compose(picture: Buffer, content: ShareImageContent): Promise<Buffer>;
}
