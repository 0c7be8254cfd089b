// PUT /api/boards/:id/products over real HTTP, on the Auth and Firestore emulators, routed to the generate function
// as firebase.json does: the owner edits a saved board's products and the board is made again.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND, DUPLICATE_BOARD_PRODUCTS, type Board } from '../contracts/boards.js';
import { GENERATION_FAILED } from '../contracts/generation.js';
import { NO_PRODUCTS_SELECTED, TOO_MANY_PRODUCTS } from '../contracts/choices.js';
import { adminApp } from '../composition.js';
import { UNKNOWN_PRODUCTS } from '../services/steps/generation.js';
import { createAccount, sessionFor } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { controlledGenerator, seedProducts, startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';

describe('PUT /api/boards/:id/products', () => {
  let backend: GenerateBackend;
  const control = controlledGenerator();
  let token: string;
  let otherToken: string;
  const prefix = `edit-${randomUUID().slice(0, 6)}`;
  const ids = [1, 2, 3, 4].map((n) => `${prefix}-${n}`);
  const LAYOUT = (boardIds: string[]) => ({
    width: 420,
    length: 360,
    shape: 't-shaped',
    items: boardIds.map((id, n) => ({ id, x: 60 + 90 * n, y: 120, rotation: 90 * n })),
  });

  /** A saved board of `productIds`, made as the web app makes one (description, picture, save), private, with a layout. */
  async function savedBoard(productIds: string[]): Promise<Board> {
    const generationId = randomUUID();
    const request = {
      generationId,
      function_name: 'Sleep',
      size: 'King Size',
      style: 'Light Tones',
      selectedProducts: productIds.map((id) => ({ id })),
    };
    expect((await call(backend, 'generate-description', { token, body: request })).status).toBe(200);
    expect((await call(backend, 'generate-image', { token, body: { generationId } })).status).toBe(200);
    const saved = await call<{ id: string }>(backend, 'save-products', { token, body: [{ generationId, visibility: 'private' }] });
    expect(saved.status).toBe(201);
    expect((await call(backend, `boards/${saved.body.id}/layout`, { method: 'PUT', token, body: LAYOUT(productIds) })).status).toBe(200);
    return (await call<Board>(backend, `boards/${saved.body.id}`, { token })).body;
  }

  const picture = async (url: string) => Buffer.from(await (await fetch(`${backend.url}${url}`)).arrayBuffer());
  const edit = (id: string, body: unknown, as = token) =>
    call<Board & { error?: string }>(backend, `boards/${id}/products`, { method: 'PUT', token: as, body });

  beforeAll(async () => {
    backend = await startGenerateBackend({}, { generator: control.generator });
    await seedProducts(backend, [
      { id: ids[0]!, title: 'Maple King Bed', colour: '#DCC39A', width: 193 },
      { id: ids[1]!, title: 'Oat Wool Rug', keywords: ['rug', 'Sleep'], colour: '#D8C8AB', width: 240 },
      { id: ids[2]!, title: 'Linen Throw Pillow', keywords: ['Sleep', 'pillow'], colour: '#E4DCCB', width: 50 },
      { id: ids[3]!, title: 'Walnut Nightstand', colour: '#6F4A31', width: 50 },
    ]);
    [token, otherToken] = await Promise.all([sessionFor(backend, await createAccount()), sessionFor(backend, await createAccount())]);
  });
  afterAll(() => backend.close());
  beforeEach(() => Object.assign(control.state, { describeCalls: 0, pictureCalls: 0, describeError: null, emptyPicture: false }));

  it('removes, adds and reorders: a new picture, words and pieces; the same id, visibility and the placements of the products that stay', async () => {
    const before = await savedBoard(ids.slice(0, 3));
    // The board's picture address answers its current picture: keep the bytes from before the edit.
    const oldBytes = await picture(before.image_url!);
    Object.assign(control.state, { describeCalls: 0, pictureCalls: 0 });
    const { status, body, headers } = await edit(before.id, { productIds: [ids[2], ids[3], ids[0]] });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body).toMatchObject({
      id: before.id,
      visibility: 'private',
      isOwner: true,
      timestamp: before.timestamp,
      function_name: 'Sleep',
    });
    expect(body.items.map((item) => [item.id, item.title, item.price])).toEqual([
      [ids[2], 'Linen Throw Pillow', 100],
      [ids[3], 'Walnut Nightstand', 100],
      [ids[0], 'Maple King Bed', 100],
    ]);
    expect(body.title).toBe('Linen Throw Pillow, Walnut Nightstand, Maple King Bed');
    expect(body.background_removed_images).toHaveLength(3);
    expect(body.layout).toEqual({
      ...LAYOUT(ids.slice(0, 3)),
      items: [LAYOUT(ids.slice(0, 3)).items[0], LAYOUT(ids.slice(0, 3)).items[2]],
    });
    expect(body.image_url).not.toBe(before.image_url);
    const newBytes = await picture(body.image_url!);
    expect(newBytes.length).toBeGreaterThan(1000);
    expect(newBytes.equals(oldBytes)).toBe(false);
    expect(control.state).toMatchObject({ describeCalls: 1, pictureCalls: 1 });

    // The board as everyone reads it from now on; its new generation is saved with it (not left as 'not saved yet').
    const read = await call<Board>(backend, `boards/${before.id}`, { token });
    expect(read.body).toMatchObject({ image_url: body.image_url, generated_title: body.generated_title, layout: body.layout });
    const db = getFirestore(await adminApp(backend.config));
    const stored = (await db.doc(`boards/${before.id}`).get()).data()!;
    expect((await db.doc(`generations/${stored.generationId}`).get()).data()).toMatchObject({
      savedBoardId: before.id,
      size: 'King Size',
      style: 'Light Tones',
      productIds: [ids[2], ids[3], ids[0]],
    });
  });

  it('an accepted swap (swap: true) changes the pieces and the picture, and keeps the title, description and room', async () => {
    const before = await savedBoard(ids.slice(0, 2));
    // The room as the designer left it: its shape and size, the pieces' places, a door and a window.
    const openings = [
      { id: 'door-1', kind: 'door', wall: 2, offset: 90, width: 80, hinge: 'left' },
      { id: 'window-1', kind: 'window', wall: 0, offset: 150, width: 120 },
    ];
    const room = { ...LAYOUT(ids.slice(0, 2)), openings };
    expect((await call(backend, `boards/${before.id}/layout`, { method: 'PUT', token, body: room })).status).toBe(200);
    const db = getFirestore(await adminApp(backend.config));
    await db.doc(`boards/${before.id}`).update({ generatedTitle: 'Quiet Maple Retreat' });
    const { status, body } = await edit(before.id, { productIds: [ids[0], ids[3]], swap: true });
    expect(status).toBe(200);
    expect(body.items.map((item) => item.id)).toEqual([ids[0], ids[3]]);
    expect(body.title).toBe('Maple King Bed, Walnut Nightstand');
    expect(body.image_url).not.toBe(before.image_url);
    expect(body.generated_title).toBe('Quiet Maple Retreat');
    expect(body.description).toEqual(before.description);
    expect(body.layout).toEqual({ ...room, items: [room.items[0], { ...room.items[1]!, id: ids[3] }] });
    expect((await call<Board>(backend, `boards/${before.id}`, { token })).body).toMatchObject({
      generated_title: 'Quiet Maple Retreat',
      description: before.description,
      layout: body.layout,
    });
  });

  it('leaves the board as it was when the generation fails, with the message the user reads', async () => {
    const before = await savedBoard(ids.slice(0, 2));
    control.state.describeError = 'the provider is down';
    const failed = await edit(before.id, { productIds: [ids[3]] });
    expect([failed.status, failed.body.error]).toEqual([502, GENERATION_FAILED]);
    expect((await call<Board>(backend, `boards/${before.id}`, { token })).body).toEqual(before);
  });

  it('refuses what is not an edit of your own board: other users 403, unknown boards 404, 0, 11, repeated or unknown products 400', async () => {
    const before = await savedBoard([ids[0]!]);
    const other = await edit(before.id, { productIds: [ids[1]] }, otherToken);
    expect([other.status, other.body.error]).toEqual([403, NOT_AUTHORIZED]);
    const missing = await edit('no-such-board', { productIds: [ids[1]] });
    expect([missing.status, missing.body.error]).toEqual([404, BOARD_NOT_FOUND]);
    for (const [body, message] of [
      [{ productIds: [] }, NO_PRODUCTS_SELECTED],
      [{}, NO_PRODUCTS_SELECTED],
      [{ productIds: Array.from({ length: 11 }, (_, n) => `${prefix}-x${n}`) }, TOO_MANY_PRODUCTS],
      [{ productIds: [ids[0], ids[0]] }, DUPLICATE_BOARD_PRODUCTS],
      [{ productIds: [ids[0], `${prefix}-gone`] }, UNKNOWN_PRODUCTS],
    ] as const) {
      const refused = await edit(before.id, body);
      expect([refused.status, refused.body.error]).toEqual([400, message]);
    }
    expect((await call(backend, `boards/${before.id}/products`, { method: 'PUT', body: { productIds: [ids[1]] } })).status).toBe(401);
    expect(control.state).toMatchObject({ describeCalls: 1, pictureCalls: 1 });
    expect((await call<Board>(backend, `boards/${before.id}`, { token })).body).toEqual(before);
  });
});
