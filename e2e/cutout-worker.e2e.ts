// The Functions emulator runs the cutout worker: a generation over a product without a cutout queues a task on the
// Cloud Tasks emulator, the `makeCutout` task function removes the background (npm test's emulator uses the backdrop
// cut: this tests the queue's wiring; the imgly model has its own unit test), and the product's job ends done after
// one attempt. A product whose cutout could not be made shows its photo, marked.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPhoto } from '../emulators/catalogue/draw.mjs';
import { demoProducts } from '../emulators/catalogue/products.mjs';
import { readConfig } from '../functions/src/config.js';
import type { CatalogueProduct } from '../functions/src/contracts/catalogue.js';
import type { BoardCutout } from '../functions/src/contracts/generation.js';
import { contentKey } from '../functions/src/domain/blob-keys.js';
import { productSortKey } from '../functions/src/domain/catalogue.js';
import { composeBlobs, composeCatalogue } from '../functions/src/composition.js';
import { BASE_URL, WIDTHS, launch, newPage, screenshot, scrollsSideways } from './browser.js';
import { apiCall, signIn, signUp } from './support.js';

const generate = (token: string, productIds: string[]) =>
  apiCall<{ id: string; cutouts: BoardCutout[] }>('generate-description/', token, {
    generationId: randomUUID(),
    function_name: 'Entertainment',
    size: 'Sofa',
    style: 'Color Pop',
    selectedProducts: productIds.map((id) => ({ id })),
  });

/** A new product from a demo drawing, its photo stored and its cutout job as given. */
async function seedNewProduct(kind: string, cutout: CatalogueProduct['cutout']) {
  const config = readConfig();
  const [{ products }, blobs] = await Promise.all([composeCatalogue(config), composeBlobs(config)]);
  const demo = demoProducts().find((p) => p.kind === kind)!;
  const photo = await renderPhoto(sharp, demo);
  const imagePath = contentKey('products', photo, 'image/jpeg');
  await blobs.put(imagePath, photo, 'image/jpeg');
  const id = `e2e-new-${randomUUID().slice(0, 8)}`;
  const { title, price, keywords, width, length, height, hexCodes } = demo;
  await products.upsertMany([
    {
      title,
      price,
      keywords,
      width,
      length,
      height,
      hexCodes,
      id,
      imagePath,
      cutoutPath: null,
      cutout,
      sortKey: productSortKey(title, id),
    },
  ]);
  return { id, imagePath, products };
}

describe('the cutout worker on the Functions emulator', () => {
  it('makes the cutout of a new product once, queued by a generation', { timeout: 240_000 }, async () => {
    const { id, products } = await seedNewProduct('lamp', { status: 'pending', attempts: 0, updatedAt: new Date() });
    const token = await signUp('cutout');

    const first = await generate(token, [id]);
    expect(first.cutouts).toHaveLength(1);
    await expect
      .poll(async () => (await products.getMany([id]))[0]!.cutout, { timeout: 180_000, interval: 1000 })
      .toMatchObject({ status: 'done', attempts: 1 });
    const [made] = await products.getMany([id]);
    const file = await fetch(`${BASE_URL}/api/files/${made!.cutoutPath}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).hasAlpha).toBe(true);

    // The next board uses the stored cutout; the job was not run again.
    const second = await generate(token, [id]);
    expect(second.cutouts).toEqual([{ productId: id, url: `/api/files/${made!.cutoutPath}`, source: 'cutout' }]);
    expect((await products.getMany([id]))[0]!.cutout).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe('a board with a product whose cutout could not be made', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('shows its photo among the pieces and says why', { timeout: 240_000 }, async () => {
    const failed = await seedNewProduct('armchair', { status: 'error', attempts: 3, error: 'failed', updatedAt: new Date() });
    const token = await signUp('photo');
    const { products } = await apiCall<{ products: { id: string; cutout: string | null }[] }>('products?search=Entertainment', token);
    const stored = products.find((product) => product.cutout)!;
    const board = await generate(token, [stored.id, failed.id]);
    expect(board.cutouts).toEqual([
      { productId: stored.id, url: stored.cutout, source: 'cutout' },
      { productId: failed.id, url: `/api/files/${failed.imagePath}`, source: 'photo' },
    ]);
    await apiCall('generate-image/', token, { generationId: board.id });

    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      const { context, page } = await newPage(browser, width);
      await signIn(page, token);
      await page.goto(`/BoardDetail?id=${board.id}`);
      await page.getByText('Some pieces are shown with their shop photo: their cut-out was not ready yet.').waitFor();
      const pieces = page.getByTestId('cutouts').locator('img');
      await expect
        .poll(() => pieces.evaluateAll((images) => images.map((image) => image.getAttribute('src'))))
        .toEqual([stored.cutout, `/api/files/${failed.imagePath}`]);
      // Both pieces load (they are lazy images: each is scrolled to first).
      for (const piece of await pieces.all()) {
        await piece.scrollIntoViewIfNeeded();
        await expect.poll(() => piece.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      }
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `board-photo-piece-${width}`);
      await context.close();
    }
  });
});
