import { describe, expect, it } from 'vitest';
import { ProductsQuerySchema } from '../contracts/catalogue.js';
import { BAD_CURSOR, PAGE_BEYOND_LIMIT } from '../contracts/paging.js';
import { createCatalogueProduct } from '../testing/factories.js';
import { memoryProducts } from '../testing/memory-repositories.js';
import { listProducts } from './list-products.service.js';

describe('listProducts', () => {
  const products = memoryProducts(
    [
      createCatalogueProduct(1, { title: 'Cedar Bed', keywords: ['Sleep'] }),
      createCatalogueProduct(2, { title: 'Alder Table', keywords: ['Dining'] }),
      createCatalogueProduct(3, {
        title: 'Birch Bed',
        keywords: ['Sleep'],
        cutoutPath: null,
        cutout: { status: 'pending', attempts: 0, updatedAt: new Date() },
      }),
    ],
    2,
  );

  it("answers fixed-size pages in the catalogue's order with the spec's field names", async () => {
    const first = await listProducts({ products }, ProductsQuerySchema.parse({ page: 1 }));
    expect(first).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(first.products.map((p) => p.Title)).toEqual(['Alder Table', 'Birch Bed']);
    expect(first.products[1]).toMatchObject({ Price: 300, Amount: 300, Hex_Code: '#6F4A31', cutout: null, keywords: ['Sleep'] });
    const second = await listProducts({ products }, ProductsQuerySchema.parse({ page: 2 }));
    expect([second.products.map((p) => p.Title), second.hasMore]).toEqual([['Cedar Bed'], false]);
  });

  it('lists one category keyword', async () => {
    const page = await listProducts({ products }, ProductsQuerySchema.parse({ page: 1, search: 'Sleep' }));
    expect(page.products.map((p) => p.Title)).toEqual(['Birch Bed', 'Cedar Bed']);
  });

  it("goes on after the page before's cursor, and refuses a cursor it did not make", async () => {
    const first = await listProducts({ products }, ProductsQuerySchema.parse({ page: 1 }));
    expect(first.next).toEqual(expect.any(String));
    const second = await listProducts({ products }, ProductsQuerySchema.parse({ page: 6, cursor: first.next }));
    expect([second.products.map((p) => p.Title), second.hasMore, second.next]).toEqual([['Cedar Bed'], false, null]);
    await expect(listProducts({ products }, ProductsQuerySchema.parse({ cursor: 'forged' }))).rejects.toMatchObject({
      status: 400,
      message: BAD_CURSOR,
    });
  });

  it('refuses page numbers beyond 5 without a cursor', () => {
    expect(ProductsQuerySchema.safeParse({ page: 6 }).error?.issues[0]?.message).toBe(PAGE_BEYOND_LIMIT);
    expect(ProductsQuerySchema.safeParse({ page: 5 }).success).toBe(true);
  });
});
