import type { Request, Response } from 'express';
import type { StoredBlob } from '../ports/blob-store.port.js';

/** The `?key=` of a picture URL, which lets its owner's <img> (that cannot send the session token) load it. */
export const imageKeyOf = (req: Request) => (typeof req.query.key === 'string' ? req.query.key : null);

/**
 * A board's or generation's picture is checked on every request: no shared cache (CDN or ours) keeps it, and a browser
 * asks again after a minute, so a takedown reaches everyone within a minute.
 */
export function sendPrivateImage(res: Response, image: StoredBlob): void {
  res.set('Cache-Control', 'private, max-age=60').type(image.contentType).send(image.data);
}
