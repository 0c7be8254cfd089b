import type { ProductsPage, ProductsQuery } from '../contracts/catalogue.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import { decodeProductCursor, encodeProductCursor, toApiProduct } from '../domain/catalogue.js';
import { badRequest } from '../domain/errors.js';
import type { ProductsRepository } from '../ports/products.port.js';

/** One fixed-size page of the catalogue, all of it or one category keyword, with the spec's field names. */
export async function listProducts(deps: { products: ProductsRepository }, query: ProductsQuery): Promise<ProductsPage> {
  const after = query.cursor === undefined ? undefined : decodeProductCursor(query.cursor);
  if (after === null) throw badRequest(BAD_CURSOR);
  const page = await deps.products.list({ page: query.page, keyword: query.search, after });
  const last = page.products.at(-1);
  return {
    products: page.products.map(toApiProduct),
    page: page.page,
    pageSize: page.pageSize,
    hasMore: page.hasMore,
    next: page.hasMore && last ? encodeProductCursor(last.sortKey) : null,
  };
}
