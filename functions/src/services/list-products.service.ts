import type { ProductsPage, ProductsQuery } from '../contracts/catalogue.js';
import { toApiProduct } from '../domain/catalogue.js';
import type { ProductsRepository } from '../ports/products.port.js';

/** One fixed-size page of the catalogue, all of it or one category keyword, with the spec's field names. */
export async function listProducts(deps: { products: ProductsRepository }, query: ProductsQuery): Promise<ProductsPage> {
  const page = await deps.products.list({ page: query.page, keyword: query.search });
  return { products: page.products.map(toApiProduct), page: page.page, pageSize: page.pageSize, hasMore: page.hasMore };
}
