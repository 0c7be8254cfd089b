// `npm run catalogue:import -- FILE`: loads a shop's feed (JSON array or CSV with a header row), stores each
// product's photo, writes the products with cutout status pending, then makes the cutouts one at a time in this
// process (the make-cutout use case, as the queue's worker runs it; a generation meanwhile only queues them).
import { readFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import type { CatalogueImportRow, CatalogueProduct } from '../contracts/catalogue.js';
import { readConfig } from '../config.js';
import { contentKey } from '../domain/blob-keys.js';
import { normaliseHex, productSlug, productSortKey } from '../domain/catalogue.js';
import { parseImportFile } from '../domain/catalogue-import.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { makeCutout, type MakeCutoutDeps } from '../services/make-cutout.service.js';
import { toolBlobs, toolProducts } from './tool-deps.js';

const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

const say = (message: string) => process.stdout.write(`${message}\n`);

/** An image from a URL or a path relative to the feed file; re-encoded as JPEG so any input format works. */
async function loadImage(source: string, baseDir: string): Promise<Buffer> {
  let data: Buffer;
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    data = Buffer.from(await response.arrayBuffer());
  } else {
    data = await readFile(resolve(baseDir, source));
  }
  const { default: sharp } = await import('sharp');
  const type = IMAGE_TYPES[extname(source.split('?')[0] ?? '').toLowerCase()];
  if (type === 'image/jpeg') return data;
  return sharp(data).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
}

export async function importRows(
  rows: CatalogueImportRow[],
  baseDir: string,
  deps: { products: ProductsRepository; blobs: BlobStore },
): Promise<string[]> {
  const records: CatalogueProduct[] = [];
  for (const [i, row] of rows.entries()) {
    try {
      const photo = await loadImage(row.image, baseDir);
      const imagePath = contentKey('products', photo, 'image/jpeg');
      await deps.blobs.put(imagePath, photo, 'image/jpeg');
      const id = productSlug(row.id || row.title);
      records.push({
        id,
        title: row.title,
        price: row.price,
        keywords: row.keywords,
        width: row.width,
        length: row.length,
        height: row.height,
        hexCodes: row.hexCodes.map(normaliseHex).filter((hex): hex is string => hex !== null),
        imagePath,
        cutoutPath: null,
        cutout: { status: 'pending', attempts: 0, updatedAt: new Date() },
        sortKey: productSortKey(row.title, id),
        ...(row.shopUrl ? { shopUrl: row.shopUrl } : {}),
      });
      say(`photo ${i + 1}/${rows.length} ${id}`);
    } catch (error) {
      say(`photo ${i + 1}/${rows.length} skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await deps.products.upsertMany(records);
  say(`wrote ${records.length} products (cutouts pending)`);
  return records.map((r) => r.id);
}

/** Makes the cutouts one at a time, in this process, through the same use case as the queue's worker. */
export async function processCutouts(ids: string[], deps: MakeCutoutDeps): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  for (const [i, id] of ids.entries()) {
    const run = await makeCutout(deps, id);
    if (run.kind === 'made') {
      done++;
      say(`cutout ${i + 1}/${ids.length} ${id} done in ${run.ms} ms`);
    } else if (run.kind === 'failed') {
      failed++;
      say(`cutout ${i + 1}/${ids.length} ${id} failed (attempt ${run.attempt}): ${run.error}`);
    }
  }
  return { done, failed };
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file)
    throw new Error('Usage: npm run catalogue:import -- FILE (a .json or .csv feed) | --pending (retry pending and failed cutouts)');
  if (file === '--pending') return retryPending();
  const path = resolve(file);
  const text = await readFile(path, 'utf8');
  const { rows, problems } = parseImportFile(text, extname(path).toLowerCase() === '.csv' ? 'csv' : 'json');
  for (const problem of problems) say(`row ${problem.row} skipped: ${problem.message}`);
  const config = readConfig();
  const products = await toolProducts(config);
  const blobs = await toolBlobs(config);
  const ids = await importRows(rows, dirname(path), { products, blobs });
  const { composeCutouts } = await import('../composition.js');
  const retry = await products.idsByCutoutStatus(['pending', 'error'], 1000);
  const queue = [...new Set([...ids, ...retry])];
  const { done, failed } = await processCutouts(queue, { products, blobs, cutouts: await composeCutouts('imgly') });
  say(
    `import finished: ${ids.length} products, ${done} cutouts made, ${failed} failed${problems.length ? `, ${problems.length} rows skipped` : ''}`,
  );
  if (failed) process.exitCode = 1;
}

async function retryPending(): Promise<void> {
  const config = readConfig();
  const products = await toolProducts(config);
  const blobs = await toolBlobs(config);
  const { composeCutouts } = await import('../composition.js');
  const queue = await products.idsByCutoutStatus(['pending', 'error'], 1000);
  say(`${queue.length} cutouts to make`);
  const { done, failed } = await processCutouts(queue, { products, blobs, cutouts: await composeCutouts('imgly') });
  say(`cutouts finished: ${done} made, ${failed} failed`);
  if (failed) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`Import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
