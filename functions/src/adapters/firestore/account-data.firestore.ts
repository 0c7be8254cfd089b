import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Query } from 'firebase-admin/firestore';
import { UID_HOLDERS } from '../../domain/account-data.js';
import type { AccountData } from '../../ports/account-data.port.js';
import { isDocumentId } from './document-id.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const PAGE = 200;

/** The documents a query finds, all of them, a page at a time. */
async function allOf(query: Query): Promise<FirebaseFirestore.QueryDocumentSnapshot[]> {
  const found: FirebaseFirestore.QueryDocumentSnapshot[] = [];
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    found.push(...page.docs);
    last = page.docs.at(-1);
    if (page.size < PAGE) return found;
  }
}

/** Stored values as JSON: timestamps as ISO strings. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

const withId = (doc: FirebaseFirestore.DocumentSnapshot) => ({ id: doc.id, ...(plain(doc.data()) as Record<string, unknown>) });

/** Reads and sweeps what names a member, by the registry in domain/account-data.ts. */
export function firestoreAccountData(db: Firestore): AccountData {
  const byField = (collection: string, field: string, uid: string) =>
    allOf(db.collection(collection).where(field, '==', uid).orderBy('__name__'));

  /** Deletes `refs` with their subcollections; a notification also takes itself out of its receiver's counts. */
  async function remove(refs: DocumentReference[]): Promise<number> {
    for (const ref of refs) await db.recursiveDelete(ref);
    return refs.length;
  }

  /** Deletes the document and its subcollections when either exists. */
  async function removeIfAny(ref: DocumentReference): Promise<number> {
    const [snapshot, subcollections] = await Promise.all([ref.get(), ref.listCollections()]);
    return snapshot.exists || subcollections.length ? remove([ref]) : 0;
  }

  /** Documents of a collection group (e.g. messages in others' threads) whose `fields` name the member. */
  async function removeInGroup(group: string, fields: string[], uid: string): Promise<number> {
    let removed = 0;
    for (const field of fields) {
      removed += await remove((await allOf(db.collectionGroup(group).where(field, '==', uid).orderBy('__name__'))).map((doc) => doc.ref));
    }
    return removed;
  }

  async function removeNotifications(uid: string): Promise<number> {
    const docs = await allOf(db.collectionGroup('notifications').where('actor.id', '==', uid).orderBy('__name__'));
    for (const doc of docs) {
      const receiver = doc.ref.parent.parent;
      await runTransaction(db, async (tx) => {
        const fresh = await tx.get(doc.ref);
        if (!fresh.exists) return;
        tx.delete(doc.ref);
        if (receiver && receiver.id !== uid) {
          const unread = fresh.get('read') === true ? 0 : 1;
          tx.set(
            db.collection('notificationCounts').doc(receiver.id),
            { unread: FieldValue.increment(-unread), total: FieldValue.increment(-1) },
            { merge: true },
          );
        }
      });
    }
    return docs.length;
  }

  return {
    async ownedBoardIds(uid) {
      return (await byField('boards', 'ownerUid', uid)).map((doc) => doc.id);
    },
    async likedBoardIds(uid) {
      return (await byField('likes', 'uid', uid)).map((doc) => String(doc.get('boardId')));
    },
    async follows(uid) {
      const [following, followers] = await Promise.all([byField('follows', 'followerUid', uid), byField('follows', 'followeeUid', uid)]);
      return [...following, ...followers].map((doc) => ({
        followerUid: String(doc.get('followerUid')),
        followeeUid: String(doc.get('followeeUid')),
      }));
    },
    async comments(uid) {
      return (await byField('comments', 'authorUid', uid)).map(withId);
    },
    async documentsNaming(collection, field, uid) {
      return (await byField(collection, field, uid)).map(withId);
    },
    async unsavedGenerations(uid) {
      return (await byField('generations', 'ownerUid', uid))
        .filter((doc) => !doc.get('savedBoardId'))
        .map((doc) => ({ id: doc.id, imagePath: typeof doc.get('imagePath') === 'string' ? String(doc.get('imagePath')) : null }));
    },
    async messagePictures(uid) {
      // What the sweep deletes: the member's threads with their messages, and the member's messages in other threads.
      const threads = await byField('threads', 'memberUid', uid);
      const theirThreads = new Set(threads.map((doc) => doc.id));
      const going = [...(await allOf(db.collectionGroup('messages').where('authorUid', '==', uid).orderBy('__name__')))];
      for (const thread of threads) going.push(...(await allOf(thread.ref.collection('messages').orderBy('__name__'))));
      const paths = new Set(
        going.map((doc) => doc.get('picturePath')).filter((path): path is string => typeof path === 'string' && path !== ''),
      );
      // Pictures are named by content: the same photo sent in a thread that stays keeps its file.
      const stays = (doc: FirebaseFirestore.QueryDocumentSnapshot) =>
        doc.get('authorUid') !== uid && !theirThreads.has(doc.ref.parent.parent?.id ?? '');
      const theirs: string[] = [];
      for (const path of paths) {
        const users = await allOf(db.collectionGroup('messages').where('picturePath', '==', path).orderBy('__name__'));
        if (!users.some(stays)) theirs.push(path);
      }
      return theirs;
    },
    async avatarUsedByOthers(uid, path) {
      const [current, earlier] = await Promise.all([
        db.collection('users').where('imagePath', '==', path).limit(2).get(),
        db.collection('users').where('avatarPaths', 'array-contains', path).limit(2).get(),
      ]);
      return [...current.docs, ...earlier.docs].some((doc) => doc.id !== uid);
    },
    async sweep(uid, email) {
      if (!isDocumentId(uid)) throw new Error(`not a member id: ${uid}`);
      const removed: Record<string, number> = {};
      const count = (collection: string, n: number) => {
        if (n) removed[collection] = (removed[collection] ?? 0) + n;
      };
      for (const holder of UID_HOLDERS) {
        if (holder.group) {
          const removed =
            holder.collection === 'notifications'
              ? await removeNotifications(uid)
              : await removeInGroup(holder.collection, holder.fields ?? [], uid);
          count(holder.collection, removed);
          continue;
        }
        const collection = db.collection(holder.collection);
        for (const { uidField, nameField } of holder.detach ?? []) {
          const credited = await byField(holder.collection, uidField, uid);
          for (const doc of credited) await doc.ref.update({ [uidField]: '', [nameField]: '' });
          count(`${holder.collection} (detached)`, credited.length);
        }
        for (const field of holder.fields ?? [])
          count(holder.collection, await remove((await byField(holder.collection, field, uid)).map((doc) => doc.ref)));
        const ids = [...(holder.idPrefixes ?? []).map((prefix) => `${prefix}${uid}`), ...(holder.byId ? [uid] : [])];
        for (const id of ids) count(holder.collection, await removeIfAny(collection.doc(id)));
      }
      if (email) {
        const invites = await allOf(db.collection('boardInvites').where('email', '==', email.toLowerCase()).orderBy('__name__'));
        count('boardInvites', await remove(invites.map((doc) => doc.ref)));
      }
      return removed;
    },
  };
}
