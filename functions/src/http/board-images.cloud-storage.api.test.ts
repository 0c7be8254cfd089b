import { randomUUID } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKey } from '../domain/blob-keys.js';
import type { GenerationJob } from '../domain/generation-job.js';
import { adminApp, composeCatalogue } from '../composition.js';
import { createAccount, sessionFor } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { startCloudStorageStandIn, type CloudStorageStandIn } from '../testing/cloud-storage-stand-in.js';

// The takedown path as production runs it: pictures in a Cloud Storage bucket, reached through the real SDK
// (firebase-admin's @google-cloud/storage) pointed at the local stand-in of the JSON API by STORAGE_EMULATOR_HOST.
describe('board pictures kept in Cloud Storage', () => {
  let standIn: CloudStorageStandIn;
  let backend: TestBackend;
  let db: Firestore;
  let token: string;
  let uid: string;
  const previousHost = process.env.STORAGE_EMULATOR_HOST;

  beforeAll(async () => {
    standIn = await startCloudStorageStandIn();
    process.env.STORAGE_EMULATOR_HOST = standIn.url;
    backend = await startBackend({ ROOMBOARD_BLOB_DIR: '', STORAGE_EMULATOR_HOST: standIn.url });
    expect(backend.blobs.kind).toBe('cloud-storage');
    db = getFirestore(await adminApp(backend.config));
    const user = await createAccount();
    uid = user.uid;
    token = await sessionFor(backend, user);
  });
  afterAll(async () => {
    await backend.close();
    await standIn.close();
    if (previousHost === undefined) delete process.env.STORAGE_EMULATOR_HOST;
    else process.env.STORAGE_EMULATOR_HOST = previousHost;
  });

  async function savedBoard(imagePath: string): Promise<string> {
    const { generations } = await composeCatalogue(backend.config);
    const now = new Date();
    const job: GenerationJob = {
      id: randomUUID(),
      ownerUid: uid,
      functionName: 'Sleep',
      size: 'Queen Size',
      style: 'Natural Tones',
      productIds: [],
      status: 'done',
      cutoutsDone: 0,
      cutoutsTotal: 0,
      attempts: 1,
      imageAttempts: 1,
      createdAt: now,
      updatedAt: now,
      imageStartedAt: null,
      error: null,
      cutouts: [],
      text: { title: 'Bucket Bedroom', description: { main_title: 'M', description: 'D' }, palette: [] },
      imagePath,
      imageKey: randomUUID(),
      savedBoardId: null,
    };
    await generations.transact(job.id, uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(backend, 'save-products', { token, body: [{ generationId: job.id }] });
    expect(saved.status).toBe(201);
    return saved.body.id;
  }

  const load = async (path: string) => {
    const response = await fetch(`${backend.url}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
  };

  it("serves a board's picture from the bucket while the board may be seen, and deletes it with the board", async () => {
    const picture = Buffer.from(`a picture in the bucket ${randomUUID()}`);
    const key = contentKey('boards', picture, 'image/png');
    await backend.blobs.put(key, picture, 'image/png');
    const bucketKey = `${(backend.config.blobs as { bucket: string }).bucket}/${key}`;
    expect(standIn.objects.get(bucketKey)?.data).toEqual(picture);
    const id = await savedBoard(key);

    expect(await load(`/api/boards/${id}/image`)).toEqual({ status: 200, type: 'image/png', body: picture });
    expect((await load(`/api/files/${key}`)).status).toBe(404);

    await db.doc(`boards/${id}`).update({ hidden: true });
    expect((await load(`/api/boards/${id}/image`)).status).toBe(404);
    await db.doc(`boards/${id}`).update({ hidden: false });
    expect((await load(`/api/boards/${id}/image`)).status).toBe(200);

    expect((await call(backend, `boards/${id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(standIn.objects.has(bucketKey)).toBe(false);
    expect((await load(`/api/boards/${id}/image`)).status).toBe(404);
  });
});
