import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { NotificationEventSchema } from '../../contracts/notifications.js';
import { notificationsToPrune } from '../../domain/notifications.js';
import type { NotificationRecord, Notifications } from '../../ports/notifications.port.js';
import { runTransaction } from './transaction.firestore.js';

/** One transaction marks or deletes at most this many (Firestore takes 500 writes a commit). */
const CHUNK = 200;

/**
 * `users/{uid}/notifications/{id}` (the event's fields, `createdAt`, `read`) and `notificationCounts/{uid}`
 * ({unread, total}), changed together in transactions. The bell reads the counts document only; the sweep finds
 * members over the cap by `total`, and old notifications by a collection-group query on `createdAt`.
 */
export function firestoreNotifications(db: Firestore): Notifications {
  const inbox = (uid: string) => db.collection('users').doc(uid).collection('notifications');
  const counts = (uid: string) => db.collection('notificationCounts').doc(uid);
  const unreadOf = (snapshot: DocumentSnapshot) => Math.max(0, Number(snapshot.get('unread') ?? 0) || 0);

  function toRecord(doc: DocumentSnapshot): NotificationRecord | null {
    const { createdAt, read, ...fields } = doc.data() ?? {};
    const event = NotificationEventSchema.safeParse(fields);
    if (!event.success || !(createdAt instanceof Timestamp)) return null;
    return { id: doc.id, event: event.data, createdAt: createdAt.toDate(), read: read === true };
  }

  /** Marks the notifications `load` reads (those unread) read; `all`: `load` reads every unread one, at most CHUNK. */
  function markIn(uid: string, load: (transaction: Transaction) => Promise<DocumentSnapshot[]>, all: boolean) {
    return runTransaction(db, async (transaction) => {
      const [counter, docs] = await Promise.all([transaction.get(counts(uid)), load(transaction)]);
      const unread = docs.filter((doc) => doc.exists && doc.get('read') === false);
      for (const doc of unread) transaction.update(doc.ref, { read: true });
      // All of them read, and fewer than a chunk found: none is left, whatever the count said.
      const after = all && docs.length < CHUNK ? 0 : Math.max(0, unreadOf(counter) - unread.length);
      if (unread.length || unreadOf(counter) !== after) transaction.set(counts(uid), { unread: after }, { merge: true });
      return { after, found: docs.length };
    });
  }

  /** Deletes those of `refs` that still exist, taking them off the member's counts. */
  function deleteIn(uid: string, refs: DocumentReference[]): Promise<number> {
    if (!refs.length) return Promise.resolve(0);
    return runTransaction(db, async (transaction) => {
      const docs = (await transaction.getAll(...refs)).filter((doc) => doc.exists);
      const unread = docs.filter((doc) => doc.get('read') === false).length;
      for (const doc of docs) transaction.delete(doc.ref);
      if (docs.length) {
        transaction.set(counts(uid), { unread: FieldValue.increment(-unread), total: FieldValue.increment(-docs.length) }, { merge: true });
      }
      return docs.length;
    });
  }

  /** Deletes, member by member, the notifications `query` finds (at most CHUNK a round) until it finds none. */
  async function sweep(query: () => Query): Promise<number> {
    let deleted = 0;
    for (;;) {
      const { docs } = await query().limit(CHUNK).get();
      const byMember = new Map<string, DocumentReference[]>();
      for (const doc of docs) {
        const member = doc.ref.parent.parent;
        if (member?.parent.id !== 'users') continue;
        byMember.set(member.id, [...(byMember.get(member.id) ?? []), doc.ref]);
      }
      let round = 0;
      for (const [uid, refs] of byMember) round += await deleteIn(uid, refs);
      deleted += round;
      if (docs.length < CHUNK || round === 0) return deleted;
    }
  }

  return {
    async add(uid, id, event, at) {
      const ref = inbox(uid).doc(id);
      return runTransaction(db, async (transaction) => {
        if ((await transaction.get(ref)).exists) return false;
        transaction.create(ref, { ...event, createdAt: Timestamp.fromDate(at), read: false });
        transaction.set(counts(uid), { unread: FieldValue.increment(1), total: FieldValue.increment(1) }, { merge: true });
        return true;
      });
    },
    async remove(uid, id) {
      const ref = inbox(uid).doc(id);
      return runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return false;
        transaction.delete(ref);
        const unread = snapshot.get('read') === true ? 0 : -1;
        transaction.set(counts(uid), { unread: FieldValue.increment(unread), total: FieldValue.increment(-1) }, { merge: true });
        return true;
      });
    },
    async list(uid, after, size) {
      let query: Query = inbox(uid).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.ms), after.id);
      const { docs } = await query.limit(size + 1).get();
      const shown = docs.slice(0, size);
      const last = shown.at(-1);
      return {
        items: shown.flatMap((doc) => toRecord(doc) ?? []),
        next: docs.length > size && last ? { ms: (last.get('createdAt') as Timestamp).toMillis(), id: last.id } : null,
      };
    },
    async unreadCount(uid) {
      return unreadOf(await counts(uid).get());
    },
    async markRead(uid, ids) {
      if (!ids.length) return unreadOf(await counts(uid).get());
      const refs = ids.map((id) => inbox(uid).doc(id));
      return (await markIn(uid, (transaction) => transaction.getAll(...refs), false)).after;
    },
    async markAllRead(uid) {
      const unread = () => inbox(uid).where('read', '==', false).limit(CHUNK);
      for (;;) {
        const { after, found } = await markIn(uid, async (transaction) => (await transaction.get(unread())).docs, true);
        if (found < CHUNK) return after;
      }
    },
    async prune(before, keep) {
      const old = await sweep(() => db.collectionGroup('notifications').where('createdAt', '<', Timestamp.fromDate(before)));
      let capped = 0;
      const { docs: over } = await db.collection('notificationCounts').where('total', '>', keep).get();
      for (const counter of over) {
        // The oldest page (createdAt, then the id) and the count: notificationsToPrune picks the ones beyond `keep`.
        for (let total = Number(counter.get('total')); total > keep;) {
          const { docs } = await inbox(counter.id)
            .orderBy('createdAt', 'asc')
            .limit(Math.min(total - keep, CHUNK))
            .get();
          const oldest = docs.map((doc) => ({ id: doc.id, createdAt: (doc.get('createdAt') as Timestamp).toDate() }));
          const deleted = await deleteIn(
            counter.id,
            notificationsToPrune(oldest, total, before, keep).map((id) => inbox(counter.id).doc(id)),
          );
          if (!deleted) break;
          capped += deleted;
          total -= deleted;
        }
      }
      return old + capped;
    },
    async accountByEmail(email) {
      const { docs } = await db.collection('users').where('email', '==', email).limit(1).get();
      return docs[0]?.id ?? null;
    },
  };
}
