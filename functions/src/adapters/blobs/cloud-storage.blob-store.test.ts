import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
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

  it('writes a stream as it comes (the object appears once complete) and reads it back as a stream', async () => {
    const parts = [Buffer.alloc(300_000, 1), Buffer.alloc(300_000, 2), Buffer.from('end')];
    // A name of this run's own: a second run of the test (CI retries once) starts with no such object.
    const name = `account-exports/${randomUUID()}.zip`;
    async function* body() {
      for (const part of parts) {
        // Nothing is stored while the stream is still being written.
        expect(standIn.objects.has(`${BUCKET}/${name}`)).toBe(false);
        yield part;
      }
    }
    expect(await blobs.putStream(name, body(), 'application/zip')).toBe(600_003);
    expect(standIn.objects.get(`${BUCKET}/${name}`)).toMatchObject({
      data: Buffer.concat(parts),
      contentType: 'application/zip',
    });

    const read = await blobs.read(name);
    expect(read).toMatchObject({ contentType: 'application/zip', size: 600_003 });
    const chunks: Buffer[] = [];
    for await (const chunk of read!.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(Buffer.concat(parts))).toBe(true);
    expect(await blobs.read('account-exports/none.zip')).toBeNull();
  });

  it('signs a V4 download URL that expires and names the file', async () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const signer = initializeApp(
      {
        projectId: 'demo-roomboard',
        credential: cert({ projectId: 'demo-roomboard', clientEmail: 'functions@demo-roomboard.iam.gserviceaccount.com', privateKey }),
      },
      'cloud-storage-signing-test',
    );
    try {
      const expiresAt = new Date(Date.now() + 15 * 60_000);
      const url = new URL(
        (await cloudStorageBlobStore(signer, BUCKET).signedDownloadUrl('account-exports/e1.zip', {
          expiresAt,
          fileName: 'roomboard-data-2026-11-26.zip',
        }))!,
      );
      expect(url.pathname).toMatch(/account-exports\/e1\.zip$/);
      expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
      expect(url.searchParams.get('X-Goog-Credential')).toMatch(/^functions@demo-roomboard\.iam\.gserviceaccount\.com\//);
      expect(Number(url.searchParams.get('X-Goog-Expires'))).toBeGreaterThan(14 * 60);
      expect(Number(url.searchParams.get('X-Goog-Expires'))).toBeLessThanOrEqual(15 * 60);
      expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="roomboard-data-2026-11-26.zip"');
      expect(url.searchParams.get('X-Goog-Signature')).toMatch(/^[0-9a-f]{512}$/);
    } finally {
      await deleteApp(signer);
    }
  });
});
