import type { ProductListPage, ProductsRepository } from '../../ports/products.port.js';

/** As long as shared caches may keep a products page (the route's Cache-Control: public, max-age=60). */
export const PAGE_TTL_MS = 60_000;
/** Search words are free text: at most this many pages are kept, the oldest dropped first. */
const MAX_PAGES = 500;

/**
 * The catalogue with its list pages kept in memory for a minute: every visitor reads the same pages, and the
 * light API answers them without a Firestore query each time. Everything else goes straight through.
 */
export function cachedProductPages(products: ProductsRepository, ttlMs = PAGE_TTL_MS, now = Date.now): ProductsRepository {
  const pages = new Map<string, { at: number; page: Promise<ProductListPage> }>();
  return {
    ...products,
    list(query) {
      const key = `${query.page}\u0000${query.keyword ?? ''}`;
      const kept = pages.get(key);
      if (kept && now() - kept.at < ttlMs) return kept.page;
      pages.delete(key);
      const page = products.list(query);
      pages.set(key, { at: now(), page });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
      // A failed query is not kept: the next visitor asks Firestore again.
      page.catch(() => {
        if (pages.get(key)?.page === page) pages.delete(key);
      });
      return page;
    },
  };
}
