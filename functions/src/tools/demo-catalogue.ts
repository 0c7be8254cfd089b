// Seeds the demo catalogue: draws each product's photo, stores it and its committed cutout, writes the documents.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CatalogueProduct } from '../contracts/catalogue.js';
import { contentKey } from '../domain/blob-keys.js';
import { productSortKey } from '../domain/catalogue.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { ProductsRepository } from '../ports/products.port.js';

/** The catalogue folder, relative to both functions/src/tools and functions/lib/tools. */
export const CATALOGUE_DIR = join(__dirname, '..', '..', '..', 'emulators', 'catalogue');

export interface SeedDeps {
  products: ProductsRepository;
  blobs: BlobStore;
  log?: (message: string) => void;
}

/** Runs `work` over `items` with at most `limit` at a time (sharp renders on its own threads). */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Writes every demo product with status done. Products whose cutout file is missing are written as pending. */
export async function seedDemoCatalogue({ products, blobs, log = () => {} }: SeedDeps): Promise<number> {
  const started = Date.now();
  const { demoProducts } = await import('../../../emulators/catalogue/products.mjs');
  const { renderPhoto } = await import('../../../emulators/catalogue/draw.mjs');
  const { default: sharp } = await import('sharp');
  const demo = demoProducts();
  const now = new Date();
  const records = await inParallel(demo, 4, async (product): Promise<CatalogueProduct> => {
    const photo = await renderPhoto(sharp, product);
    const imagePath = contentKey('products', photo, 'image/jpeg');
    await blobs.put(imagePath, photo, 'image/jpeg');
    const cutout = await readFile(join(CATALOGUE_DIR, 'cutouts', `${product.id}.png`)).catch(() => null);
    let cutoutPath: string | null = null;
    if (cutout) {
      cutoutPath = contentKey('cutouts', cutout, 'image/png');
      await blobs.put(cutoutPath, cutout, 'image/png');
    }
    return {
      id: product.id,
      title: product.title,
      price: product.price,
      keywords: product.keywords,
      width: product.width,
      length: product.length,
      height: product.height,
      hexCodes: product.hexCodes,
      imagePath,
      cutoutPath,
      cutout: { status: cutoutPath ? 'done' : 'pending', attempts: 0, updatedAt: now },
      sortKey: productSortKey(product.title, product.id),
    };
  });
  await products.upsertMany(records);
  const missing = records.filter((r) => !r.cutoutPath).length;
  log(
    `seeded ${records.length} demo products in ${Date.now() - started} ms${missing ? ` (${missing} without a cutout, left pending)` : ''}`,
  );
  return records.length;
}
