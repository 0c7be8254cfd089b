import type { CatalogueProduct, CutoutStatus } from '../contracts/catalogue.js';

export interface ProductListQuery {
  /** A category keyword; undefined lists every product. */
  keyword?: string;
  /** 1-based; ignored when `after` is given. */
  page: number;
  /** Start after the product with this sort key (a cursor: about one page of reads however deep). */
  after?: string;
}

export interface ProductListPage {
  products: CatalogueProduct[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** How a cutout job ends. */
export type CutoutOutcome = { status: 'done'; cutoutPath: string } | { status: 'error'; error: string };

/** The catalogue, `products/{id}`, with each product's cutout job state (pending → processing → done | error). */
export interface ProductsRepository {
  /** One page in sortKey order; the page size is fixed (PRODUCTS_PAGE_SIZE). */
  list(query: ProductListQuery): Promise<ProductListPage>;
  /** The products that exist, in the order of `ids`; unknown ids are left out. */
  getMany(ids: string[]): Promise<CatalogueProduct[]>;
  /** Creates or replaces products (batched). */
  upsertMany(products: CatalogueProduct[]): Promise<void>;
  isEmpty(): Promise<boolean>;
  /** Ids whose cutout is in one of these states, oldest first. */
  idsByCutoutStatus(statuses: CutoutStatus[], limit: number): Promise<string[]>;
  /**
   * Takes a product's cutout job in a transaction: pending or error (below `maxAttempts`) becomes processing with
   * attempts + 1. Answers the product, or null when it is done, taken by someone else, or out of attempts.
   */
  claimCutout(id: string, maxAttempts: number): Promise<CatalogueProduct | null>;
  /** Ends a claimed job: done with the cutout's path, or error with a message. */
  finishCutout(id: string, outcome: CutoutOutcome): Promise<void>;
}
