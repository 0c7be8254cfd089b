import { FieldPath, FieldValue, Timestamp, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { boardName } from '../../contracts/board-name.js';
import { THREAD_FALLBACK_TITLES, threadId, THREAD_KINDS, type ThreadKind } from '../../contracts/messages.js';
import { DIGEST_EXCERPT_LENGTH, digestDueAt } from '../../domain/messages.js';
import { excerpt } from '../../domain/notifications.js';
import type { DigestBatch, MessageRecord, ThreadRecord, Threads } from '../../ports/messages.port.js';

/** The collection of each kind's subject documents. */
const SUBJECTS: Record<ThreadKind, string> = { review: 'reviews', booking: 'bookings', project: 'projects' };

/** The board a thread is about: the review's board, the consultation's first board, the project's first room. */
function subjectBoard(kind: ThreadKind, data: DocumentData): string {
  const named = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  if (kind === 'review') return named(data.boardTitle) ?? THREAD_FALLBACK_TITLES.review;
  if (kind === 'booking') return named(Array.isArray(data.boards) ? data.boards[0]?.title : null) ?? THREAD_FALLBACK_TITLES.booking;
  const room = Array.isArray(data.brief?.rooms) ? named(data.brief.rooms[0]?.function) : null;
  return room ? boardName({ functionName: room }) : THREAD_FALLBACK_TITLES.project;
}

/** A digest keeps at most this many waiting messages (the newest); a busier recipient reads the rest in the app. */
const DIGEST_KEEP = 100;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): Date => (value instanceof Timestamp ? value.toDate() : new Date(0));
const record = <T>(value: unknown): Record<string, T> =>
  value && typeof value === 'object' ? (value as Record<string, T>) : ({} as Record<string, T>);

interface Waiting {
  threadId: string;
  kind: ThreadKind;
  subjectId: string;
  messageId: string;
  authorName: string;
  text: string;
  hasPicture: boolean;
  at: Timestamp;
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

function batchFrom(uid: string, outgoing: DocumentData): DigestBatch {
  const messages = (Array.isArray(outgoing.messages) ? outgoing.messages : []) as Waiting[];
  return {
    uid,
    seq: Number(outgoing.seq),
    messages: messages.map((item) => ({
      kind: item.kind,
      subjectId: item.subjectId,
      authorName: item.authorName,
      text: item.text,
      hasPicture: item.hasPicture,
      at: date(item.at),
    })),
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
      return db.runTransaction(async (tx) => {
        const [thread, digest] = await Promise.all([tx.get(ref), digestRef ? tx.get(digestRef) : Promise.resolve(null)]);
        const unread = record<number>(thread.data()?.unread);
        const unreadBefore = recipient ? (unread[recipient.uid] ?? 0) : 0;
        const createdAt = Timestamp.fromDate(at);
        tx.create(messageRef, {
          authorUid: message.authorUid,
          authorName: message.authorName,
          text: message.text,
          picture: message.picture ? { key: message.picture.key, width: message.picture.width, height: message.picture.height } : null,
          picturePath: message.picture?.path ?? null,
          createdAt,
        });
        tx.set(
          ref,
          {
            kind,
            subjectId,
            memberUid: parties.memberUid,
            designerUid: parties.designerUid,
            parties: [parties.memberUid, ...(parties.designerUid ? [parties.designerUid] : [])],
            names: { ...recipient?.names, [message.authorUid]: message.authorName },
            last: { excerpt: excerpt(message.text || 'A picture'), authorUid: message.authorUid },
            lastAt: createdAt,
            ...(recipient
              ? {
                  unread: { [recipient.uid]: unreadBefore + 1 },
                  ...(unreadBefore === 0 ? { firstUnread: { [recipient.uid]: messageRef.id } } : {}),
                }
              : {}),
          },
          { merge: true },
        );
        if (recipient && digestRef && digest) {
          const data = digest.data() ?? {};
          const waiting = (Array.isArray(data.waiting) ? data.waiting : []) as Waiting[];
          const entry: Waiting = {
            threadId: ref.id,
            kind,
            subjectId,
            messageId: messageRef.id,
            authorName: message.authorName,
            text: excerpt(message.text, DIGEST_EXCERPT_LENGTH),
            hasPicture: message.picture !== null,
            at: createdAt,
          };
          const lastMailedAt = data.lastMailedAt instanceof Timestamp ? data.lastMailedAt.toDate() : null;
          const dueAt =
            data.dueAt instanceof Timestamp ? data.dueAt : Timestamp.fromDate(digestDueAt(at, lastMailedAt, recipient.mailIntervalMs));
          tx.set(digestRef, { waiting: [...waiting, entry].slice(-DIGEST_KEEP), dueAt }, { merge: true });
        }
        return { message: { ...message, id: messageRef.id, createdAt: at }, unreadBefore };
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
      return db.runTransaction(async (tx) => {
        const data = (await tx.get(ref)).data();
        if (!data) return null;
        const first = (record<number>(data.unread)[uid] ?? 0) > 0 ? (record<string>(data.firstUnread)[uid] ?? null) : null;
        tx.update(
          ref,
          new FieldPath('unread', uid),
          0,
          new FieldPath('readAt', uid),
          data.lastAt ?? Timestamp.fromMillis(0),
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
      return db.runTransaction(async (tx) => {
        const data = (await tx.get(ref)).data();
        if (!data) return null;
        if (data.outgoing) return batchFrom(uid, data.outgoing as DocumentData);
        if (!(data.dueAt instanceof Timestamp) || data.dueAt.toMillis() > now.getTime()) return null;
        const waiting = (Array.isArray(data.waiting) ? data.waiting : []) as Waiting[];
        const threadIds = [...new Set(waiting.map((item) => item.threadId))];
        const threadDocs = threadIds.length ? await tx.getAll(...threadIds.map((id) => threads.doc(id))) : [];
        const readAt = new Map(threadDocs.map((doc) => [doc.id, record<unknown>(doc.data()?.readAt)[uid]]));
        const unread = waiting.filter((item) => {
          const read = readAt.get(item.threadId);
          return !(read instanceof Timestamp) || read.toMillis() < item.at.toMillis();
        });
        const seq = (Number(data.seq) || 0) + 1;
        const outgoing = { seq, messages: unread };
        tx.set(
          ref,
          { waiting: [], dueAt: null, seq, outgoing, ...(unread.length ? { lastMailedAt: Timestamp.fromDate(now) } : {}) },
          { merge: true },
        );
        return batchFrom(uid, outgoing);
      });
    },

    async finishDigest(uid, seq) {
      const ref = digests.doc(uid);
      await db.runTransaction(async (tx) => {
        const outgoing = (await tx.get(ref)).data()?.outgoing as { seq?: unknown } | null | undefined;
        if (outgoing && Number(outgoing.seq) === seq) tx.update(ref, { outgoing: null });
      });
    },
  };
}
