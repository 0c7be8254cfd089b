import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { CatalogueProductSchema, CUTOUT_ERRORS, PRODUCTS_PAGE_SIZE, type CatalogueProduct } from '../../contracts/catalogue.js';
import type { CutoutJob } from '../../domain/cutout-job.js';
import type { ProductsRepository } from '../../ports/products.port.js';
import { isDocumentId } from './document-id.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const COLLECTION = 'products';
const BATCH_SIZE = 400;

/** The document: the product without its id (the document id), with Firestore timestamps. */
function toDocument(product: CatalogueProduct): Record<string, unknown> {
  const { id: _id, cutout, ...rest } = product;
  return { ...rest, cutout: cutoutDocument(cutout) };
}

function cutoutDocument({ updatedAt, queuedAt, ...job }: CutoutJob): Record<string, unknown> {
  return { ...job, updatedAt: Timestamp.fromDate(updatedAt), ...(queuedAt ? { queuedAt: Timestamp.fromDate(queuedAt) } : {}) };
}

const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : undefined);

function fromSnapshot(snapshot: DocumentSnapshot): CatalogueProduct | null {
  const data = snapshot.data();
  if (!data) return null;
  const { queuedAt, error, ...cutout } = (data.cutout ?? {}) as Record<string, unknown>;
  const times = { updatedAt: toDate(cutout.updatedAt) ?? new Date(0), ...(toDate(queuedAt) ? { queuedAt: toDate(queuedAt) } : {}) };
  // Jobs that failed before errors were codes kept the message: it reads as 'failed' (and is gone at the next run).
  const code = error === undefined ? {} : { error: CUTOUT_ERRORS.find((known) => known === error) ?? 'failed' };
  const parsed = CatalogueProductSchema.safeParse({ ...data, id: snapshot.id, cutout: { ...cutout, ...times, ...code } });
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

    async listAll() {
      const snapshot = await collection.orderBy('sortKey').get();
      return snapshot.docs.map(fromSnapshot).filter((p): p is CatalogueProduct => p !== null);
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

    async transactCutout(id, decide) {
      if (!isDocumentId(id)) return decide(null).result;
      const ref = collection.doc(id);
      return runTransaction(db, async (transaction) => {
        const decision = decide(fromSnapshot(await transaction.get(ref)));
        if (decision.job) {
          const patch: Record<string, unknown> = { cutout: cutoutDocument(decision.job) };
          if (decision.cutoutPath) patch.cutoutPath = decision.cutoutPath;
          transaction.update(ref, patch);
        }
        return decision.result;
      });
    },
  };
}
