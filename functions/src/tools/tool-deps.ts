// Adapters for the command-line tools (seed, catalogue import), chosen from the same config as the API.
import type { Config } from '../config.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { ProductsRepository } from '../ports/products.port.js';

export async function toolProducts(config: Config): Promise<ProductsRepository> {
  const { adminApp } = await import('../composition.js');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { firestoreProducts } = await import('../adapters/firestore/products.firestore.js');
  return firestoreProducts(getFirestore(await adminApp(config)));
}

export async function toolBlobs(config: Config): Promise<BlobStore> {
  const { composeBlobs } = await import('../composition.js');
  return composeBlobs(config);
}

/** What the demo designers' seed writes through, besides the catalogue and the blob store. */
export async function toolDemoDesigners(config: Config) {
  const { adminApp } = await import('../composition.js');
  const [{ getAuth }, { getFirestore }, boards, generations, designers, memberships, { studioGenerator }, { sharpPalette }] =
    await Promise.all([
      import('firebase-admin/auth'),
      import('firebase-admin/firestore'),
      import('../adapters/firestore/boards.firestore.js'),
      import('../adapters/firestore/generations.firestore.js'),
      import('../adapters/firestore/designers.firestore.js'),
      import('../adapters/firestore/memberships.firestore.js'),
      import('../adapters/generator/studio.generator.js'),
      import('../adapters/palette/sharp.palette.js'),
    ]);
  const app = await adminApp(config);
  const db = getFirestore(app);
  return {
    auth: getAuth(app),
    db,
    boards: boards.firestoreBoards(db),
    generations: generations.firestoreGenerations(db),
    designers: designers.firestoreDesigners(db),
    memberships: memberships.firestoreMemberships(db),
    generator: studioGenerator(),
    palette: sharpPalette(),
  };
}
