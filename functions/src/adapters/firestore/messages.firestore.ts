import { FieldPath, FieldValue, Timestamp, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { boardName } from '../../contracts/board-name.js';
import { CONSULTATION_THREAD_KIND, THREAD_FALLBACK_TITLES, threadId, THREAD_KINDS, type ThreadKind } from '../../contracts/messages.js';
import { CONSULTATIONS_COLLECTION } from '../../domain/consultations.js';
import {
  decideMarkRead,
  decideMessage,
  digestToTake,
  finishesDigest,
  takeDigest,
  type StoredDigest,
  type WaitingMessage,
} from '../../domain/message-writes.js';
import type { MessageRecord, ThreadRecord, Threads } from '../../ports/messages.port.js';
import { runTransaction } from './transaction.firestore.js';

/** The collection of each kind's subject documents. */
const SUBJECTS: Record<ThreadKind, string> = {
  review: 'reviews',
  [CONSULTATION_THREAD_KIND]: CONSULTATIONS_COLLECTION,
  project: 'projects',
};

/** The board a thread is about: the review's board, the consultation's first board, the project's first room. */
function subjectBoard(kind: ThreadKind, data: DocumentData): string {
  const named = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  if (kind === 'review') return named(data.boardTitle) ?? THREAD_FALLBACK_TITLES.review;
  if (kind === CONSULTATION_THREAD_KIND)
    return named(Array.isArray(data.boards) ? data.boards[0]?.title : null) ?? THREAD_FALLBACK_TITLES[CONSULTATION_THREAD_KIND];
  const room = Array.isArray(data.brief?.rooms) ? named(data.brief.rooms[0]?.function) : null;
  return room ? boardName({ functionName: room }) : THREAD_FALLBACK_TITLES.project;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): Date => (value instanceof Timestamp ? value.toDate() : new Date(0));
const record = <T>(value: unknown): Record<string, T> =>
  value && typeof value === 'object' ? (value as Record<string, T>) : ({} as Record<string, T>);

/** A waiting message as stored: its moment a Timestamp. */
type StoredWaiting = Omit<WaitingMessage, 'at'> & { at: Timestamp };

const waitingFrom = (value: unknown): WaitingMessage[] =>
  (Array.isArray(value) ? (value as StoredWaiting[]) : []).map((item) => ({ ...item, at: date(item.at) }));
const waitingDocument = (waiting: WaitingMessage[]): StoredWaiting[] =>
  waiting.map((item) => ({ ...item, at: Timestamp.fromDate(item.at) }));
const dateOrNull = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

function digestFrom(data: DocumentData): StoredDigest {
  const outgoing = data.outgoing as DocumentData | null | undefined;
  return {
    waiting: waitingFrom(data.waiting),
    dueAt: dateOrNull(data.dueAt),
    lastMailedAt: dateOrNull(data.lastMailedAt),
    seq: Number(data.seq) || 0,
    outgoing: outgoing ? { seq: Number(outgoing.seq), messages: waitingFrom(outgoing.messages) } : null,
  };
}

function messageFrom(id: string, data: DocumentData): MessageRecord {
  const picture = data.picture as { key?: unknown; width?: unknown; height?: unknown } | null | undefined;
  return {
    id,
    authorUid: str(data.authorUid),
    authorName: str(data.authorName),
    text: str(data.text),
    picture:
      picture && typeof picture.key === 'string'
        ? { path: str(data.picturePath), key: picture.key, width: Number(picture.width), height: Number(picture.height) }
        : null,
    createdAt: date(data.createdAt),
    ...(typeof data.clientKey === 'string' ? { clientKey: data.clientKey } : {}),
  };
}

function threadFrom(data: DocumentData): ThreadRecord {
  const last = record<unknown>(data.last);
  return {
    kind: THREAD_KINDS.includes(data.kind as ThreadKind) ? (data.kind as ThreadKind) : 'review',
    subjectId: str(data.subjectId),
    memberUid: str(data.memberUid),
    designerUid: typeof data.designerUid === 'string' ? data.designerUid : null,
    parties: Array.isArray(data.parties) ? data.parties.map(str) : [],
    names: record<string>(data.names),
    last: { excerpt: str(last.excerpt), authorUid: str(last.authorUid), at: date(data.lastAt) },
    unread: record<number>(data.unread),
  };
}

/**
 * `threads/{kind}_{id}` (sides, last message, unread counts, read marks) with `messages/{id}` under it, and
 * `messageDigests/{uid}` (a recipient's messages waiting to be mailed). The sides come from the subject document
 * (`reviews`, `bookings`, `projects`), read on every call: a claim or a revocation holds at once.
 */
export function firestoreThreads(db: Firestore): Threads {
  const threads = db.collection('threads');
  const digests = db.collection('messageDigests');
  const threadRef = (kind: ThreadKind, id: string) => threads.doc(threadId(kind, id));

  return {
    async parties(kind, subjectId) {
      const data = (await db.collection(SUBJECTS[kind]).doc(subjectId).get()).data();
      if (!data || typeof data.memberUid !== 'string') return null;
      const designerUid = typeof data.designerUid === 'string' ? data.designerUid : null;
      const designerName = designerUid && typeof data.designerName === 'string' && data.designerName ? data.designerName : null;
      return { memberUid: data.memberUid, designerUid, about: { board: subjectBoard(kind, data), designerName } };
    },

    async add(kind, subjectId, parties, message, at, recipient) {
      const ref = threadRef(kind, subjectId);
      const messageRef = ref.collection('messages').doc();
      const digestRef = recipient ? digests.doc(recipient.uid) : null;
      return runTransaction(db, async (tx) => {
        const [thread, digest] = await Promise.all([tx.get(ref), digestRef ? tx.get(digestRef) : Promise.resolve(null)]);
        const decision = decideMessage(
          { kind, subjectId, threadId: ref.id, parties, id: messageRef.id, ...message, hasPicture: message.picture !== null, at },
          recipient,
          { unread: record<number>(thread.data()?.unread), firstUnread: record<string>(thread.data()?.firstUnread) },
          digest?.exists ? digestFrom(digest.data()!) : null,
        );
        const createdAt = Timestamp.fromDate(at);
        tx.create(messageRef, {
          authorUid: message.authorUid,
          authorName: message.authorName,
          text: message.text,
          picture: message.picture ? { key: message.picture.key, width: message.picture.width, height: message.picture.height } : null,
          picturePath: message.picture?.path ?? null,
          createdAt,
          ...(message.clientKey ? { clientKey: message.clientKey } : {}),
        });
        const { last, ...change } = decision.thread;
        tx.set(ref, { ...change, last: { excerpt: last.excerpt, authorUid: last.authorUid }, lastAt: createdAt }, { merge: true });
        if (digestRef && decision.digest) {
          const { waiting, dueAt } = decision.digest;
          tx.set(digestRef, { waiting: waitingDocument(waiting), dueAt: Timestamp.fromDate(dueAt) }, { merge: true });
        }
        return { message: { ...message, id: messageRef.id, createdAt: at }, unreadBefore: decision.unreadBefore };
      });
    },

    async list(kind, subjectId, after, size) {
      let query: Query = threadRef(kind, subjectId)
        .collection('messages')
        .orderBy('createdAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.ms), after.id);
      const { docs } = await query.limit(size + 1).get();
      const items = docs.slice(0, size).map((doc) => messageFrom(doc.id, doc.data()));
      const last = items.at(-1);
      return { items, next: docs.length > size && last ? { ms: last.createdAt.getTime(), id: last.id } : null };
    },

    async message(kind, subjectId, messageId) {
      const doc = await threadRef(kind, subjectId).collection('messages').doc(messageId).get();
      return doc.exists ? messageFrom(doc.id, doc.data()!) : null;
    },

    async readUpTo(kind, subjectId, uid) {
      const read = record<unknown>((await threadRef(kind, subjectId).get()).data()?.readAt)[uid];
      return read instanceof Timestamp ? read.toDate() : null;
    },

    async markRead(kind, subjectId, uid) {
      const ref = threadRef(kind, subjectId);
      return runTransaction(db, async (tx) => {
        const data = (await tx.get(ref)).data();
        if (!data) return null;
        const { first, readAt } = decideMarkRead(
          { unread: record<number>(data.unread), firstUnread: record<string>(data.firstUnread) },
          uid,
          dateOrNull(data.lastAt),
        );
        tx.update(
          ref,
          new FieldPath('unread', uid),
          0,
          new FieldPath('readAt', uid),
          Timestamp.fromDate(readAt),
          new FieldPath('firstUnread', uid),
          FieldValue.delete(),
        );
        return first;
      });
    },

    async threadsOf(uid, after, size) {
      let query: Query = threads.where('parties', 'array-contains', uid).orderBy('lastAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.ms), after.id);
      const { docs } = await query.limit(size + 1).get();
      const items = docs.slice(0, size).map((doc) => threadFrom(doc.data()));
      const last = items.at(-1);
      return {
        items,
        next: docs.length > size && last ? { ms: last.last.at.getTime(), id: threadId(last.kind, last.subjectId) } : null,
      };
    },

    async dueDigests(now, limit) {
      const [due, outgoing] = await Promise.all([
        digests.where('dueAt', '<=', Timestamp.fromDate(now)).orderBy('dueAt').limit(limit).select().get(),
        digests.where('outgoing', '!=', null).limit(limit).select().get(),
      ]);
      return [...new Set([...outgoing.docs, ...due.docs].map((doc) => doc.id))].slice(0, limit);
    },

    async takeDigest(uid, now) {
      const ref = digests.doc(uid);
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        const digest = snapshot.exists ? digestFrom(snapshot.data()!) : null;
        const step = digestToTake(uid, digest, now);
        if (step.kind === 'nothing') return null;
        if (step.kind === 'again') return step.batch;
        const threadDocs = step.threadIds.length ? await tx.getAll(...step.threadIds.map((id) => threads.doc(id))) : [];
        const readAt = new Map(threadDocs.map((doc) => [doc.id, dateOrNull(record<unknown>(doc.data()?.readAt)[uid])]));
        const taken = takeDigest(uid, digest!, readAt, now);
        const { waiting, seq, outgoing, lastMailedAt } = taken.digest;
        tx.set(
          ref,
          {
            waiting: waitingDocument(waiting),
            dueAt: null,
            seq,
            outgoing: outgoing && { seq: outgoing.seq, messages: waitingDocument(outgoing.messages) },
            lastMailedAt: lastMailedAt && Timestamp.fromDate(lastMailedAt),
          },
          { merge: true },
        );
        return taken.batch;
      });
    },

    async finishDigest(uid, seq) {
      const ref = digests.doc(uid);
      await runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (snapshot.exists && finishesDigest(digestFrom(snapshot.data()!), seq)) tx.update(ref, { outgoing: null });
      });
    },
  };
}
