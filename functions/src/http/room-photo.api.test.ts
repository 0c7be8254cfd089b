import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROOM_PHOTO_EMPTY,
  ROOM_PHOTO_NOT_IMAGE,
  ROOM_PHOTO_TOO_LARGE,
  ROOM_PIECE_NOT_ON_BOARD,
  ROOM_PIECES_INVALID,
  ROOM_PIECES_NO_PHOTO,
  type BoardPicturesResponse,
  type RoomPhotoResponse,
} from '../contracts/board-pictures.js';
import { contentKey } from '../domain/blob-keys.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const HEIC = readFileSync(join(__dirname, '..', 'testing', 'fixtures', 'room-600x400.heic'));
const catalogue = [createCatalogueProduct(1, { id: `rp-${randomUUID().slice(0, 6)}` })];

describe('room photos API', () => {
  let backend: GenerateBackend;
  let uid: string;
  let owner: TestUser;
  let token: string;
  let otherToken: string;

  async function newBoard(): Promise<string> {
    const picture = Buffer.from('generated');
    const imagePath = contentKey('boards', picture, 'image/png');
    await backend.blobs.put(imagePath, picture, 'image/png');
    const job = createGenerationJob({
      id: randomUUID(),
      ownerUid: uid,
      productIds: catalogue.map((p) => p.id),
      createdAt: new Date(),
      imagePath,
      imageKey: randomUUID(),
    });
    await backend.generations.transact(job.id, uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(backend, 'save-products', { token, body: [{ generationId: job.id }] });
    expect(saved.status).toBe(201);
    return saved.body.id;
  }

  async function upload(id: string, body: Buffer, type: string, as = token) {
    const response = await fetch(`${backend.url}/api/boards/${id}/room-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as}`, 'content-type': type },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as RoomPhotoResponse & { error?: string } };
  }

  const load = async (url: string) => {
    const response = await fetch(`${backend.url}${url}`);
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    backend = await startGenerateBackend();
    await backend.products.upsertMany(catalogue);
    let other: TestUser;
    [owner, other] = await Promise.all([createAccount(), createAccount()]);
    uid = owner.uid;
    [token, otherToken] = await Promise.all([sessionFor(backend, owner), sessionFor(backend, other)]);
  });
  afterAll(() => backend?.close());

  it('keeps a PNG photo as an upright JPEG only the owner loads, and lists it with the pictures', async () => {
    const id = await newBoard();
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#C9B79C' } })
      .png()
      .toBuffer();
    const { status, body } = await upload(id, png, 'image/png');
    expect(status).toBe(200);
    expect(body.room_photo).toMatchObject({
      width: 900,
      height: 700,
      url: expect.stringMatching(`^/api/boards/${id}/room-photo/image\\?key=`),
    });
    const shown = await load(body.room_photo.url);
    expect(shown.status).toBe(200);
    expect(await sharp(shown.body).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 700 });
    expect((await load(`/api/boards/${id}/room-photo/image`)).status).toBe(404);
    const photoPath = `room-photos/${new URL(body.room_photo.url, 'http://x').searchParams.get('v')}.jpg`;
    expect((await load(`/api/files/${photoPath}`)).status).toBe(404);
    const listed = await call<BoardPicturesResponse>(backend, `boards/${id}/pictures`, { token });
    expect(listed.body.room_photo).toEqual(body.room_photo);
  });

  it('decodes a HEIC photo from a phone', async () => {
    const id = await newBoard();
    const { status, body } = await upload(id, HEIC, 'image/heic');
    expect(status).toBe(200);
    expect(body.room_photo).toMatchObject({ width: 600, height: 400 });
    const meta = await sharp((await load(body.room_photo.url)).body).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 600, undefined]);
  });

  it.each<[string, () => Buffer, string, number, string]>([
    ['a text file', () => Buffer.from('shopping list: rug, lamp'), 'application/octet-stream', 400, ROOM_PHOTO_NOT_IMAGE],
    ['a PDF sent as a JPEG', () => Buffer.from('%PDF-1.4\n%âãÏÓ'), 'image/jpeg', 400, ROOM_PHOTO_NOT_IMAGE],
    ['an empty file', () => Buffer.alloc(0), 'image/jpeg', 400, ROOM_PHOTO_EMPTY],
    [
      'a PNG of zero pixels',
      () => Buffer.from('89504e470d0a1a0a0000000d49484452000000000000000008060000001f15c4890000000049454e44ae426082', 'hex'),
      'image/png',
      400,
      ROOM_PHOTO_EMPTY,
    ],
    ['a photo over 15 MB', () => Buffer.alloc(15 * 1024 * 1024 + 1, 1), 'image/jpeg', 413, ROOM_PHOTO_TOO_LARGE],
  ])('refuses %s with its message and keeps nothing', async (_name, bytes, type, status, message) => {
    const id = await newBoard();
    expect(await upload(id, bytes(), type)).toEqual({ status, body: expect.objectContaining({ error: message }) });
    const listed = await call<BoardPicturesResponse>(backend, `boards/${id}/pictures`, { token });
    expect(listed.body.room_photo).toBeNull();
  });

  it("answers 403 to another user's upload", async () => {
    const id = await newBoard();
    expect(await upload(id, HEIC, 'image/heic', otherToken)).toEqual({
      status: 403,
      body: expect.objectContaining({ error: NOT_AUTHORIZED }),
    });
  });

  it('keeps the pieces placed on the photo, for the owner in any session, and refuses bad ones with their message', async () => {
    const id = await newBoard();
    const productId = catalogue[0]!.id;
    const pieces = [{ productId, x: 0.31, y: 0.64, width: 0.42, aspect: 0.8, flipped: true }];
    const put = (body: unknown, as = token) =>
      call<RoomPhotoResponse & { error?: string }>(backend, `boards/${id}/room-photo/pieces`, {
        method: 'PUT',
        token: as,
        body,
      });
    expect(await put({ pieces })).toMatchObject({ status: 409, body: { error: ROOM_PIECES_NO_PHOTO } });
    expect((await upload(id, HEIC, 'image/heic')).status).toBe(200);

    const saved = await put({ pieces });
    expect([saved.status, saved.body.room_photo.pieces]).toEqual([200, pieces]);
    // Another sign-in of the same member (another browser) reads them with the photo. Sign-in times count in whole
    // seconds, so a sign-in within the same second as the first would be the same session.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await sessionFor(backend, owner);
    expect(again).not.toBe(token);
    const listed = await call<BoardPicturesResponse>(backend, `boards/${id}/pictures`, { token: again });
    expect(listed.body.room_photo?.pieces).toEqual(pieces);

    for (const bad of [{}, { pieces: 'all' }, { pieces: [{ ...pieces[0], x: 1.5 }] }, { pieces: [{ ...pieces[0], width: 0 }] }]) {
      expect(await put(bad)).toMatchObject({ status: 400, body: { error: ROOM_PIECES_INVALID } });
    }
    expect(await put({ pieces: [{ ...pieces[0], productId: 'someone-elses' }] })).toMatchObject({
      status: 400,
      body: { error: ROOM_PIECE_NOT_ON_BOARD },
    });
    expect(await put({ pieces: [] }, otherToken)).toMatchObject({ status: 403, body: { error: NOT_AUTHORIZED } });
    const after = await call<BoardPicturesResponse>(backend, `boards/${id}/pictures`, { token });
    expect(after.body.room_photo?.pieces).toEqual(pieces);
  });
});
