import { randomUUID } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PICTURE_EMPTY,
  PICTURE_NOT_IMAGE,
  PICTURE_SOURCE_ERROR,
  PICTURE_TOO_LARGE,
  PICTURE_TOO_SMALL,
  type BoardPicturesResponse,
} from '../contracts/board-pictures.js';
import type { Board } from '../contracts/boards.js';
import { contentKey } from '../domain/blob-keys.js';
import { adminApp, composeCatalogue } from '../composition.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, type TestBackend } from '../testing/backend.js';
import { startGenerateBackend } from '../testing/generate-backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const prefix = `pic-${randomUUID().slice(0, 6)}`;
const catalogue = [1, 2].map((n) => createCatalogueProduct(n, { id: `${prefix}-${n}` }));

const png = (colour: string, width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('board pictures API', () => {
  let backend: TestBackend;
  let db: Firestore;
  let generations: GenerationsRepository;
  let owner: TestUser;
  let ownerToken: string;
  let otherToken: string;
  const generated = Buffer.from('generated picture');
  const generatedPath = contentKey('boards', generated, 'image/png');

  /** A saved board of the owner, whose generated picture is stored. */
  async function newBoard(): Promise<string> {
    const job = createGenerationJob({
      id: randomUUID(),
      ownerUid: owner.uid,
      productIds: catalogue.map((p) => p.id),
      createdAt: new Date(),
      imagePath: generatedPath,
      imageKey: randomUUID(),
    });
    await generations.transact(job.id, owner.uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(backend, 'save-products', { token: ownerToken, body: [{ generationId: job.id }] });
    expect(saved.status).toBe(201);
    return saved.body.id;
  }

  /** POST /api/boards/:id/picture with raw bytes, as the web app sends a canvas' blob. */
  async function upload(id: string, body: Buffer, { token = ownerToken, type = 'image/png', source = 'capture' } = {}) {
    const response = await fetch(`${backend.url}/api/boards/${id}/picture?source=${source}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as BoardPicturesResponse & { error?: string } };
  }

  const load = async (url: string) => {
    const response = await fetch(`${backend.url}${url}`);
    return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    // The light API and generate (which takes every upload) on one origin, routed as firebase.json does.
    backend = await startGenerateBackend();
    db = getFirestore(await adminApp(backend.config));
    const composed = await composeCatalogue(backend.config);
    generations = composed.generations;
    await composed.products.upsertMany(catalogue);
    await backend.blobs.put(generatedPath, generated, 'image/png');
    let other: TestUser;
    [owner, other] = await Promise.all([createAccount(), createAccount()]);
    [ownerToken, otherToken] = await Promise.all([sessionFor(backend, owner), sessionFor(backend, other)]);
  });
  afterAll(() => backend?.close());

  it('takes a PNG capture as the board picture, re-encoded as JPEG, keeps the generated one, and restores it', async () => {
    const id = await newBoard();
    const before = await call<BoardPicturesResponse>(backend, `boards/${id}/pictures`, { token: ownerToken });
    expect(before.status).toBe(200);
    expect(before.body.pictures.map((p) => [p.source, p.current])).toEqual([['generated', true]]);

    const { status, body } = await upload(id, await png('#3A6B5B'));
    expect(status).toBe(200);
    expect(body.pictures.map((p) => [p.source, p.current])).toEqual([
      ['capture', true],
      ['generated', false],
    ]);
    expect(body.image_url).toMatch(new RegExp(`^/api/boards/${id}/image\\?key=[^&]+&v=${body.pictures[0]!.id}$`));
    const shown = await load(body.image_url!);
    expect([shown.status, shown.type]).toEqual([200, 'image/jpeg']);
    expect(await sharp(shown.body).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect((await load(body.pictures[1]!.url)).body).toEqual(generated);
    const board = await call<Board>(backend, `boards/${id}`, { token: ownerToken });
    expect(board.body.image_url).toBe(body.image_url);

    const restored = await call<BoardPicturesResponse>(backend, `boards/${id}/pictures/${body.pictures[1]!.id}/restore`, {
      method: 'POST',
      token: ownerToken,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.pictures.map((p) => [p.source, p.current])).toEqual([
      ['capture', false],
      ['generated', true],
    ]);
    expect((await load(restored.body.image_url!)).body).toEqual(generated);
    const listed = await call<BoardPicturesResponse>(backend, `boards/${id}/pictures`, { token: ownerToken });
    expect(listed.body).toEqual(restored.body);
  });

  it('records a room-photo composite sent as JPEG with its source', async () => {
    const id = await newBoard();
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#D9C7A7' } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload(id, jpeg, { type: 'image/jpeg', source: 'room-photo' });
    expect(status).toBe(200);
    expect(body.pictures[0]).toMatchObject({ source: 'room-photo', current: true });
  });

  it.each<[string, () => Promise<Buffer> | Buffer, number, string]>([
    ['a text file', () => Buffer.from('this is not a picture at all'), 400, PICTURE_NOT_IMAGE],
    ['no bytes (zero pixels)', () => Buffer.alloc(0), 400, PICTURE_EMPTY],
    [
      'a PNG of zero pixels',
      () => Buffer.from('89504e470d0a1a0a0000000d49484452000000000000000008060000001f15c4890000000049454e44ae426082', 'hex'),
      400,
      PICTURE_EMPTY,
    ],
    ['a picture of 100 x 100 px', () => png('#112233', 100, 100), 400, PICTURE_TOO_SMALL],
    ['a body over 15 MB', () => Buffer.alloc(15 * 1024 * 1024 + 1, 7), 413, PICTURE_TOO_LARGE],
  ])('refuses %s with its message and changes nothing', async (_name, bytes, status, message) => {
    const id = await newBoard();
    const before = (await db.doc(`boards/${id}`).get()).data();
    const answer = await upload(id, await bytes());
    expect(answer).toEqual({ status, body: expect.objectContaining({ error: message }) });
    expect((await db.doc(`boards/${id}`).get()).data()).toEqual(before);
  });

  it('refuses an unknown source and a restore of a picture the board does not keep', async () => {
    const id = await newBoard();
    expect((await upload(id, await png('#445566'), { source: 'paint' })).body.error).toBe(PICTURE_SOURCE_ERROR);
    const restore = await call(backend, `boards/${id}/pictures/${'f'.repeat(32)}/restore`, { method: 'POST', token: ownerToken });
    expect(restore).toMatchObject({ status: 404, body: { error: 'This picture is not among the board’s pictures.' } });
  });

  it("answers 403 to another user and changes nothing of the owner's board", async () => {
    const id = await newBoard();
    const before = (await db.doc(`boards/${id}`).get()).data();
    expect(await upload(id, await png('#778899'), { token: otherToken })).toEqual({
      status: 403,
      body: expect.objectContaining({ error: NOT_AUTHORIZED }),
    });
    for (const attempt of [
      call(backend, `boards/${id}/pictures`, { token: otherToken }),
      call(backend, `boards/${id}/pictures/x/restore`, { method: 'POST', token: otherToken }),
    ])
      expect(await attempt).toMatchObject({ status: 403, body: { error: NOT_AUTHORIZED } });
    expect((await db.doc(`boards/${id}`).get()).data()).toEqual(before);
  });

  it('deletes every picture file with the board, and serves none of them afterwards', async () => {
    const id = await newBoard();
    const first = await upload(id, await png('#A1B2C3'));
    const second = await upload(id, await png('#C3B2A1'));
    const paths = second.body.pictures.map((p) => p.id);
    expect(paths).toHaveLength(3);
    const files = [first.body.pictures[0]!.id, second.body.pictures[0]!.id].map((hex) => `boards/${hex}.jpg`);
    for (const file of files) expect(await backend.blobs.get(file)).not.toBeNull();
    expect((await call(backend, `boards/${id}`, { method: 'DELETE', token: ownerToken })).status).toBe(204);
    for (const file of files) expect(await backend.blobs.get(file)).toBeNull();
    for (const picture of second.body.pictures) expect((await load(picture.url)).status).toBe(404);
    // The generated picture stays while the other boards saved in these tests still show it.
    expect(await backend.blobs.get(generatedPath)).not.toBeNull();
  });
});
