import { describe, expect, it } from 'vitest';
import type { ProductListPage, ProductListQuery, ProductsRepository } from '../../ports/products.port.js';
import { cachedProductPages } from './cached-pages.products.js';

function countingProducts(fail = false) {
  const asked: ProductListQuery[] = [];
  const products = {
    async list(query: ProductListQuery): Promise<ProductListPage> {
      asked.push(query);
      if (fail) throw new Error('Firestore unavailable');
      return { products: [], page: query.page, pageSize: 12, hasMore: false };
    },
  } as unknown as ProductsRepository;
  return { products, asked };
}

describe('cachedProductPages', () => {
  it('asks the catalogue once per page and keyword within a minute, again after it', async () => {
    let clock = 0;
    const { products, asked } = countingProducts();
    const cached = cachedProductPages(products, 60_000, () => clock);
    await cached.list({ page: 1 });
    await cached.list({ page: 1 });
    await cached.list({ page: 2 });
    await cached.list({ page: 1, keyword: 'lamp' });
    expect(asked).toHaveLength(3);
    clock = 60_000;
    await cached.list({ page: 1 });
    expect(asked).toHaveLength(4);
  });

  it('does not keep a failed page', async () => {
    const { products, asked } = countingProducts(true);
    const cached = cachedProductPages(products, 60_000, () => 0);
    await expect(cached.list({ page: 1 })).rejects.toThrow('Firestore unavailable');
    await expect(cached.list({ page: 1 })).rejects.toThrow('Firestore unavailable');
    expect(asked).toHaveLength(2);
  });
});
