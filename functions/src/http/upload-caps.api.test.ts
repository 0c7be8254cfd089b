import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_TOO_MANY_PIXELS, AVATAR_TOO_MANY_PIXELS_WHOLE } from '../contracts/accounts.js';
import {
  PICTURE_EMPTY,
  PICTURE_TOO_MANY_PIXELS,
  PICTURE_TOO_MANY_PIXELS_WHOLE,
  ROOM_PHOTO_NOT_IMAGE,
  ROOM_PHOTO_TOO_MANY_PIXELS,
  ROOM_PHOTO_TOO_MANY_PIXELS_WHOLE,
} from '../contracts/board-pictures.js';
import { UPLOADS_LIMITED } from '../contracts/uploads.js';
import { contentKey } from '../domain/blob-keys.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { craftedGridHeic, craftedHeic, craftedPng } from '../testing/crafted-images.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';

const catalogue = [createCatalogueProduct(1, { id: `uc-${randomUUID().slice(0, 6)}` })];
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8E6B4F' } });

/**
 * Every upload route refuses a picture over its pixel caps with 413 and its message, read from the header before
 * anything is decoded: the crafted files declare a huge size and hold garbage, so a decoder would have answered
 * "not an image" (400) instead. Four uploads a minute here, to see the per-member limit.
 */
describe('upload caps (board picture, room photo, avatar)', () => {
  let backend: GenerateBackend;
  let owner: TestUser;
  let token: string;
  let boardId: string;

  async function send(path: string, body: Buffer, type: string, method = 'POST', as = token) {
    const response = await fetch(`${backend.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${as}`, 'content-type': type },
      body: new Uint8Array(body),
    });
    return { status: response.status, error: ((await response.json()) as { error?: string }).error };
  }

  async function newBoard(): Promise<string> {
    const picture = Buffer.from('generated');
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
    const saved = await call<{ id: string }>(backend, 'save-products', { token, body: [{ generationId: job.id }] });
    expect(saved.status).toBe(201);
    return saved.body.id;
  }

  /** A fresh member for each test: the limit of uploads a minute is per member. */
  async function member() {
    owner = await createAccount();
    token = await sessionFor(backend, owner);
    boardId = await newBoard();
  }

  beforeAll(async () => {
    backend = await startGenerateBackend({ UPLOADS_PER_MINUTE: '4' });
    await backend.products.upsertMany(catalogue);
  });
  afterAll(() => backend?.close());

  it('board picture: a PNG declaring 60000 x 60000 over garbage is 413 before decoding; the same garbage under a sane size is 400', async () => {
    await member();
    expect(await send(`boards/${boardId}/picture?source=capture`, craftedPng(60_000, 60_000), 'image/png')).toEqual({
      status: 413,
      error: PICTURE_TOO_MANY_PIXELS,
    });
    expect(await send(`boards/${boardId}/picture?source=room-photo`, craftedPng(600, 600), 'image/png')).toEqual({
      status: 400,
      error: PICTURE_EMPTY,
    });
    const progressive = await solid(2049, 2048).jpeg({ progressive: true }).toBuffer();
    expect(await send(`boards/${boardId}/picture?source=room-photo`, progressive, 'image/jpeg')).toEqual({
      status: 413,
      error: PICTURE_TOO_MANY_PIXELS_WHOLE,
    });
    const board = await call<{ pictures: unknown[] }>(backend, `boards/${boardId}/pictures`, { token });
    expect(board.body.pictures).toHaveLength(1);
  });

  it('room photo: a HEIC declaring 100000 x 100000 is 413 before decoding, one of 600 x 600 over garbage is 400', async () => {
    await member();
    expect(await send(`boards/${boardId}/room-photo`, craftedHeic(100_000, 100_000), 'image/heic')).toEqual({
      status: 413,
      error: ROOM_PHOTO_TOO_MANY_PIXELS,
    });
    // A grid of 60000 x 40000 whose ispe says 600 x 400: the grid's own size is read too.
    expect(await send(`boards/${boardId}/room-photo`, craftedGridHeic(60_000, 40_000), 'image/heic')).toEqual({
      status: 413,
      error: ROOM_PHOTO_TOO_MANY_PIXELS,
    });
    expect(await send(`boards/${boardId}/room-photo`, craftedHeic(600, 600), 'image/heic')).toEqual({
      status: 400,
      error: ROOM_PHOTO_NOT_IMAGE,
    });
    expect(await send(`boards/${boardId}/room-photo`, craftedPng(4097, 4096, true), 'image/png')).toEqual({
      status: 413,
      error: ROOM_PHOTO_TOO_MANY_PIXELS_WHOLE,
    });
    const board = await call<{ room_photo: unknown }>(backend, `boards/${boardId}/pictures`, { token });
    expect(board.body.room_photo).toBeNull();
  });

  it('room photo: a 12 MP progressive JPEG, as phones and editors save them, is taken', async () => {
    await member();
    const photo = await solid(4032, 3024).jpeg({ progressive: true }).toBuffer();
    const answer = await fetch(`${backend.url}/api/boards/${boardId}/room-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(photo),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ room_photo: { width: 2048, height: 1536 } });
  });

  it('avatar: a PNG declaring 60000 x 60000 and a 4.2 MP+ progressive JPEG are 413, and the profile keeps no image', async () => {
    await member();
    expect(await send('profile-image', craftedPng(60_000, 60_000), 'image/png', 'PUT')).toEqual({
      status: 413,
      error: AVATAR_TOO_MANY_PIXELS,
    });
    const progressive = await solid(2049, 2048).jpeg({ progressive: true }).toBuffer();
    expect(await send('profile-image', progressive, 'image/jpeg', 'PUT')).toEqual({ status: 413, error: AVATAR_TOO_MANY_PIXELS_WHOLE });
    expect((await call<{ image: string | null }>(backend, 'get-profile', { token })).body.image).toBeNull();
  });

  it('counts a member’s uploads a minute, all kinds together (all on generate): the fifth is 429 with Retry-After', async () => {
    await member();
    const png = await solid(300, 300).png().toBuffer();
    for (let i = 0; i < 2; i++) expect((await send('profile-image', png, 'image/png', 'PUT')).status).toBe(200);
    expect((await send(`boards/${boardId}/room-photo`, png, 'image/png')).status).toBe(200);
    expect((await send(`boards/${boardId}/picture?source=capture`, png, 'image/png')).status).toBe(200);
    const fifth = await fetch(`${backend.url}/api/boards/${boardId}/room-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect([fifth.status, ((await fifth.json()) as { error: string }).error]).toEqual([429, UPLOADS_LIMITED]);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

/**
 * The platform reads a whole body into memory before any route runs, and the light API takes 80 requests at once at
 * 512 MiB: no upload may be taken there (upload-plan.ts). Its app has no upload route, so each is its plain 404.
 */
describe('the light API takes no upload', () => {
  let api: TestBackend;
  let token: string;
  beforeAll(async () => {
    api = await startBackend();
    token = await sessionFor(api, await createAccount());
  });
  afterAll(() => api?.close());

  it.each([
    ['POST', 'boards/some-board/picture?source=capture'],
    ['POST', 'boards/some-board/room-photo'],
    ['PUT', 'profile-image'],
  ])('%s /api/%s answers 404 Not found.', async (method, path) => {
    const png = await solid(64, 64).png().toBuffer();
    const response = await fetch(`${api.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect([response.status, await response.json()]).toEqual([404, { error: 'Not found.' }]);
  });
});
