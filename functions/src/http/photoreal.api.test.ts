import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTOREAL_NEEDS_OPENAI, type BoardPicturesResponse } from '../contracts/board-pictures.js';
import type { Board } from '../contracts/boards.js';
import { contentKey } from '../domain/blob-keys.js';
import { EMAIL_UNVERIFIED } from '../services/steps/generation.js';
import { PHOTOREAL_FAILED } from '../services/photoreal-picture.service.js';
import { createAccount, sessionFor, verifyEmail } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { startGenerateBackend, testPicture, type GenerateBackend } from '../testing/generate-backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { fakeOpenAi, listenOpenAi } from '../testing/openai.js';

const prefix = `real-${randomUUID().slice(0, 6)}`;
const catalogue = [1, 2].map((n) => createCatalogueProduct(n, { id: `${prefix}-${n}`, title: `Photoreal piece ${n}` }));
const solid = (colour: string, width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A saved board of `token`'s user whose generated picture and cutouts are stored. */
async function savedBoard(backend: GenerateBackend, uid: string, token: string): Promise<Board> {
  const picture = await solid('#B9A58C');
  const imagePath = contentKey('boards', picture, 'image/jpeg');
  await backend.blobs.put(imagePath, picture, 'image/jpeg');
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
  const board = (await call<Board>(backend, `boards/${saved.body.id}`, { token })).body;
  for (const item of board.items) {
    const key = item.cutout!.replace('/api/files/', '');
    await backend.blobs.put(key, await testPicture('#2F7F7A'), 'image/png');
  }
  return board;
}

describe('photoreal board pictures without OpenAI', () => {
  let backend: GenerateBackend;
  beforeAll(async () => {
    backend = await startGenerateBackend();
    await backend.products.upsertMany(catalogue);
  });
  afterAll(() => backend?.close());

  it('answers 503 with its message and leaves the board as it was', async () => {
    const user = await createAccount();
    const token = await sessionFor(backend, user);
    const board = await savedBoard(backend, user.uid, token);
    const { status, body } = await call(backend, `boards/${board.id}/picture/photoreal`, { token, body: {} });
    expect([status, body]).toEqual([503, { error: PHOTOREAL_NEEDS_OPENAI, code: 'unavailable' }]);
    const pictures = await call<BoardPicturesResponse>(backend, `boards/${board.id}/pictures`, { token });
    expect(pictures.body.pictures.map((p) => p.source)).toEqual(['generated']);
  });
});

describe('photoreal board pictures with OpenAI', () => {
  let backend: GenerateBackend;
  const openai = fakeOpenAi();
  beforeAll(async () => {
    backend = await startGenerateBackend({ OPENAI_API_KEY: 'sk-test-standin', OPENAI_BASE_URL: await listenOpenAi(openai) });
    await backend.products.upsertMany(catalogue);
  });
  afterAll(async () => {
    await backend?.close();
    await new Promise<void>((resolve) => openai.server.close(() => resolve()));
  });

  it('sends the current picture and the cutouts to the image edit model and keeps its answer as the current picture', async () => {
    const user = await createAccount();
    await verifyEmail(user);
    const token = await sessionFor(backend, user);
    const board = await savedBoard(backend, user.uid, token);
    const answer = await solid('#6B8F71', 1536, 1024);
    openai.answers['/v1/images/edits'] = { status: 200, body: { created: 1, data: [{ b64_json: answer.toString('base64') }] } };
    const before = openai.seen.length;

    const { status, body } = await call<BoardPicturesResponse>(backend, `boards/${board.id}/picture/photoreal`, { token, body: {} });
    expect(status).toBe(200);
    expect(body.pictures.map((p) => [p.source, p.current])).toEqual([
      ['photoreal', true],
      ['generated', false],
    ]);
    const sent = openai.seen.slice(before);
    expect(sent.map((request) => request.path)).toEqual(['/v1/images/edits']);
    const form = sent[0]!.form!;
    expect(form.get('size')).toBe('1536x1024');
    expect(String(form.get('prompt'))).toContain('Photoreal piece 1; Photoreal piece 2');
    const images = [...form.entries()].filter(([key]) => key.startsWith('image')).map(([, value]) => value as File);
    expect(images.map((image) => image.type)).toEqual(['image/jpeg', 'image/png', 'image/png']);
    const room = await sharp(Buffer.from(await images[0]!.arrayBuffer())).metadata();
    expect([room.width, room.height]).toEqual([1200, 800]);

    const shown = await fetch(`${backend.url}${body.image_url}`);
    expect(shown.status).toBe(200);
    expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1536, height: 1024 });
  });

  it("makes a copy's picture photoreal as any board's (a copy belongs to no generation)", async () => {
    const [owner, copier] = await Promise.all([createAccount(), createAccount()]);
    await verifyEmail(copier);
    const [ownerToken, token] = await Promise.all([sessionFor(backend, owner), sessionFor(backend, copier)]);
    const original = await savedBoard(backend, owner.uid, ownerToken);
    const shared = await call(backend, `boards/${original.id}`, { method: 'PATCH', token: ownerToken, body: { visibility: 'public' } });
    expect(shared.status).toBe(200);
    const copy = await call<{ id: string }>(backend, `boards/${original.id}/copy`, { method: 'POST', token });
    expect(copy.status).toBe(201);
    const answer = await solid('#8F6B71', 1536, 1024);
    openai.answers['/v1/images/edits'] = { status: 200, body: { created: 1, data: [{ b64_json: answer.toString('base64') }] } };

    const { status, body } = await call<BoardPicturesResponse>(backend, `boards/${copy.body.id}/picture/photoreal`, { token, body: {} });
    expect(status).toBe(200);
    expect(body.pictures.map((p) => [p.source, p.current])).toEqual([
      ['photoreal', true],
      ['generated', false],
    ]);
    // The original keeps its picture.
    const originals = await call<BoardPicturesResponse>(backend, `boards/${original.id}/pictures`, { token: ownerToken });
    expect(originals.body.pictures.map((p) => p.source)).toEqual(['generated']);
  });

  it('asks for a verified e-mail before any paid call, and says OpenAI failures plainly, keeping the board as it was', async () => {
    const user = await createAccount();
    const token = await sessionFor(backend, user);
    const board = await savedBoard(backend, user.uid, token);
    const before = openai.seen.length;
    const unverified = await call(backend, `boards/${board.id}/picture/photoreal`, { token, body: {} });
    expect(unverified).toMatchObject({ status: 403, body: { error: EMAIL_UNVERIFIED, code: 'email-unverified' } });
    expect(openai.seen.length).toBe(before);

    await verifyEmail(user);
    openai.answers['/v1/images/edits'] = { status: 500, body: { error: { message: 'shard db-7 is down', type: 'server_error' } } };
    const failed = await call(backend, `boards/${board.id}/picture/photoreal`, { token, body: {} });
    expect([failed.status, failed.body]).toEqual([502, { error: PHOTOREAL_FAILED, code: 'generation-failed' }]);
    const pictures = await call<BoardPicturesResponse>(backend, `boards/${board.id}/pictures`, { token });
    expect(pictures.body.pictures.map((p) => p.source)).toEqual(['generated']);
  });
});
