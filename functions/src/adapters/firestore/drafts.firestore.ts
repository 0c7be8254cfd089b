import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { DraftKind } from '../../contracts/drafts.js';
import { draftDocId } from '../../domain/drafts.js';
import type { Drafts } from '../../ports/drafts.port.js';

const DRAFTS = 'drafts';

export function firestoreDrafts(db: Firestore): Drafts {
  const doc = (uid: string, kind: DraftKind, id: string) => db.collection(DRAFTS).doc(draftDocId(uid, kind, id));
  return {
    async get(uid, kind, id) {
      const snapshot = await doc(uid, kind, id).get();
      if (!snapshot.exists) return null;
      const data = snapshot.data()!;
      // The content is stored as JSON text: Firestore would refuse nested arrays and drop undefined members.
      const savedAt = data.savedAt instanceof Timestamp ? data.savedAt.toDate() : new Date(0);
      return { uid, kind, id, content: JSON.parse(String(data.content)) as unknown, savedAt };
    },
    async put(draft) {
      await doc(draft.uid, draft.kind, draft.id).set({
        uid: draft.uid,
        kind: draft.kind,
        id: draft.id,
        content: JSON.stringify(draft.content),
        savedAt: Timestamp.fromDate(draft.savedAt),
      });
    },
    async delete(uid, kind, id) {
      await doc(uid, kind, id).delete();
    },
  };
}
