import { Router } from 'express';
import { isPublicKey } from '../../domain/blob-keys.js';
import { notFound } from '../../domain/errors.js';
import type { BlobStore } from '../../ports/blob-store.port.js';

/**
 * Serves the catalogue's files (product photos and cutouts). Names are content hashes, so a response never changes and
 * is cached for a year. Board and generation pictures are not served here but by routes that check who may see them.
 */
export function filesRoutes(blobs: BlobStore): Router {
  const router = Router();
  router.get('/files/*path', async (req, res) => {
    const key = (req.params as { path: string[] }).path.join('/');
    if (!isPublicKey(key)) throw notFound();
    const blob = await blobs.get(key);
    if (!blob) throw notFound();
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(blob.contentType).send(blob.data);
  });
  return router;
}
