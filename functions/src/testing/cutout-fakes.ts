// In-memory fakes of the ports the cutout use cases need, for unit tests.
import type { CatalogueProduct } from '../contracts/catalogue.js';
import { productSortKey } from '../domain/catalogue.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { CutoutQueue } from '../ports/cutout-queue.port.js';
import type { CutoutMaker } from '../ports/cutouts.port.js';
import type { ProductsRepository } from '../ports/products.port.js';

export function testProduct(overrides: Partial<CatalogueProduct> & { id: string }): CatalogueProduct {
  const title = overrides.title ?? `Test ${overrides.id}`;
  return {
    title,
    price: 100,
    keywords: ['Sleep'],
    width: 100,
    length: 60,
    height: 80,
    hexCodes: ['#6F4A31'],
    imagePath: `products/${'a'.repeat(32)}.jpg`,
    cutoutPath: null,
    cutout: { status: 'pending', attempts: 0, updatedAt: new Date(0) },
    sortKey: productSortKey(title, overrides.id),
    ...overrides,
  };
}

/** The products port over a map; `transactCutout` is atomic as a transaction is (decide runs without interleaving). */
export function memoryProducts(list: CatalogueProduct[]): ProductsRepository & { byId: Map<string, CatalogueProduct> } {
  const byId = new Map(list.map((product) => [product.id, structuredClone(product)]));
  const unused = () => Promise.reject(new Error('not used by the cutout use cases'));
  return {
    byId,
    list: unused,
    upsertMany: unused,
    isEmpty: unused,
    idsByCutoutStatus: unused,
    async getMany(ids) {
      return ids
        .map((id) => byId.get(id))
        .filter((p): p is CatalogueProduct => p !== undefined)
        .map((p) => structuredClone(p));
    },
    async transactCutout(id, decide) {
      const product = byId.get(id);
      const decision = decide(product ? structuredClone(product) : null);
      if (product && decision.job)
        byId.set(id, { ...product, cutout: decision.job, cutoutPath: decision.cutoutPath ?? product.cutoutPath });
      return decision.result;
    },
  };
}

export function memoryBlobs(files: Record<string, StoredBlob> = {}): BlobStore & { files: Map<string, StoredBlob> } {
  const stored = new Map(Object.entries(files));
  return {
    kind: 'local',
    files: stored,
    async put(key, data, contentType) {
      stored.set(key, { data, contentType });
    },
    async get(key) {
      return stored.get(key) ?? null;
    },
    async delete(key) {
      stored.delete(key);
    },
  };
}

/** A background remover that counts its runs and fails while `failures` is above zero. */
export function countingCutouts(png = Buffer.from('cutout-png')) {
  const state = { calls: 0, failures: 0 };
  const cutouts: CutoutMaker = {
    async cut() {
      state.calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.failures > 0) {
        state.failures--;
        throw new Error('model failed');
      }
      return png;
    },
  };
  return { cutouts, state };
}

/** A queue that records the products it was asked for; `fail` makes enqueue throw. */
export function recordingQueue() {
  const state = { enqueued: [] as string[], fail: false };
  const queue: CutoutQueue = {
    async enqueue(productId) {
      if (state.fail) throw new Error('queue unavailable');
      state.enqueued.push(productId);
    },
  };
  return { queue, state };
}
