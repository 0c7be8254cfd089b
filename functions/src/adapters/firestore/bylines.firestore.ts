import type { Firestore, Query } from 'firebase-admin/firestore';
import type { Bylines } from '../../ports/bylines.port.js';

/** The credited name's field, by the query that finds a member's documents. */
const CREDITS = [
  { collection: 'boards', uidField: 'ownerUid', nameField: 'ownerName' },
  { collection: 'boards', uidField: 'copiedFrom.ownerUid', nameField: 'copiedFrom.ownerName' },
  { collection: 'comments', uidField: 'authorUid', nameField: 'authorName' },
] as const;
const PAGE = 300;

export function firestoreBylines(db: Firestore): Bylines {
  return {
    async rename(uid, name) {
      let changed = 0;
      for (const credit of CREDITS) {
        const query: Query = db.collection(credit.collection).where(credit.uidField, '==', uid).orderBy('__name__').limit(PAGE);
        for (let page = await query.get(); !page.empty; page = await query.startAfter(page.docs.at(-1)!).get()) {
          const batch = db.batch();
          const stale = page.docs.filter((doc) => doc.get(credit.nameField) !== name);
          for (const doc of stale) batch.update(doc.ref, credit.nameField, name);
          if (stale.length) await batch.commit();
          changed += stale.length;
          if (page.size < PAGE) break;
        }
      }
      return changed;
    },
  };
}
