import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { CatalogueProductSchema, PRODUCTS_PAGE_SIZE, type CatalogueProduct } from '../../contracts/catalogue.js';
import type { ProductsRepository } from '../../ports/products.port.js';
import { isDocumentId } from './document-id.firestore.js';

const COLLECTION = 'products';
const BATCH_SIZE = 400;
/** A job still 'processing' after this long belongs to a process that died; it may be taken again. */
const STALE_PROCESSING_MS = 10 * 60_000;

/** The document: the product without its id (the document id), with Firestore timestamps. */
function toDocument(product: CatalogueProduct): Record<string, unknown> {
  const { id: _id, cutout, ...rest } = product;
  return {
    ...rest,
    cutout: { ...cutout, updatedAt: Timestamp.fromDate(cutout.updatedAt) },
  };
}

function fromSnapshot(snapshot: DocumentSnapshot): CatalogueProduct | null {
  const data = snapshot.data();
  if (!data) return null;
  const cutout = (data.cutout ?? {}) as Record<string, unknown>;
  const updatedAt = cutout.updatedAt instanceof Timestamp ? cutout.updatedAt.toDate() : new Date(0);
  const parsed = CatalogueProductSchema.safeParse({ ...data, id: snapshot.id, cutout: { ...cutout, updatedAt } });
  return parsed.success ? parsed.data : null;
}

/** `products/{id}` in Firestore. Pages by offset (the first few) or after a sort key; keyword pages need the index in firestore.indexes.json. */
export function firestoreProducts(db: Firestore, pageSize = PRODUCTS_PAGE_SIZE): ProductsRepository {
  const collection = db.collection(COLLECTION);
  return {
    async list({ keyword, page, after }) {
      const base = keyword ? collection.where('keywords', 'array-contains', keyword) : collection;
      const ordered = base.orderBy('sortKey');
      const snapshot = await (after === undefined ? ordered.offset((page - 1) * pageSize) : ordered.startAfter(after))
        .limit(pageSize + 1)
        .get();
      const products = snapshot.docs.map(fromSnapshot).filter((p): p is CatalogueProduct => p !== null);
      return { products: products.slice(0, pageSize), page, pageSize, hasMore: snapshot.size > pageSize };
    },

    async getMany(ids) {
      const unique = [...new Set(ids)].filter(isDocumentId);
      if (!unique.length) return [];
      const snapshots = await db.getAll(...unique.map((id) => collection.doc(id)));
      const found = new Map(snapshots.map((s) => [s.id, fromSnapshot(s)]));
      return ids.map((id) => found.get(id)).filter((p): p is CatalogueProduct => Boolean(p));
    },

    async upsertMany(products) {
      for (let i = 0; i < products.length; i += BATCH_SIZE) {
        const batch = db.batch();
        for (const product of products.slice(i, i + BATCH_SIZE)) batch.set(collection.doc(product.id), toDocument(product));
        await batch.commit();
      }
    },

    async isEmpty() {
      const snapshot = await collection.limit(1).select().get();
      return snapshot.empty;
    },

    async idsByCutoutStatus(statuses, limit) {
      const snapshot = await collection.where('cutout.status', 'in', statuses).limit(limit).get();
      return snapshot.docs
        .map((doc) => ({ id: doc.id, at: (doc.get('cutout.updatedAt') as Timestamp | undefined)?.toMillis() ?? 0 }))
        .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
        .map((entry) => entry.id);
    },

    async claimCutout(id, maxAttempts) {
      const ref = collection.doc(id);
      return db.runTransaction(async (transaction) => {
        const product = fromSnapshot(await transaction.get(ref));
        if (!product) return null;
        const { status, attempts, updatedAt } = product.cutout;
        const stale = status === 'processing' && Date.now() - updatedAt.getTime() > STALE_PROCESSING_MS;
        if (status === 'done' || (status === 'processing' && !stale) || attempts >= maxAttempts) return null;
        const cutout = { status: 'processing' as const, attempts: attempts + 1, updatedAt: new Date() };
        transaction.update(ref, { cutout: { ...cutout, updatedAt: Timestamp.fromDate(cutout.updatedAt) } });
        return { ...product, cutout };
      });
    },

    async finishCutout(id, outcome) {
      const ref = collection.doc(id);
      await db.runTransaction(async (transaction) => {
        const product = fromSnapshot(await transaction.get(ref));
        if (!product) return;
        const cutout: Record<string, unknown> = { status: outcome.status, attempts: product.cutout.attempts, updatedAt: Timestamp.now() };
        if (outcome.status === 'error') cutout.error = outcome.error.slice(0, 500);
        transaction.update(ref, outcome.status === 'done' ? { cutout, cutoutPath: outcome.cutoutPath } : { cutout });
      });
    },
  };
}
