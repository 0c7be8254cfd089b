import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS_PAGE_SIZE } from '../contracts/catalogue.js';
import { BAD_CURSOR, PAGE_BEYOND_LIMIT } from '../contracts/paging.js';
import { call } from '../testing/backend.js';
import { seedProducts, startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';

describe('GET /api/products', () => {
  let backend: GenerateBackend;
  // A keyword of this run only, so the test neither depends on nor disturbs the demo catalogue.
  const keyword = `testkw-${randomUUID().slice(0, 8)}`;
  const room = `roomkw-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    backend = await startGenerateBackend();
    await seedProducts(
      backend,
      Array.from({ length: PRODUCTS_PAGE_SIZE + 1 }, (_, i) => ({
        id: `${keyword}-${String(i).padStart(2, '0')}`,
        title: `Kw Lamp ${String(i).padStart(2, '0')}`,
        keywords: [keyword, 'lamp'],
      })),
    );
    // A bedroom tab of this run: beds of every size, pale and dark, and a bath mat that a bedroom never offers.
    await seedProducts(backend, [
      { id: `${room}-twin`, title: 'Chalk Twin Bed', keywords: [room, 'Sleep'], colour: '#F3F1EA', width: 99 },
      { id: `${room}-king-dark`, title: 'Ebony King Bed', keywords: [room, 'Sleep'], colour: '#2E2A27', width: 193 },
      { id: `${room}-queen-pale`, title: 'Maple Queen Bed', keywords: [room, 'Sleep'], colour: '#EFE9DC', width: 152 },
      { id: `${room}-pillow-pale`, title: 'Linen Pillow', keywords: [room, 'Sleep'], colour: '#F5F3EE', width: 50 },
      { id: `${room}-pillow-dark`, title: 'Charcoal Pillow', keywords: [room, 'Sleep'], colour: '#2B2B2D', width: 50 },
      { id: `${room}-mat`, title: 'Ivory Bath Mat', keywords: [room, 'rug', 'Bath'], colour: '#FFFFFF', width: 60 },
    ]);
  });
  afterAll(() => backend.close());

  it('answers a fixed-size page of a keyword with the spec field names, and says when there is more', async () => {
    const first = await call<{ products: Record<string, unknown>[]; page: number; pageSize: number; hasMore: boolean }>(
      backend,
      `products?page=1&search=${keyword}`,
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.body).toMatchObject({ page: 1, pageSize: PRODUCTS_PAGE_SIZE, hasMore: true });
    expect(first.body.products).toHaveLength(PRODUCTS_PAGE_SIZE);
    expect(first.body.products[0]).toEqual({
      id: `${keyword}-00`,
      Title: 'Kw Lamp 00',
      Price: 100,
      Amount: 100,
      Hex_Code: '#6F4A31',
      width: 100,
      length: 60,
      height: 80,
      image: expect.stringMatching(/^\/api\/files\/products\/[a-f0-9]{32}\.png$/),
      cutout: expect.stringMatching(/^\/api\/files\/cutouts\/[a-f0-9]{32}\.png$/),
      keywords: [keyword, 'lamp'],
      kind: 'lamp',
      mount: 'floor',
    });
    const second = await call<{ products: { id: string }[]; hasMore: boolean }>(backend, `products?page=2&search=${keyword}`);
    expect(second.body.products.map((p) => p.id)).toEqual([`${keyword}-${PRODUCTS_PAGE_SIZE}`]);
    expect(second.body.hasMore).toBe(false);
  });

  it('lists everything when search is omitted or All, and defaults to page 1', async () => {
    const omitted = await call<{ products: { id: string }[]; page: number }>(backend, 'products');
    const all = await call<{ products: { id: string }[] }>(backend, 'products?page=1&search=All');
    expect(omitted.body.page).toBe(1);
    expect(omitted.body.products).toHaveLength(PRODUCTS_PAGE_SIZE);
    expect(all.body.products.map((p) => p.id)).toEqual(omitted.body.products.map((p) => p.id));
  });

  it('answers an empty page for a keyword nobody uses', async () => {
    const { status, body } = await call(backend, 'products?search=no-such-keyword-xyz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ products: [], hasMore: false });
  });

  it('refuses a page that is not a positive number', async () => {
    expect((await call(backend, 'products?page=0')).status).toBe(400);
    expect((await call(backend, 'products?page=abc')).status).toBe(400);
  });

  it('pages by number only up to page 5 (400 beyond), and on by the cursor of the page before however deep', async () => {
    const beyond = await call(backend, `products?page=6&search=${keyword}`);
    expect([beyond.status, beyond.body.error]).toEqual([400, PAGE_BEYOND_LIMIT]);
    expect((await call(backend, 'products?page=1000')).status).toBe(400);
    expect((await call(backend, `products?page=5&search=${keyword}`)).status).toBe(200);

    const first = await call<{ products: { id: string }[]; next: string | null }>(backend, `products?search=${keyword}`);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await call<{ products: { id: string }[]; hasMore: boolean; next: string | null }>(
      backend,
      `products?page=6&search=${keyword}&cursor=${first.body.next}`,
    );
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ products: [{ id: `${keyword}-${PRODUCTS_PAGE_SIZE}` }], hasMore: false, next: null });
    const forged = await call(backend, `products?search=${keyword}&cursor=not-a-cursor`);
    expect([forged.status, forged.body.error]).toEqual([400, BAD_CURSOR]);
  });

  it('ranks a tab for the room chosen (function_name, size, style): king beds first, other sizes last and nearest first, no bath mats', async () => {
    const query = `search=${room}&function_name=Sleep&size=King+Size&style=Light+Tones`;
    const first = await call<{ products: { id: string }[]; hasMore: boolean; next: string | null }>(backend, `products?${query}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.body.products.map((p) => p.id)).toEqual(
      ['king-dark', 'pillow-pale', 'pillow-dark', 'queen-pale', 'twin'].map((name) => `${room}-${name}`),
    );
    expect(first.body).toMatchObject({ hasMore: false, next: null });
    const bath = await call<{ products: { id: string }[] }>(backend, `products?search=${room}&function_name=Bath`);
    expect(bath.body.products.map((p) => p.id)).toEqual([`${room}-mat`]);
    // The spec's call, without a room, keeps the catalogue's order and every product of the keyword.
    const plain = await call<{ products: { id: string }[] }>(backend, `products?search=${room}`);
    expect(plain.body.products).toHaveLength(6);
  });

  it('pages a ranked list by its cursor, and refuses a room it does not know', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const cursor: string = next ? `&cursor=${next}` : '';
      const page = await call<{ products: { id: string }[]; next: string | null }>(
        backend,
        `products?search=${keyword}&function_name=Entertainment&style=Grey+Tones${cursor}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.products.map((p) => p.id));
      next = page.body.next ?? null;
    } while (next);
    expect(seen).toHaveLength(PRODUCTS_PAGE_SIZE + 1);
    expect(new Set(seen).size).toBe(seen.length);
    for (const [query, message] of [
      ['function_name=Garage', 'Choose a room function.'],
      ['size=Huge', 'Choose a size.'],
      ['style=Neon', 'Choose a style.'],
    ]) {
      const refused = await call(backend, `products?${query}`);
      expect([refused.status, refused.body.error]).toEqual([400, message]);
    }
  });
});
