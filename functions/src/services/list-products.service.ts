import { converter, differenceCiede2000, type Lab65 } from 'culori';
import { PRODUCTS_PAGE_SIZE, type CatalogueProduct, type ProductsPage, type ProductsQuery } from '../contracts/catalogue.js';
import type { RoomFunction, RoomStyle } from '../contracts/choices.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import { toApiProduct } from '../domain/catalogue.js';
import { decodeProductCursor, decodeRankedCursor, encodeProductCursor, encodeRankedCursor } from '../domain/page-cursor.js';
import { badRequest } from '../domain/errors.js';
import { STYLE_TONES } from '../domain/palette.js';
import { roomFit, sizeFit, SIZE_TIERS } from '../domain/product-fit.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { nowOf } from './steps/clock.js';

interface ListProductsDeps {
  products: ProductsRepository;
  /** The whole catalogue, for ranking (kept for a while by `catalogueSnapshot`); default: read it each time. */
  catalogue?: () => Promise<RankingCatalogue>;
  pageSize?: number;
}

/**
 * GET /api/products: one fixed-size page of the catalogue, all of it or one category keyword, with the spec's field
 * names. With a room choice (`function_name`, `size`, `style`), the page is cut from the catalogue ranked for that room
 * (`rankProducts`); without one, as the spec has it, in the catalogue's order.
 */
