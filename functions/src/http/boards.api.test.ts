import { randomUUID } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOARD_DELETED,
  BOARD_NOT_FOUND,
  BOARD_TAKEN_DOWN,
  GENERATION_NOT_SAVABLE,
  type Board,
  type BoardsPage,
} from '../contracts/boards.js';
import { PAGE_BEYOND_LIMIT } from '../contracts/paging.js';
import type { CatalogueProduct } from '../contracts/catalogue.js';
import type { RoomLayout } from '../contracts/designer.js';
import type { Generation, UnsavedGenerations } from '../contracts/generation.js';
import { contentKey } from '../domain/blob-keys.js';
import type { GenerationJob } from '../domain/generation-job.js';
import { adminApp, composeCatalogue } from '../composition.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const prefix = `brd-${randomUUID().slice(0, 6)}`;

const product = (n: number, title: string, overrides: Partial<CatalogueProduct> = {}) =>
  createCatalogueProduct(n, { id: `${prefix}-${n}`, title, ...overrides });

/** A finished generation (or, with `imagePath: null`, one still without its picture). */
const job = (ownerUid: string, productIds: string[], overrides: Partial<GenerationJob> = {}) =>
  createGenerationJob({ id: randomUUID(), ownerUid, productIds, createdAt: new Date(), imageKey: randomUUID(), ...overrides });

