// Adapters for the command-line tools (seed, catalogue import), chosen from the same config as the API.
import type { Config } from '../config.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { ProductsRepository } from '../ports/products.port.js';

export async function toolProducts(config: Config): Promise<ProductsRepository> {
  const { adminApp } = await import('../index.js');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { firestoreProducts } = await import('../adapters/firestore/products.firestore.js');
  return firestoreProducts(getFirestore(await adminApp(config)));
}

export async function toolBlobs(config: Config): Promise<BlobStore> {
  const { composeBlobs } = await import('../index.js');
  return composeBlobs(config);
}
