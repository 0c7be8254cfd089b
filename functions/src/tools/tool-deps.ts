// What the command-line tools (seed, catalogue import, repairs) write through: composition.ts chooses each adapter, from
// the same config as the API.
import type { Config } from '../config.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { ProductsRepository } from '../ports/products.port.js';

export async function toolProducts(config: Config): Promise<ProductsRepository> {
  const { composeCatalogue } = await import('../composition.js');
  return (await composeCatalogue(config)).products;
}

export async function toolBlobs(config: Config): Promise<BlobStore> {
  const { composeBlobs } = await import('../composition.js');
  return composeBlobs(config);
}

/** What the demo designers' seed writes through, besides the catalogue and the blob store. */
export async function toolDemoDesigners(config: Config) {
  const { adminApp, composeBoards, composeCatalogue, composeDesigners, composeMembership, composeStudio } =
    await import('../composition.js');
  const [{ getAuth }, { getFirestore }] = await Promise.all([import('firebase-admin/auth'), import('firebase-admin/firestore')]);
  const app = await adminApp(config);
  return {
    auth: getAuth(app),
    db: getFirestore(app),
    boards: (await composeBoards(config)).boards,
    generations: (await composeCatalogue(config)).generations,
    designers: (await composeDesigners(config)).designers,
    memberships: (await composeMembership(config)).memberships,
    ...(await composeStudio()),
  };
}
