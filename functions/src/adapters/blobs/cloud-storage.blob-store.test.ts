import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKey } from '../../domain/blob-keys.js';
import type { BlobStore } from '../../ports/blob-store.port.js';
import { startCloudStorageStandIn, type CloudStorageStandIn } from '../../testing/cloud-storage-stand-in.js';
import { cloudStorageBlobStore } from './cloud-storage.blob-store.js';

const BUCKET = 'demo-roomboard.firebasestorage.app';

// The real @google-cloud/storage SDK, through firebase-admin, against the local stand-in of the JSON API.
describe('cloudStorageBlobStore', () => {
  let standIn: CloudStorageStandIn;
  let app: App;
  let blobs: BlobStore;
  const previousHost = process.env.STORAGE_EMULATOR_HOST;

  beforeAll(async () => {
    standIn = await startCloudStorageStandIn();
    process.env.STORAGE_EMULATOR_HOST = standIn.url;
    app = initializeApp({ projectId: 'demo-roomboard' }, 'cloud-storage-test');
    blobs = cloudStorageBlobStore(app, BUCKET);
  });
  afterAll(async () => {
    if (previousHost === undefined) delete process.env.STORAGE_EMULATOR_HOST;
    else process.env.STORAGE_EMULATOR_HOST = previousHost;
    await deleteApp(app);
    await standIn.close();
  });

  const picture = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const key = contentKey('boards', picture, 'image/png');

  it('stores a file in one request, with its content type, and reads it back', async () => {
    standIn.requests.length = 0;
    await blobs.put(key, picture, 'image/png');
    expect(standIn.requests).toEqual([
      expect.stringMatching(new RegExp(`^POST /upload/storage/v1/b/${BUCKET}/o\\?.*uploadType=multipart`)),
    ]);
    expect(standIn.objects.get(`${BUCKET}/${key}`)).toMatchObject({ data: picture, contentType: 'image/png' });

    expect(await blobs.get(key)).toEqual({ data: picture, contentType: 'image/png' });
  });

  it('answers null for a missing file, and deletes a file (a missing one too) so that it is gone', async () => {
    const missing = contentKey('boards', Buffer.from('never stored'), 'image/png');
    expect(await blobs.get(missing)).toBeNull();

    const other = Buffer.from('a cutout');
    const otherKey = contentKey('cutouts', other, 'image/png');
    await blobs.put(otherKey, other, 'image/png');
    await blobs.delete(key);
    expect(await blobs.get(key)).toBeNull();
    expect(standIn.objects.has(`${BUCKET}/${key}`)).toBe(false);
    expect(await blobs.get(otherKey)).toEqual({ data: other, contentType: 'image/png' });
    await expect(blobs.delete(key)).resolves.toBeUndefined();
  });

  it('the stand-in answers the SDK as Cloud Storage does: resumable upload, metadata, list', async () => {
    const bucket = getStorage(app).bucket(BUCKET);
    const data = Buffer.from('x'.repeat(1000));
    await bucket.file('products/resumable.png').save(data, { resumable: true, contentType: 'image/png' });
    const [metadata] = await bucket.file('products/resumable.png').getMetadata();
    expect(metadata).toMatchObject({ name: 'products/resumable.png', contentType: 'image/png', size: '1000' });
    const [files] = await bucket.getFiles({ prefix: 'products/' });
    expect(files.map((file) => file.name)).toEqual(['products/resumable.png']);
    const [downloaded] = await bucket.file('products/resumable.png').download();
    expect(downloaded.equals(data)).toBe(true);
  });
});