export async function listProducts(deps: ListProductsDeps, query: ProductsQuery): Promise<ProductsPage> {
  if (query.function_name || query.size || query.style) return listRanked(deps, query);
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

async function listRanked(deps: ListProductsDeps, query: ProductsQuery): Promise<ProductsPage> {
  const pageSize = deps.pageSize ?? PRODUCTS_PAGE_SIZE;
  const catalogue = await (deps.catalogue ?? (() => rankingCatalogue(deps.products.listAll())))();
  const ranked = rankProducts(catalogue, {
    keyword: query.search,
    functionName: query.function_name,
    size: query.size,
    style: query.style,
  });
  let from = (query.page - 1) * pageSize;
  if (query.cursor !== undefined) {
    const cursor = decodeRankedCursor(query.cursor);
    if (!cursor) throw badRequest(BAD_CURSOR);
    // After the product the page before ended with; by position when that product has left the catalogue since.
    const at = ranked.findIndex((product) => product.id === cursor.lastId);
    from = at >= 0 ? at + 1 : cursor.offset;
  }
  const products = ranked.slice(from, from + pageSize);
  const hasMore = ranked.length > from + pageSize;
  const last = products.at(-1);
  return {
    products: products.map(toApiProduct),
    page: query.page,
    pageSize,
    hasMore,
    next: hasMore && last ? encodeRankedCursor({ lastId: last.id, offset: from + products.length }) : null,
  };
}

interface RankingChoice {
  /** A category keyword; undefined: the All tab. */
  keyword?: string | undefined;
  functionName?: RoomFunction | undefined;
  size?: string | undefined;
  style?: RoomStyle | undefined;
}

/** The catalogue as ranking reads it, with each product's distance to each style worked out once. */
interface RankingCatalogue {
  products: CatalogueProduct[];
  styleDistance: (product: CatalogueProduct, style: RoomStyle) => number;
}

/**
 * The products a tab shows for a room, best first: those made for the room before those that merely suit it (a
 * category tab shows no product that does not fit the room at all: the Rug tab of a bedroom has no bath mats); the
 * main pieces that fit the chosen size before other products, and those that do not fit it last (a King Size bedroom
 * shows king beds and mattresses first); then by how close the product's colours are to the style's tones and its
 * width to the size's ideal (outside the size, the nearest width first); the catalogue's order breaks ties, so pages
 * are stable.
 */
export function rankProducts(catalogue: RankingCatalogue, choice: RankingChoice): CatalogueProduct[] {
  const { keyword, functionName, size, style } = choice;
  const scored = catalogue.products
    .filter((product) => !keyword || product.keywords.includes(keyword))
    .map((product) => {
      const fit = functionName ? roomFit(product, functionName) : 1;
      const bySize = sizeFit(product, size);
      const colour = style ? catalogue.styleDistance(product, style) : 0;
      // Within the size, style leads; outside it, the nearest size does (a Queen room's full beds before its twins).
      const sizeWeight = bySize.tier === SIZE_TIERS.indexOf('does not fit') ? 1000 : 20;
      return { product, fit, tier: bySize.tier, score: colour + sizeWeight * bySize.closeness };
    })
    .filter((entry) => !keyword || !functionName || entry.fit > 0);
  scored.sort((a, b) => b.fit - a.fit || a.tier - b.tier || a.score - b.score || a.product.sortKey.localeCompare(b.product.sortKey));
  return scored.map((entry) => entry.product);
}

/** The first colour of a product is its main one. */
const COLOUR_WEIGHTS = [0.6, 0.25, 0.15];
const ciede2000 = differenceCiede2000();
const toLab = converter('lab65');
/** Each style's tones in CIELAB, converted once. */
const TONES_LAB = Object.fromEntries(
  Object.entries(STYLE_TONES).map(([style, tones]) => [style, tones.map((tone) => toLab(tone)!)]),
) as Record<RoomStyle, Lab65[]>;
/** A colour's distance to a style, by style and hex: catalogues repeat their colours. */
const nearestTone = new Map<string, number>();

/**
 * How far a product's colours are from a style's tones: each colour's CIEDE2000 difference to the nearest tone,
 * weighted towards its main colour. Color Pop also asks for saturation, so a pale tone near one accent does not pass.
 * A product without colours sits in the middle.
 */
export function styleDistance(hexCodes: readonly string[], style: RoomStyle): number {
  const colours = hexCodes.slice(0, COLOUR_WEIGHTS.length);
  if (!colours.length) return 30;
  let total = 0;
  let weights = 0;
  colours.forEach((hex, index) => {
    const key = `${style}${hex}`;
    let nearest = nearestTone.get(key);
    if (nearest === undefined) {
      const lab = toLab(hex);
      nearest = lab ? Math.min(...TONES_LAB[style].map((tone) => ciede2000(lab, tone))) : 30;
      nearestTone.set(key, nearest);
    }
    const weight = COLOUR_WEIGHTS[index]!;
    total += weight * (nearest + (style === 'Color Pop' ? dullness(hex) : 0));
    weights += weight;
  });
  return total / weights;
}

/** 0 for a saturated colour, up to 20 for a grey. */
function dullness(hex: string): number {
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  const spread = (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
  return Math.max(0, 0.45 - spread) * 44;
}

/** The catalogue with each product's style distances memoised (they depend only on its colours). */
export async function rankingCatalogue(products: Promise<CatalogueProduct[]> | CatalogueProduct[]): Promise<RankingCatalogue> {
  const list = await products;
  const memo = new Map<string, number>();
  return {
    products: list,
    styleDistance(product, style) {
      const key = `${style}\n${product.hexCodes.join(',')}`;
      let distance = memo.get(key);
      if (distance === undefined) memo.set(key, (distance = styleDistance(product.hexCodes, style)));
      return distance;
    },
  };
}

/**
 * The whole catalogue read once and kept for `ttlMs` (as long as shared caches keep a products page): the catalogue is
 * small, and ranking needs all of a tab's products. One read at a time; a failed read is not kept.
 */
export function catalogueSnapshot(
  products: ProductsRepository,
  { ttlMs = 60_000, now }: { ttlMs?: number; now?: () => Date } = {},
): () => Promise<RankingCatalogue> {
  const ms = () => nowOf({ now }).getTime();
  let cached: { at: number; catalogue: Promise<RankingCatalogue> } | null = null;
  return () => {
    if (!cached || ms() - cached.at >= ttlMs) {
      const catalogue = rankingCatalogue(products.listAll());
      cached = { at: ms(), catalogue };
      catalogue.catch(() => {
        if (cached?.catalogue === catalogue) cached = null;
      });
    }
    return cached.catalogue;
  };
}
