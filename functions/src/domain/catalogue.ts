import type { ApiProduct, CatalogueProduct } from '../contracts/catalogue.js';
import { kindMount, productKind } from '../contracts/product-kinds.js';
import { blobUrl } from './blob-keys.js';

/** '#a3b1c2' or 'A3B1C2' → '#A3B1C2'; anything else → null. */
export function normaliseHex(value: string): string | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(value.trim());
  return match ? `#${match[1]!.toUpperCase()}` : null;
}

/** A stable document id from a title: 'Oslo Linen Duvet Cover' → 'oslo-linen-duvet-cover'. */
export function productSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

/** Pages are ordered by title, then id, so every page is stable and families mix in the All tab. */
export function productSortKey(title: string, id: string): string {
  return `${title.toLowerCase()}\u0000${id}`;
}

/** A products page cursor: the last product's sort key, opaque to clients. */
export function encodeProductCursor(sortKey: string): string {
  return Buffer.from(sortKey, 'utf8').toString('base64url');
}

/** The sort key a cursor holds; null when the text is not a cursor this API made. */
export function decodeProductCursor(text: string): string | null {
  const sortKey = Buffer.from(text, 'base64url').toString('utf8');
  return sortKey.includes('\u0000') && encodeProductCursor(sortKey) === text ? sortKey : null;
}

/** The API's product shape (spec field names); image paths become URLs the browser can cache. */
export function toApiProduct(product: CatalogueProduct): ApiProduct {
  const kind = productKind(product);
  return {
    id: product.id,
    Title: product.title,
    Price: product.price,
    Amount: product.price,
    Hex_Code: product.hexCodes.join(', '),
    width: product.width,
    length: product.length,
    height: product.height,
    image: blobUrl(product.imagePath),
    cutout: product.cutout.status === 'done' && product.cutoutPath ? blobUrl(product.cutoutPath) : null,
    keywords: product.keywords,
    kind,
    mount: kindMount(kind),
  };
}

/** Where a product goes in a composed room. */
export type Placement = 'rug' | 'anchor' | 'side' | 'soft' | 'wall' | 'decor';

/** In priority order: a 'Table Lamp' is a lamp, a 'Shower Bench' a bench, a 'Bath Rug' a rug. */
const PLACEMENT_WORDS: [Placement, RegExp][] = [
  ['side', /\blamps?\b/],
  ['rug', /\b(rugs?|runners?|bath mats?)\b/],
  ['wall', /\b(showerheads?|mirrors?|wall art|sconces?)\b/],
  ['soft', /\b(pillows?|cushions?|duvets?|comforters?|comfort|sheets?|towels?|napkins?|throws?|blankets?|quilts?)\b/],
  ['side', /\b(chairs?|armchairs?|stools?|nightstands?|plants?)\b/],
  [
    'anchor',
    /\b(beds?|sofas?|sectionals?|loveseats?|mattress(es)?|tables?|benches|bench|carts?|vanity|bathtubs?|dressers?|consoles?|sideboards?)\b/,
  ],
];

/** Placement by title words first (more specific), then by category keywords; otherwise a small decor item. */
export function productPlacement(product: Pick<CatalogueProduct, 'title' | 'keywords'>): Placement {
  const title = product.title.toLowerCase();
  const keywords = product.keywords.join(' ').toLowerCase();
  for (const text of [title, keywords]) {
    for (const [placement, words] of PLACEMENT_WORDS) if (words.test(text)) return placement;
  }
  return 'decor';
}
