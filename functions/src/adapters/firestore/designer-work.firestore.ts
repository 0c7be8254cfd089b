import { FieldPath, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { decideRelease, type StoredWork } from '../../domain/designer-work.js';
import type { DesignerWork, ReleasedWork } from '../../ports/designer-work.port.js';
import { runTransaction } from './transaction.firestore.js';

/**
 * `reviews/{id}` and `projects/{id}` by the convention in docs/designer-services.md: each release is a transaction that
 * reads the document again and writes what `decideRelease` answers (domain/designer-work.ts), so work another step
 * moved meanwhile (delivered, closed) stays as it is.
 */
export function firestoreDesignerWork(db: Firestore): DesignerWork {
  /** One document in its own transaction: back to the queue when it is still held by `designerUid`, else null. */
  async function releaseDoc(
    collection: 'reviews' | 'projects',
    ref: DocumentReference,
    designerUid: string,
    now: Date,
  ): Promise<ReleasedWork | null> {
    return runTransaction(db, async (tx): Promise<ReleasedWork | null> => {
      // The moment is the caller's, not the server's, so the member is told of this very release.
      const decision = decideRelease(collection, ref.id, ((await tx.get(ref)).data() as StoredWork | undefined) ?? null, designerUid, now);
      if (!decision) return null;
      tx.update(ref, { ...decision.fields, releasedAt: Timestamp.fromDate(decision.fields.releasedAt) });
      return decision.released;
    });
  }
  async function releaseIn(collection: 'reviews' | 'projects', designerUid: string, now: Date): Promise<ReleasedWork[]> {
    const snapshot = await db.collection(collection).where('designerUid', '==', designerUid).get();
    const released: ReleasedWork[] = [];
    for (const doc of snapshot.docs) {
      const item = await releaseDoc(collection, doc.ref, designerUid, now);
      if (item) released.push(item);
    }
    return released;
  }
  return {
    async release(designerUid, now) {
      return [...(await releaseIn('reviews', designerUid, now)), ...(await releaseIn('projects', designerUid, now))];
    },
    async releaseOne(collection, id, designerUid, now) {
      return releaseDoc(collection, db.collection(collection).doc(id), designerUid, now);
    },
    async scanShownBoards(collection, after, size) {
      let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(size);
      if (after) query = query.startAfter(after);
      const { docs } = await query.get();
      const boardIds = docs.flatMap((doc) => {
        const ids: unknown[] = collection === 'reviews' ? [doc.get('boardId')] : (doc.get('brief.photoBoardIds') ?? []);
        return ids.filter((id): id is string => typeof id === 'string');
      });
      return { boardIds, next: docs.length === size ? docs.at(-1)!.id : null };
    },
  };
}
