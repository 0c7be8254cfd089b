import type { CatalogueProduct, CutoutStatus } from '../contracts/catalogue.js';
import type { CutoutJob } from '../domain/cutout-job.js';

interface ProductListQuery {
  /** A category keyword; undefined lists every product. */
  keyword?: string;
  /** 1-based; ignored when `after` is given. */
  page: number;
  /** Start after the product with this sort key (a cursor: about one page of reads however deep). */
  after?: string;
}

interface ProductListPage {
  products: CatalogueProduct[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** What a decision inside `transactCutout` writes back, and what it answers. */
interface CutoutDecision<T> {
  result: T;
  /** The product's new cutout job; omitted: unchanged. */
  job?: CutoutJob;
  /** The finished cutout's file, written with the job. */
  cutoutPath?: string;
}

/** The catalogue, `products/{id}`, with each product's cutout job state (pending → processing → done | error). */
export interface ProductsRepository {
  /** One page in sortKey order; the page size is fixed (PRODUCTS_PAGE_SIZE). */
  list(query: ProductListQuery): Promise<ProductListPage>;
  /** The whole catalogue in sortKey order (it is small: ranking for a room reads all of it, then keeps it a while). */
  listAll(): Promise<CatalogueProduct[]>;
  /** The products that exist, in the order of `ids`; unknown ids are left out. */
  getMany(ids: string[]): Promise<CatalogueProduct[]>;
  /** Creates or replaces products (batched). */
  upsertMany(products: CatalogueProduct[]): Promise<void>;
  isEmpty(): Promise<boolean>;
  /** Ids whose cutout is in one of these states, oldest first. */
  idsByCutoutStatus(statuses: CutoutStatus[], limit: number): Promise<string[]>;
  /**
   * Reads the product (null: unknown), applies `decide`, and writes the cutout job it returns, in one transaction.
   * `decide` may run more than once under contention, so it must be pure (the rules are in domain/cutout-job.ts).
   */
  transactCutout<T>(id: string, decide: (product: CatalogueProduct | null) => CutoutDecision<T>): Promise<T>;
}
