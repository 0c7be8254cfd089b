import { FieldPath, Timestamp, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { DesignerWork, ReleasedWork } from '../../ports/designer-work.port.js';

/** Project statuses that are over: a revoked designer's project in any other status goes back to the queue. */
const CLOSED_PROJECT_STATUSES = new Set(['open', 'closed', 'rated', 'cancelled']);

/** Review statuses a designer holds: claimed, and asked to revise (it goes back as a revision to claim). */
const HELD_REVIEW_STATUSES = new Set(['claimed', 'revision-asked']);

const RULES: Record<'reviews' | 'projects', (data: DocumentData) => boolean> = {
  reviews: (data) => HELD_REVIEW_STATUSES.has(String(data.status)),
  projects: (data) => !CLOSED_PROJECT_STATUSES.has(String(data.status)),
};

/**
 * A project starts again from its brief: the next designer makes concepts of their own (co-editing each as usual, up to
 * the usual three); the former concept boards stay in the member's account, no longer co-edited by the former designer.
 */
const RESET: Record<'reviews' | 'projects', DocumentData> = {
  reviews: {},
  projects: { conceptBoardIds: [], chosenBoardId: null },
};

/**
 * `reviews/{id}` and `projects/{id}` by the convention in docs/designer-services.md: the designer's claimed reviews (and
 * those asked to revise, which keep the member's reply) and not-closed projects return to `open` with `designerUid: null` and no due date (a project without its concepts), each
 * in a transaction that reads the document again, so work another step moved meanwhile (delivered, closed) stays as it is.
 */
export function firestoreDesignerWork(db: Firestore): DesignerWork {
  /** One document in its own transaction: back to the queue when it is still held by `designerUid`, else null. */
  async function releaseDoc(collection: 'reviews' | 'projects', ref: DocumentReference, designerUid: string): Promise<ReleasedWork | null> {
    const held = RULES[collection];
    return db.runTransaction(async (tx): Promise<ReleasedWork | null> => {
      const fresh = await tx.get(ref);
      const data = fresh.data();
      if (!data || data.designerUid !== designerUid || !held(data)) return null;
      // The moment is the adapter's, not the server's, so the member is told of this very release.
      const releasedAt = new Date();
      tx.update(ref, {
        status: 'open',
        designerUid: null,
        dueAt: null,
        ...RESET[collection],
        releasedAt: Timestamp.fromDate(releasedAt),
      });
      return {
        collection,
        id: ref.id,
        memberUid: String(data.memberUid),
        memberName: String(data.memberName ?? ''),
        designerUid,
        designerName: typeof data.designerName === 'string' ? data.designerName : null,
        boardId: typeof data.boardId === 'string' ? data.boardId : null,
        boardTitle: typeof data.boardTitle === 'string' ? data.boardTitle : '',
        releasedAt,
      };
    });
  }
  async function releaseIn(collection: 'reviews' | 'projects', designerUid: string): Promise<ReleasedWork[]> {
    const snapshot = await db.collection(collection).where('designerUid', '==', designerUid).get();
    const released: ReleasedWork[] = [];
    for (const doc of snapshot.docs) {
      const item = await releaseDoc(collection, doc.ref, designerUid);
      if (item) released.push(item);
    }
    return released;
  }
  return {
    async release(designerUid) {
      return [...(await releaseIn('reviews', designerUid)), ...(await releaseIn('projects', designerUid))];
    },
    async releaseOne(collection, id, designerUid) {
      return releaseDoc(collection, db.collection(collection).doc(id), designerUid);
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
