// The Functions emulator runs the cutout worker: a generation over a product without a cutout queues a task on the
// Cloud Tasks emulator, the `makeCutout` task function removes the background (the real imgly model), and the
// product's job ends done after one attempt.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPhoto } from '../emulators/catalogue/draw.mjs';
import { demoProducts } from '../emulators/catalogue/products.mjs';
import { readConfig } from '../functions/src/config.js';
import type { BoardCutout } from '../functions/src/contracts/generation.js';
import { contentKey } from '../functions/src/domain/blob-keys.js';
import { productSortKey } from '../functions/src/domain/catalogue.js';
import { composeBlobs, composeCatalogue } from '../functions/src/index.js';
import { BASE_URL } from './browser.js';
import { apiCall, signUp } from './support.js';

const generate = (token: string, productId: string) =>
  apiCall<{ cutouts: BoardCutout[] }>('generate-description/', token, {
    generationId: randomUUID(),
    function_name: 'Entertainment',
    size: 'Sofa',
    style: 'Color Pop',
    selectedProducts: [{ id: productId }],
  });

describe('the cutout worker on the Functions emulator', () => {
  it('makes the cutout of a new product once, queued by a generation', { timeout: 240_000 }, async () => {
    const config = readConfig();
    const [{ products }, blobs] = await Promise.all([composeCatalogue(config), composeBlobs(config)]);
    const demo = demoProducts().find((p) => p.kind === 'lamp')!;
    const photo = await renderPhoto(sharp, demo);
    const imagePath = contentKey('products', photo, 'image/jpeg');
    await blobs.put(imagePath, photo, 'image/jpeg');
    const id = `e2e-new-${randomUUID().slice(0, 8)}`;
    const { title, price, keywords, width, length, height, hexCodes } = demo;
    await products.upsertMany([
      {
        ...{ title, price, keywords, width, length, height, hexCodes },
        id,
        imagePath,
        cutoutPath: null,
        cutout: { status: 'pending', attempts: 0, updatedAt: new Date() },
        sortKey: productSortKey(title, id),
      },
    ]);
    const token = await signUp('cutout');

    const first = await generate(token, id);
    expect(first.cutouts).toHaveLength(1);
    await expect
      .poll(async () => (await products.getMany([id]))[0]!.cutout, { timeout: 180_000, interval: 1000 })
      .toMatchObject({ status: 'done', attempts: 1 });
    const [made] = await products.getMany([id]);
    const file = await fetch(`${BASE_URL}/api/files/${made!.cutoutPath}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).hasAlpha).toBe(true);

    // The next board uses the stored cutout; the job was not run again.
    const second = await generate(token, id);
    expect(second.cutouts).toEqual([{ productId: id, url: `/api/files/${made!.cutoutPath}`, source: 'cutout' }]);
    expect((await products.getMany([id]))[0]!.cutout).toMatchObject({ status: 'done', attempts: 1 });
  });
});
