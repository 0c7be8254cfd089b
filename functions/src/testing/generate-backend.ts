// Test support for generation: the light API and the generate function behind one origin, routed as firebase.json does.
import sharp from 'sharp';
import { studioGenerator } from '../adapters/generator/studio.generator.js';
import { readConfig } from '../config.js';
import type { CatalogueProduct } from '../contracts/catalogue.js';
import { contentKey } from '../domain/blob-keys.js';
import { productSortKey } from '../domain/catalogue.js';
import { composeApi, composeBlobs, composeCatalogue, composeExportWorker, composeGenerate, EXPORT_WORKER } from '../composition.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { BoardGenerator } from '../ports/generator.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import type { CutoutMaker } from '../ports/cutouts.port.js';
import { handleExportTask } from '../services/export-account.service.js';
import { handleCutoutTask } from '../services/make-cutout.service.js';
import { emulatorHosts, serve, temporaryBlobDir, type TestBackend } from './backend.js';
import { functionFor, hostingRewrites } from './hosting-rewrites.js';
import { startCloudTasksStandIn, type CloudTasksStandIn } from './cloud-tasks.js';

export interface GenerateBackend extends TestBackend {
  products: ProductsRepository;
  generations: GenerationsRepository;
  /** The task queues' stand-in, delivering tasks to the cutout and export workers' use cases. */
  tasks: CloudTasksStandIn;
}

/** A background remover for tests that do not count its calls: a teal box on transparent ground. */
const testCutouts: CutoutMaker = { cut: () => testPicture('#2F7F7A') };

const rewrites = hostingRewrites();

/** The paths firebase.json rewrites to the `generate` function (generation and every upload), read from the file. */
export const GENERATE_PATHS = { test: (path: string): boolean => functionFor(path, rewrites) === 'generate' };

/**
 * The generate function's app and the light API on one origin, with the task queues on a Cloud Tasks stand-in whose
 * tasks run the workers' use cases (real Firestore, the blob folder): the cutout worker with `cutouts` as its
 * background remover, and the data export worker.
 */
export async function startGenerateBackend(
  env: Record<string, string> = {},
  { cutouts = testCutouts, ...overrides }: Parameters<typeof composeGenerate>[1] & { cutouts?: CutoutMaker } = {},
): Promise<GenerateBackend> {
  emulatorHosts();
  const blobDir = temporaryBlobDir();
  const config = readConfig({ ...process.env, ROOMBOARD_BLOB_DIR: blobDir.path, ...env });
  const worker = { products: (await composeCatalogue(config)).products, blobs: await composeBlobs(config), cutouts };
  const exporter = await composeExportWorker(config);
  const tasks = await startCloudTasksStandIn((data, queue) =>
    queue === EXPORT_WORKER ? handleExportTask(exporter, data) : handleCutoutTask(worker, data),
  );
  const [api, generate] = await Promise.all([composeApi(config), composeGenerate(config, overrides)]);
  const backend = await serve(config, (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    (GENERATE_PATHS.test(path) ? generate : api)(req, res);
  });
  return {
    ...backend,
    ...(await composeCatalogue(config)),
    tasks,
    close: async () => {
      await tasks.close();
      await backend.close();
      blobDir.remove();
    },
  };
}

/** A product photo or cutout made here: a coloured box (opaque) on transparent or white ground. */
export async function testPicture(colour: string, { transparent = true, size = 96 } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect x="${size / 4}" y="${size / 4}" width="${size / 2}" height="${size / 2}" fill="${colour}"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return (transparent ? image : image.flatten({ background: '#FFFFFF' })).png().toBuffer();
}

export interface TestProductOptions {
  id: string;
  title?: string;
  keywords?: string[];
  colour?: string;
  /** Centimetres; 100 unless told. */
  width?: number;
  /** false: a product still waiting for its cutout (only the photo is stored). */
  withCutout?: boolean;
}

/** Stores products (photo, and cutout unless told otherwise) through the products port and the blob store. */
export async function seedProducts(
  backend: GenerateBackend | (TestBackend & { products: ProductsRepository }),
  items: TestProductOptions[],
): Promise<CatalogueProduct[]> {
  const products = await Promise.all(
    items.map(async ({ id, title = `Test ${id}`, keywords = ['Sleep'], colour = '#6F4A31', width = 100, withCutout = true }) => {
      const photo = await testPicture(colour, { transparent: false });
      const imagePath = contentKey('products', photo, 'image/png');
      await backend.blobs.put(imagePath, photo, 'image/png');
      let cutoutPath: string | null = null;
      if (withCutout) {
        const cutout = await testPicture(colour);
        cutoutPath = contentKey('cutouts', cutout, 'image/png');
        await backend.blobs.put(cutoutPath, cutout, 'image/png');
      }
      const product: CatalogueProduct = {
        id,
        title,
        price: 100,
        keywords,
        width,
        length: 60,
        height: 80,
        hexCodes: [colour],
        imagePath,
        cutoutPath,
        cutout: { status: withCutout ? 'done' : 'pending', attempts: 0, updatedAt: new Date() },
        sortKey: productSortKey(title, id),
      };
      return product;
    }),
  );
  await backend.products.upsertMany(products);
  return products;
}

/** The studio generator behind switches, counting its calls. */
export function controlledGenerator() {
  const studio = studioGenerator();
  const state = { describeCalls: 0, pictureCalls: 0, describeError: null as string | null, emptyPicture: false };
  const generator: BoardGenerator = {
    kind: 'studio',
    async describe(brief) {
      state.describeCalls++;
      if (state.describeError) throw new Error(state.describeError);
      return studio.describe(brief);
    },
    async picture(brief) {
      state.pictureCalls++;
      const picture = await studio.picture(brief);
      return state.emptyPicture ? { ...picture, image: Buffer.alloc(0) } : picture;
    },
  };
  return { generator, state };
}
