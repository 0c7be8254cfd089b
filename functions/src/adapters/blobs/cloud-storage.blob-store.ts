import { pipeline } from 'node:stream/promises';
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { BlobStore } from '../../ports/blob-store.port.js';

const notFound = (error: unknown) => (error as { code?: number }).code === 404;

/** Production (and the Storage emulator where it runs): files in a Cloud Storage bucket, tested against testing/cloud-storage-stand-in. */
export function cloudStorageBlobStore(app: App, bucketName: string): BlobStore {
  const bucket = getStorage(app).bucket(bucketName);
  return {
    kind: 'cloud-storage',
    async put(key, data, contentType) {
      // No public cache metadata: the bucket is read through the API alone, which decides who sees a picture.
      await bucket.file(key).save(data, { contentType, resumable: false });
    },
    async get(key) {
      const file = bucket.file(key);
      try {
        const [data] = await file.download();
        const [metadata] = await file.getMetadata();
        return { data, contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await bucket.file(key).delete({ ignoreNotFound: true });
    },
    async putStream(key, body, contentType) {
      // One resumable session sent as a single request: the SDK takes a chunk once the last one is on its way, so the
      // file is never whole in memory, and the object appears only when the upload completes.
      let bytes = 0;
      const counted = async function* () {
        for await (const chunk of body) {
          bytes += chunk.length;
          yield chunk;
        }
      };
      await pipeline(counted(), bucket.file(key).createWriteStream({ contentType, resumable: true }));
      return bytes;
    },
    async read(key) {
      const file = bucket.file(key);
      try {
        const [metadata] = await file.getMetadata();
        return {
          body: file.createReadStream(),
          contentType: metadata.contentType ?? 'application/octet-stream',
          size: Number(metadata.size ?? 0),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async signedDownloadUrl(key, { expiresAt, fileName }) {
      // A V4 signed URL, signed by the function's service account (it needs "Service Account Token Creator" on itself).
      const [url] = await bucket.file(key).getSignedUrl({
        version: 'v4',
        action: 'read',
        expires: expiresAt,
        responseDisposition: `attachment; filename="${fileName}"`,
      });
      return url;
    },
  };
}
