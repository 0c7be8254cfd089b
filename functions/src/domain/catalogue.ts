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
