// In-memory fake of the threads port, with the Firestore adapter's rules: unread counts and the mail digest change
// with each message, a digest is taken once and handed back until it is finished.
import { threadId, type ThreadKind } from '../contracts/messages.js';
import { DIGEST_EXCERPT_LENGTH, digestDueAt } from '../domain/messages.js';
import { excerpt } from '../domain/notifications.js';
import type { DigestBatch, MessageRecord, ThreadParties, ThreadRecord, Threads } from '../ports/messages.port.js';
import { newestPage } from './memory-community.js';

interface Waiting {
  threadId: string;
  kind: ThreadKind;
  subjectId: string;
  messageId: string;
  authorName: string;
  text: string;
  hasPicture: boolean;
  at: Date;
}

interface Digest {
  waiting: Waiting[];
  dueAt: Date | null;
  lastMailedAt: Date | null;
  seq: number;
  outgoing: DigestBatch | null;
}

export function memoryThreads(): Threads & {
  subjects: Map<string, ThreadParties>;
  threads: Map<string, ThreadRecord & { readAt: Record<string, Date>; firstUnread: Record<string, string> }>;
  messages: Map<string, MessageRecord[]>;
  digests: Map<string, Digest>;
} {
  const subjects = new Map<string, ThreadParties>();
  const threads = new Map<string, ThreadRecord & { readAt: Record<string, Date>; firstUnread: Record<string, string> }>();
  const messages = new Map<string, MessageRecord[]>();
  const digests = new Map<string, Digest>();
  let next = 0;
  const digestOf = (uid: string) =>
    digests.get(uid) ?? digests.set(uid, { waiting: [], dueAt: null, lastMailedAt: null, seq: 0, outgoing: null }).get(uid)!;
  return {
    subjects,
    threads,
    messages,
    digests,
    async parties(kind, subjectId) {
      return structuredClone(subjects.get(threadId(kind, subjectId)) ?? null);
    },
    async add(kind, subjectId, parties, message, at, recipient) {
      const key = threadId(kind, subjectId);
      const record: MessageRecord = { ...structuredClone(message), id: `m${String(++next).padStart(6, '0')}`, createdAt: at };
      messages.set(key, [...(messages.get(key) ?? []), record]);
      const before = threads.get(key);
      const thread = {
        kind,
        subjectId,
        memberUid: parties.memberUid,
        designerUid: parties.designerUid,
        parties: [parties.memberUid, ...(parties.designerUid ? [parties.designerUid] : [])],
        names: { ...before?.names, ...recipient?.names, [message.authorUid]: message.authorName },
        last: { excerpt: excerpt(message.text || 'A picture'), authorUid: message.authorUid, at },
        unread: { ...before?.unread },
        readAt: { ...before?.readAt },
        firstUnread: { ...before?.firstUnread },
      };
      let unreadBefore = 0;
      if (recipient) {
        unreadBefore = thread.unread[recipient.uid] ?? 0;
        thread.unread[recipient.uid] = unreadBefore + 1;
        if (unreadBefore === 0) thread.firstUnread[recipient.uid] = record.id;
        const digest = digestOf(recipient.uid);
        digest.waiting.push({
          threadId: key,
          kind,
          subjectId,
          messageId: record.id,
          authorName: message.authorName,
          text: excerpt(message.text, DIGEST_EXCERPT_LENGTH),
          hasPicture: message.picture !== null,
          at,
        });
        digest.dueAt ??= digestDueAt(at, digest.lastMailedAt, recipient.mailIntervalMs);
      }
      threads.set(key, thread);
      return { message: structuredClone(record), unreadBefore };
    },
    async list(kind, subjectId, after, size) {
      const all = [...(messages.get(threadId(kind, subjectId)) ?? [])];
      const { shown, next: nextCursor } = newestPage(all, (item) => ({ ms: item.createdAt.getTime(), id: item.id }), after, size);
      return { items: structuredClone(shown), next: nextCursor };
    },
    async message(kind, subjectId, messageId) {
      return structuredClone((messages.get(threadId(kind, subjectId)) ?? []).find((item) => item.id === messageId) ?? null);
    },
    async readUpTo(kind, subjectId, uid) {
      return threads.get(threadId(kind, subjectId))?.readAt[uid] ?? null;
    },
    async markRead(kind, subjectId, uid) {
      const thread = threads.get(threadId(kind, subjectId));
      if (!thread) return null;
      const first = (thread.unread[uid] ?? 0) > 0 ? (thread.firstUnread[uid] ?? null) : null;
      thread.unread[uid] = 0;
      delete thread.firstUnread[uid];
      thread.readAt[uid] = messages.get(threadId(kind, subjectId))?.at(-1)?.createdAt ?? new Date(0);
      return first;
    },
    async threadsOf(uid, after, size) {
      const mine = [...threads.values()].filter((thread) => thread.parties.includes(uid));
      const { shown, next: nextCursor } = newestPage(
        mine,
        (item) => ({ ms: item.last.at.getTime(), id: threadId(item.kind, item.subjectId) }),
        after,
        size,
      );
      return { items: structuredClone(shown), next: nextCursor };
    },
    async dueDigests(now, limit) {
      return [...digests.entries()]
        .filter(([, digest]) => digest.outgoing || (digest.dueAt && digest.dueAt <= now))
        .map(([uid]) => uid)
        .slice(0, limit);
    },
    async takeDigest(uid, now) {
      const digest = digests.get(uid);
      if (!digest) return null;
      if (digest.outgoing) return structuredClone(digest.outgoing);
      if (!digest.dueAt || digest.dueAt > now) return null;
      const unread = digest.waiting.filter((item) => {
        const readAt = threads.get(item.threadId)?.readAt[uid];
        return !readAt || readAt < item.at;
      });
      digest.seq += 1;
      digest.outgoing = {
        uid,
        seq: digest.seq,
        messages: unread.map(({ kind, subjectId, authorName, text, hasPicture, at }) => ({
          kind,
          subjectId,
          authorName,
          text,
          hasPicture,
          at,
        })),
      };
      digest.waiting = [];
      digest.dueAt = null;
      if (unread.length) digest.lastMailedAt = now;
      return structuredClone(digest.outgoing);
    },
    async finishDigest(uid, seq) {
      const digest = digests.get(uid);
      if (digest?.outgoing?.seq === seq) digest.outgoing = null;
    },
  };
}