describe('boards API', () => {
  let backend: TestBackend;
  let db: Firestore;
  let generations: GenerationsRepository;
  let products: ProductsRepository;
  let owner: TestUser;
  let other: TestUser;
  let ownerToken: string;
  let otherToken: string;
  const catalogue = [product(1, 'Oslo Bed, Walnut'), product(2, 'Linen Duvet'), product(3, 'Wool Rug')];

  async function makeGeneration(uid: string, overrides: Partial<GenerationJob> = {}, ids = catalogue.map((p) => p.id)): Promise<string> {
    const generation = job(uid, ids, overrides);
    await generations.transact(generation.id, uid, () => ({ result: null, job: generation }));
    return generation.id;
  }

  async function save(token: string, generationId: string, extra: Record<string, unknown> = {}) {
    return call<{ id: string; error?: string }>(backend, 'save-products', { token, body: [{ generationId, ...extra }] });
  }

  async function saveNew(token: string, uid: string): Promise<string> {
    const { status, body } = await save(token, await makeGeneration(uid));
    expect(status).toBe(201);
    return body.id;
  }

  const boardDocs = async (generationId: string) => (await db.collection('boards').where('generationId', '==', generationId).get()).size;
  const ids = (page: BoardsPage) => page.boards.map((board) => board.id);

  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
    ({ generations, products } = await composeCatalogue(backend.config));
    await products.upsertMany(catalogue);
    await db.recursiveDelete(db.collection('boards'));
    [owner, other] = await Promise.all([createAccount(), createAccount()]);
    [ownerToken, otherToken] = await Promise.all([sessionFor(backend, owner), sessionFor(backend, other)]);
  });
  afterAll(() => backend.close());

  it('saves the board object the description call answered, whose image_url is still null, by its generation id', async () => {
    const generationId = await makeGeneration(owner.uid);
    const { status, body } = await save(ownerToken, generationId, { image_url: null, title: 'Before its picture' });
    expect(status).toBe(201);
    expect(await boardDocs(generationId)).toBe(1);
    expect((await call<{ id: string }>(backend, `boards/${body.id}`, { token: ownerToken })).body.id).toBe(body.id);
  });

  it('saves a board from its generation and the session, ignoring what the client claims, and reads it back', async () => {
    const generationId = await makeGeneration(owner.uid);
    const forged = {
      title: 'Forged',
      email: 'someone@else.com',
      username: 'mallory',
      image_url: 'data:image/png;base64,AAAA',
      hex_code: '#000000',
    };
    const saved = await save(ownerToken, generationId, forged);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ id: expect.any(String) });

    const { status, body } = await call<Board>(backend, `boards/${saved.body.id}`, { token: ownerToken });
    expect(status).toBe(200);
    const imageKey = (await generations.get(generationId))!.imageKey;
    expect(body).toMatchObject({
      id: saved.body.id,
      title: 'Oslo Bed_ Walnut, Linen Duvet, Wool Rug',
      generated_title: 'A Calm Walnut Bedroom',
      description: { main_title: 'Warm and quiet', description: 'A **walnut** bed and *linen* layers.' },
      image_url: `/api/boards/${saved.body.id}/image?key=${imageKey}`,
      hex_code: '#6F4A31, #E4DCCB',
      width: '101, 102, 103',
      height: '71, 72, 73',
      visibility: 'public',
      isOwner: true,
      owner: { name: 'Roomboard member' },
      layout: null,
      function_name: 'Sleep',
    });
    expect(body.background_removed_images).toEqual([0, 1, 2].map((n) => `/api/files/cutouts/${'c'.repeat(31)}${n}.png`));
    expect(body.items.map((item) => [item.title, item.price, item.length])).toEqual([
      ['Oslo Bed, Walnut', 100, 51],
      ['Linen Duvet', 200, 52],
      ['Wool Rug', 300, 53],
    ]);
    expect(body.items.map((item) => [item.kind, item.mount, item.colour])).toEqual([
      ['bed', 'floor', '#6F4A31'],
      ['bedding', 'accessory', '#6F4A31'],
      ['rug', 'rug', '#6F4A31'],
    ]);
    expect(new Date(body.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.date).toBe(body.timestamp.slice(0, 10));
    expect(JSON.stringify(body)).not.toMatch(/base64|Forged|mallory|someone@else/);

    const signedOut = await call<Board>(backend, `boards/${saved.body.id}`);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toMatchObject({ isOwner: false, image_url: `/api/boards/${saved.body.id}/image` });

    const again = await save(ownerToken, generationId);
    expect(again).toMatchObject({ status: 201, body: { id: saved.body.id } });
    expect(await boardDocs(generationId)).toBe(1);
    expect((await db.collection('generations').doc(generationId).get()).get('savedBoardId')).toBe(saved.body.id);
  });

  it("follows the spec's title rules: commas inside a title become '_', a missing title 'Untitled'", async () => {
    const generationId = await makeGeneration(owner.uid, {}, [catalogue[0]!.id, `${prefix}-gone`, catalogue[2]!.id]);
    const { body } = await save(ownerToken, generationId);
    const board = await call<Board>(backend, `boards/${body.id}`);
    expect(board.body.title).toBe('Oslo Bed_ Walnut, Untitled, Wool Rug');
  });

  it('refuses what cannot be saved and writes nothing', async () => {
    const noImage = await makeGeneration(owner.uid, { imagePath: null, status: 'image' });
    expect(await save(ownerToken, noImage)).toMatchObject({ status: 400, body: { error: GENERATION_NOT_SAVABLE } });
    expect(await boardDocs(noImage)).toBe(0);
    expect((await db.collection('generations').doc(noImage).get()).get('savedBoardId')).toBeNull();

    const othersGeneration = await makeGeneration(other.uid);
    expect(await save(ownerToken, othersGeneration)).toMatchObject({ status: 403, body: { error: NOT_AUTHORIZED } });
    expect(await boardDocs(othersGeneration)).toBe(0);

    expect((await save(ownerToken, randomUUID())).status).toBe(404);
    expect((await call(backend, 'save-products', { body: [{ generationId: othersGeneration }] })).status).toBe(401);
    expect((await call(backend, 'save-products', { token: ownerToken, body: { generationId: othersGeneration } })).status).toBe(400);
    expect((await call(backend, 'save-products', { token: ownerToken, body: [] })).status).toBe(400);
  });

  it("lists a board made and not saved for its owner for a week ('Not saved yet'), and no longer once it is saved", async () => {
    const maker = await createAccount();
    const makerToken = await sessionFor(backend, maker);
    const day = 24 * 60 * 60 * 1000;
    const fresh = await makeGeneration(maker.uid, {
      text: { title: 'A Fresh Oak Bedroom', description: { main_title: '', description: '' }, palette: [] },
    });
    const older = await makeGeneration(maker.uid, { createdAt: new Date(Date.now() - 6 * day), imagePath: null });
    await makeGeneration(maker.uid, { createdAt: new Date(Date.now() - 8 * day) });
    await makeGeneration(maker.uid, { text: null, imagePath: null, status: 'error' });
    await makeGeneration(owner.uid);

    const listed = await call<UnsavedGenerations>(backend, 'unsaved-generations', { token: makerToken });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(listed.body.generations.map((generation) => generation.id)).toEqual([fresh, older]);
    expect(listed.body.generations[0]).toMatchObject({
      generated_title: 'A Fresh Oak Bedroom',
      function_name: 'Sleep',
      productCount: 3,
      image_url: expect.stringMatching(new RegExp(`^/api/generations/${fresh}/image\\?key=`)),
    });
    expect(listed.body.generations[1]?.image_url).toBeNull();

    expect((await save(makerToken, fresh)).status).toBe(201);
    const after = await call<UnsavedGenerations>(backend, 'unsaved-generations', { token: makerToken });
    expect(after.body.generations.map((generation) => generation.id)).toEqual([older]);
    expect((await call(backend, 'unsaved-generations')).status).toBe(401);
  });

  describe('lists', () => {
    const mine: string[] = [];
    beforeAll(async () => {
      await db.recursiveDelete(db.collection('boards'));
      // Seven of the owner's boards and two of the other user's, saved one after the other (newest last).
      for (let n = 0; n < 9; n++) {
        const [token, uid] = n % 4 === 3 ? [otherToken, other.uid] : [ownerToken, owner.uid];
        const id = await saveNew(token, uid);
        if (uid === owner.uid) mine.unshift(id);
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    });

    async function walkPages(path: string, token?: string, size?: number): Promise<BoardsPage[]> {
      const pages: BoardsPage[] = [];
      for (let page = 1; page < 20; page++) {
        const query = `?page=${page}${size ? `&page_size=${size}` : ''}`;
        const { status, body } = await call<BoardsPage>(backend, `${path}${query}`, { token });
        expect(status).toBe(200);
        pages.push(body);
        if (body.boards.length < (size ?? 3)) break;
      }
      return pages;
    }

    async function walkCursor(path: string, token?: string, size = 3): Promise<BoardsPage[]> {
      const pages: BoardsPage[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const { body }: { body: BoardsPage } = await call<BoardsPage>(
          backend,
          `${path}?page_size=${size}${cursor ? `&cursor=${cursor}` : ''}`,
          { token },
        );
        pages.push(body);
        cursor = body.next;
      }
      return pages;
    }

    it("lists the caller's boards newest first, three to a page by default, across three pages", async () => {
      const pages = await walkPages('get_products_by_email/', ownerToken);
      expect(pages.map((page) => page.boards.length)).toEqual([3, 3, 1]);
      expect(pages.flatMap(ids)).toEqual(mine);
      expect(pages.map((page) => page.next === null)).toEqual([false, false, true]);
      const times = pages.flatMap((page) => page.boards.map((board) => board.timestamp));
      expect([...times].sort().reverse()).toEqual(times);
      expect(pages.flatMap((page) => page.boards).every((board) => board.isOwner)).toBe(true);
      expect((await call(backend, 'get_products_by_email/')).status).toBe(401);
    });

    it('gives the same pages through the cursor as through page numbers, for the gallery and the own list', async () => {
      for (const [path, token] of [
        ['get_products_all/', undefined],
        ['get_products_by_email/', ownerToken],
      ] as const) {
        for (const size of [2, 3, 4]) {
          const byPage = (await walkPages(path, token, size)).flatMap(ids);
          const byCursor = await walkCursor(path, token, size);
          expect(byCursor.flatMap(ids)).toEqual(byPage);
          expect(byCursor.slice(0, -1).every((page) => page.boards.length === size)).toBe(true);
        }
      }
      const gallery = (await walkCursor('get_products_all/')).flatMap(ids);
      expect(gallery).toHaveLength(9);
      expect(gallery.filter((id) => mine.includes(id))).toEqual(mine);
    });

    it('caps page_size at 24 and refuses a cursor it did not make', async () => {
      const { body } = await call<BoardsPage>(backend, 'get_products_all/?page_size=1000');
      expect(body.boards).toHaveLength(9);
      expect(body.next).toBeNull();
      expect((await call(backend, 'get_products_all/?cursor=not-a-cursor')).status).toBe(400);
      expect((await call(backend, 'get_products_all/?page_size=0')).status).toBe(400);
    });

    it('pages by number only up to page 5: beyond, 400 with a message, and the cursor goes on', async () => {
      for (const [path, token] of [
        ['get_products_all/', undefined],
        ['get_products_by_email/', ownerToken],
      ] as const) {
        const beyond = await call(backend, `${path}?page=6&page_size=1`, { token });
        expect([beyond.status, beyond.body.error]).toEqual([400, PAGE_BEYOND_LIMIT]);
        expect((await call(backend, `${path}?page=1000&page_size=24`, { token })).status).toBe(400);
        const fifth = await call<BoardsPage>(backend, `${path}?page=5&page_size=1`, { token });
        expect([fifth.status, fifth.body.boards.length]).toEqual([200, 1]);
        const sixth = await call<BoardsPage>(backend, `${path}?page=6&page_size=1&cursor=${fifth.body.next}`, { token });
        expect(sixth.status).toBe(200);
        expect(sixth.body.boards).toHaveLength(1);
        expect(ids(sixth.body)).not.toEqual(ids(fifth.body));
      }
    });

    it('keeps private boards out of the gallery but in the owner list, and from other people', async () => {
      const id = mine[0]!;
      const switched = await call<Board>(backend, `boards/${id}`, { method: 'PATCH', token: ownerToken, body: { visibility: 'private' } });
      expect(switched).toMatchObject({ status: 200, body: { visibility: 'private' } });
      const gallery = await call<BoardsPage>(backend, 'get_products_all/?page_size=24');
      expect(ids(gallery.body)).not.toContain(id);
      expect(ids((await call<BoardsPage>(backend, 'get_products_by_email/?page_size=24', { token: ownerToken })).body)).toContain(id);
      expect(await call(backend, `boards/${id}`, { token: otherToken })).toMatchObject({ status: 404, body: { error: BOARD_NOT_FOUND } });
      expect((await call(backend, `boards/${id}`)).status).toBe(404);
      expect((await call(backend, `boards/${id}`, { token: ownerToken })).status).toBe(200);

      await call(backend, `boards/${id}`, { method: 'PATCH', token: ownerToken, body: { visibility: 'public' } });
      expect(ids((await call<BoardsPage>(backend, 'get_products_all/?page_size=24')).body)).toContain(id);
      expect((await call(backend, `boards/${id}`, { method: 'PATCH', token: ownerToken, body: { visibility: 'friends' } })).status).toBe(
        400,
      );
    });

    it("answers 403 to another user's delete, switch and layout, and lets the owner do them", async () => {
      const id = mine[1]!;
      const layout: RoomLayout = {
        width: 300,
        length: 250,
        shape: 'l-shaped',
        items: [{ id: catalogue[0]!.id, x: 80, y: 90, rotation: 15 }],
      };
      for (const request of [
        { method: 'DELETE' },
        { method: 'PATCH', body: { visibility: 'private' } },
        { method: 'PUT', path: '/layout', body: layout },
      ]) {
        const answer = await call(backend, `boards/${id}${request.path ?? ''}`, {
          method: request.method,
          body: request.body,
          token: otherToken,
        });
        expect(answer, request.method).toMatchObject({ status: 403, body: { error: NOT_AUTHORIZED } });
        expect((await call(backend, `boards/${id}${request.path ?? ''}`, { method: request.method, body: request.body })).status).toBe(401);
      }
      const after = await call<Board>(backend, `boards/${id}`);
      expect(after.body).toMatchObject({ visibility: 'public', layout: null });

      expect(await call(backend, `boards/${id}/layout`, { method: 'PUT', token: ownerToken, body: layout })).toMatchObject({
        status: 200,
        body: { layout },
      });
      expect((await call<Board>(backend, `boards/${id}`)).body.layout).toEqual(layout);
      expect(
        (await call(backend, `boards/${id}/layout`, { method: 'PUT', token: ownerToken, body: { ...layout, shape: 'round' } })).status,
      ).toBe(400);
    });

    it("hides a board a moderator marked hidden from every list and link; its owner alone opens it, with the moderators' reason", async () => {
      const id = mine[2]!;
      await db.collection('boards').doc(id).update({ hidden: true });
      expect(ids((await call<BoardsPage>(backend, 'get_products_all/?page_size=24')).body)).not.toContain(id);
      expect(ids((await call<BoardsPage>(backend, 'get_products_by_email/?page_size=24', { token: ownerToken })).body)).not.toContain(id);
      for (const token of [undefined, otherToken]) {
        expect(await call(backend, `boards/${id}`, { token })).toMatchObject({ status: 404, body: { error: BOARD_NOT_FOUND } });
      }
      // Hidden in the console, without a reason: the owner reads 'Something else'.
      expect(await call(backend, `boards/${id}`, { token: ownerToken })).toMatchObject({
        status: 200,
        body: { id, moderation: { reason: 'other', label: 'Something else', appealed_at: null } },
      });
      expect((await call(backend, `boards/${id}`, { method: 'DELETE', token: ownerToken })).status).toBe(404);
      await db.collection('boards').doc(id).update({ hidden: false });
      expect((await call(backend, `boards/${id}`)).status).toBe(200);
    });

    it('deletes an owned board: gone from its link and both lists', async () => {
      const id = mine[3]!;
      expect((await call(backend, `boards/${id}`, { method: 'DELETE', token: ownerToken })).status).toBe(204);
      expect((await call(backend, `boards/${id}`, { token: ownerToken })).status).toBe(404);
      expect(ids((await call<BoardsPage>(backend, 'get_products_all/?page_size=24')).body)).not.toContain(id);
      expect(ids((await call<BoardsPage>(backend, 'get_products_by_email/?page_size=24', { token: ownerToken })).body)).not.toContain(id);
      expect((await call(backend, `boards/${id}`, { method: 'DELETE', token: ownerToken })).status).toBe(404);
      expect((await call(backend, 'boards/..', { token: ownerToken })).status).toBe(404);
    });
  });

  describe('pictures and takedowns', () => {
    /** Stores a file with its own bytes, under its content key, as the generator and the catalogue do. */
    async function storeFile(folder: 'boards' | 'cutouts', text: string): Promise<string> {
      const data = Buffer.from(`${prefix} ${text}`);
      const key = contentKey(folder, data, 'image/png');
      await backend.blobs.put(key, data, 'image/png');
      return key;
    }

    async function load(url: string) {
      const response = await fetch(`${backend.url}${url}`);
      return { status: response.status, cache: response.headers.get('cache-control'), body: Buffer.from(await response.arrayBuffer()) };
    }

    /** A saved board with its own stored picture, and the URLs each kind of viewer has for that picture. */
    async function savedWithPicture(visibility?: 'public' | 'private') {
      const imagePath = await storeFile('boards', randomUUID());
      const generationId = await makeGeneration(owner.uid, { imagePath });
      const saved = await save(ownerToken, generationId, visibility ? { visibility } : {});
      expect(saved.status).toBe(201);
      const id = saved.body.id;
      const ownerView = await call<Board>(backend, `boards/${id}`, { token: ownerToken });
      const generation = await call<Generation>(backend, `generations/${generationId}`, { token: ownerToken });
      return {
        id,
        generationId,
        imagePath,
        picture: (await backend.blobs.get(imagePath))!.data,
        publicUrl: `/api/boards/${id}/image`,
        ownerUrl: ownerView.body.image_url!,
        generationUrl: generation.body.image_url!,
        oldUrl: `/api/files/${imagePath}`,
      };
    }

    it("serves a public board's picture to everyone and a private one to its owner alone, checked on every request", async () => {
      const board = await savedWithPicture();
      expect(board.ownerUrl).toMatch(new RegExp(`^/api/boards/${board.id}/image\\?key=[A-Za-z0-9_-]+$`));
      expect(board.generationUrl).toMatch(new RegExp(`^/api/generations/${board.generationId}/image\\?key=[A-Za-z0-9_-]+$`));
      for (const url of [board.publicUrl, board.ownerUrl, board.generationUrl]) {
        expect(await load(url), url).toEqual({ status: 200, cache: 'private, max-age=60', body: board.picture });
      }
      // The year-long public URL of before answers nothing for a board's picture.
      expect((await load(board.oldUrl)).status).toBe(404);

      await call(backend, `boards/${board.id}`, { method: 'PATCH', token: ownerToken, body: { visibility: 'private' } });
      expect((await load(board.publicUrl)).status).toBe(404);
      expect((await load(`${board.publicUrl}?key=not-the-key`)).status).toBe(404);
      expect((await load(board.generationUrl.replace(/key=.*/, 'key=not-the-key'))).status).toBe(404);
      expect((await load(board.ownerUrl)).status).toBe(200);
      expect((await load(board.generationUrl)).status).toBe(200);
      const visitorView = await call<Board>(backend, `get_products_by_email/?page_size=24`, { token: otherToken });
      expect(JSON.stringify(visitorView.body)).not.toContain(board.ownerUrl);
    });

    it('saves a board private when asked, public by default, under the user name and never the e-mail', async () => {
      await db.doc(`users/${owner.uid}`).set({ userName: 'maya.reyes' }, { merge: true });
      try {
        const board = await savedWithPicture('private');
        const view = await call<Board>(backend, `boards/${board.id}`, { token: ownerToken });
        expect(view.body).toMatchObject({ visibility: 'private', owner: { name: 'maya.reyes' } });
        expect((await call(backend, `boards/${board.id}`)).status).toBe(404);
        expect((await load(board.publicUrl)).status).toBe(404);
        const generationId = await makeGeneration(owner.uid);
        expect((await save(ownerToken, generationId, { visibility: 'friends' })).body).toMatchObject({
          error: "Visibility is 'public' or 'private'.",
        });
        expect(await boardDocs(generationId)).toBe(0);
      } finally {
        await db.doc(`users/${owner.uid}`).update({ userName: '' });
      }
    });

    it("takes a hidden board's picture down for everyone but its owner, old and cached URLs included, and never saves it again", async () => {
      const board = await savedWithPicture();
      expect((await load(board.publicUrl)).status).toBe(200);
      await db.doc(`boards/${board.id}`).update({ hidden: true });
      for (const url of [board.publicUrl, board.generationUrl, board.oldUrl]) {
        expect((await load(url)).status, url).toBe(404);
      }
      // The owner still opens the hidden board, with the moderators' notice beside its picture (the key only they hold).
      expect((await load(board.ownerUrl)).status).toBe(200);
      expect(await save(ownerToken, board.generationId)).toMatchObject({ status: 410, body: { error: BOARD_TAKEN_DOWN } });
      expect(await boardDocs(board.generationId)).toBe(1);
      expect((await db.doc(`boards/${board.id}`).get()).get('hidden')).toBe(true);
      expect((await call(backend, `boards/${board.id}`, { token: otherToken })).status).toBe(404);
    });

    it('deletes the files of a deleted board that nothing else uses, and does not bring the board back', async () => {
      const [only, shared, ownCutout, otherGenerationCutout] = await Promise.all([
        storeFile('boards', 'only this board'),
        storeFile('boards', 'two boards'),
        storeFile('cutouts', 'only this board'),
        storeFile('cutouts', "another user's unsaved generation"),
      ]);
      const catalogueCutout = catalogue[1]!.cutoutPath!;
      await backend.blobs.put(catalogueCutout, Buffer.from('catalogue cutout'), 'image/png');
      const ids = catalogue.map((p) => p.id);
      const cutouts = [
        { productId: ids[0]!, path: ownCutout },
        { productId: ids[1]!, path: catalogueCutout },
        { productId: ids[2]!, path: otherGenerationCutout },
      ];
      const first = await makeGeneration(owner.uid, { imagePath: only, cutouts });
      await makeGeneration(other.uid, { imagePath: null, status: 'image', cutouts: [cutouts[2]!] });
      const [board, twinA, twinB] = await Promise.all([
        save(ownerToken, first),
        save(ownerToken, await makeGeneration(owner.uid, { imagePath: shared, cutouts: [] })),
        save(otherToken, await makeGeneration(other.uid, { imagePath: shared, cutouts: [] })),
      ]);
      const exists = async (path: string) => (await backend.blobs.get(path)) !== null;

      expect((await call(backend, `boards/${board.body.id}`, { method: 'DELETE', token: ownerToken })).status).toBe(204);
      expect(await Promise.all([only, ownCutout, catalogueCutout, otherGenerationCutout].map(exists))).toEqual([false, false, true, true]);
      expect(await save(ownerToken, first)).toMatchObject({ status: 410, body: { error: BOARD_DELETED } });
      expect(await boardDocs(first)).toBe(0);

      expect((await call(backend, `boards/${twinA.body.id}`, { method: 'DELETE', token: ownerToken })).status).toBe(204);
      expect(await exists(shared)).toBe(true);
      expect((await load(`/api/boards/${twinB.body.id}/image`)).status).toBe(200);
      expect((await call(backend, `boards/${twinB.body.id}`, { method: 'DELETE', token: otherToken })).status).toBe(204);
      expect(await exists(shared)).toBe(false);
    });
  });
});
