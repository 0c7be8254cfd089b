import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { BlobStore } from '../../ports/blob-store.port.js';

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
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await bucket.file(key).delete({ ignoreNotFound: true });
    },
  };
}
