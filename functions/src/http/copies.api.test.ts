// 'Save to my boards' carries nothing that was the owner's alone, over HTTP against the Auth and Firestore emulators.
import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPicturesResponse, RoomPhotoResponse } from '../contracts/board-pictures.js';
import { contentKey } from '../domain/blob-keys.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';
import { repairPrivateIn } from '../tools/repair-private.js';

const catalogue = [createCatalogueProduct(1, { id: `copy-${randomUUID().slice(0, 6)}` })];
/**
 * A photo of one colour, with a random one in its corner: files are stored by content, so a photo another test file
 * uploaded to the same emulator would keep the stored file in use and this file's checks would depend on the order.
 */
const photoOf = (colour: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
    .composite([
      {
        input: { create: { width: 8, height: 8, channels: 3, background: `#${randomInt(0x1000000).toString(16).padStart(6, '0')}` } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

describe("copies ('Save to my boards')", () => {
  let backend: GenerateBackend;
  let owner: { uid: string; token: string };
  let copier: { uid: string; token: string };

  /** A public board of the owner's with a room photo; answers its id and the photo's stored path. */
  async function publicBoardWithRoomPhoto(): Promise<{ id: string; photoPath: string }> {
    const picture = Buffer.from(`generated ${randomUUID()}`);
    const imagePath = contentKey('boards', picture, 'image/png');
    await backend.blobs.put(imagePath, picture, 'image/png');
    const job = createGenerationJob({
      id: randomUUID(),
      ownerUid: owner.uid,
      productIds: catalogue.map((p) => p.id),
      createdAt: new Date(),
      imagePath,
      imageKey: randomUUID(),
    });
    await backend.generations.transact(job.id, owner.uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(backend, 'save-products', {
      token: owner.token,
      body: [{ generationId: job.id, visibility: 'public' }],
    });
    expect(saved.status).toBe(201);
    const photo = await uploadRoomPhoto(saved.body.id, await photoOf('#C9B79C'));
    return { id: saved.body.id, photoPath: await storedPhotoPath(photo) };
  }

  async function uploadRoomPhoto(id: string, png: Buffer): Promise<RoomPhotoResponse> {
    const response = await fetch(`${backend.url}/api/boards/${id}/room-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as RoomPhotoResponse;
  }

  /** The stored file the room photo's URL serves (content-addressed: the hash names it). */
  async function storedPhotoPath(photo: RoomPhotoResponse): Promise<string> {
    const bytes = Buffer.from(await (await fetch(`${backend.url}${photo.room_photo!.url}`)).arrayBuffer());
    return contentKey('room-photos', bytes, 'image/jpeg');
  }

  const status = async (url: string) => (await fetch(`${backend.url}${url}`)).status;
  const keyOf = (url: string) => new URL(url, backend.url).searchParams.get('key')!;

  beforeAll(async () => {
    backend = await startGenerateBackend();
    await backend.products.upsertMany(catalogue);
    const [a, b] = await Promise.all([createAccount(), createAccount()]);
    owner = { uid: a.uid, token: await sessionFor(backend, a) };
    copier = { uid: b.uid, token: await sessionFor(backend, b) };
  });
  afterAll(() => backend?.close());

  it("shows the copier no room photo, and the copy's key opens none of the owner's files", async () => {
    const original = await publicBoardWithRoomPhoto();
    expect(await backend.blobs.get(original.photoPath)).not.toBeNull();
    const copied = await call<{ id: string }>(backend, `boards/${original.id}/copy`, { method: 'POST', token: copier.token });
    expect(copied.status).toBe(201);

    const pictures = await call<BoardPicturesResponse>(backend, `boards/${copied.body.id}/pictures`, { token: copier.token });
    expect(pictures.status).toBe(200);
    expect(pictures.body.room_photo).toBeNull();
    expect(pictures.body.pictures).toHaveLength(1);
    const copyKey = keyOf(pictures.body.image_url!);
    expect(await status(pictures.body.image_url!)).toBe(200);
    for (const board of [copied.body.id, original.id])
      expect(await status(`/api/boards/${board}/room-photo/image?key=${copyKey}`)).toBe(404);

    // The owner replaces the photo: the first one is gone from the store (no copy keeps it alive).
    await uploadRoomPhoto(original.id, await photoOf('#7A8C9E'));
    expect(await backend.blobs.get(original.photoPath)).toBeNull();
  });

  it('answers 429 with the wait once a member copies too fast', async () => {
    const original = await publicBoardWithRoomPhoto();
    const member = await createAccount();
    const token = await sessionFor(backend, member);
    for (let n = 0; n < 10; n++) {
      expect((await call(backend, `boards/${original.id}/copy`, { method: 'POST', token })).status).toBe(201);
    }
    const refused = await fetch(`${backend.url}/api/boards/${original.id}/copy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(429);
    // The first copy was made a moment ago: its minute ends within 60 s.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(50);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ error: 'Too many requests from you. Please try again in a minute.' });
    const db = getFirestore(await adminApp(backend.config));
    const copies = await db.collection('boards').where('copiedFrom.boardId', '==', original.id).get();
    expect(copies.docs.map((copy) => copy.get('ownerUid'))).toEqual(Array(10).fill(member.uid));
  });

  it('npm run boards:repair-private detaches a room photo copied before, keeps the owner its photo, and runs again harmlessly', async () => {
    const original = await publicBoardWithRoomPhoto();
    const copied = await call<{ id: string }>(backend, `boards/${original.id}/copy`, { method: 'POST', token: copier.token });
    // As copies were saved before: the owner's room photo spread into the copy.
    const db = getFirestore(await adminApp(backend.config));
    await db.doc(`boards/${copied.body.id}`).update({ roomPhoto: { path: original.photoPath, width: 900, height: 700 } });
    const copyKey = keyOf(
      (await call<BoardPicturesResponse>(backend, `boards/${copied.body.id}/pictures`, { token: copier.token })).body.image_url!,
    );
    expect(await status(`/api/boards/${copied.body.id}/room-photo/image?key=${copyKey}`)).toBe(200);

    const repaired = await repairPrivateIn(db, backend.blobs);
    expect(repaired.detached).toBeGreaterThanOrEqual(1);
    expect(await status(`/api/boards/${copied.body.id}/room-photo/image?key=${copyKey}`)).toBe(404);
    const pictures = await call<BoardPicturesResponse>(backend, `boards/${copied.body.id}/pictures`, { token: copier.token });
    expect(pictures.body.room_photo).toBeNull();
    // The owner still uses the photo: it stays, and shows to them.
    expect(await backend.blobs.get(original.photoPath)).not.toBeNull();
    const own = await call<BoardPicturesResponse>(backend, `boards/${original.id}/pictures`, { token: owner.token });
    expect(await status(own.body.room_photo!.url)).toBe(200);

    expect(await repairPrivateIn(db, backend.blobs)).toEqual({ detached: 0, deleted: 0, hidden: 0, emailsMoved: 0, keysRenewed: 0 });
  });
});
