// In-memory fake of the threads port: it loads and stores, and domain/message-writes.ts decides what a message, a read
// and a digest's mail change, as in the Firestore adapter.
import { threadId } from '../contracts/messages.js';
import {
  decideMarkRead,
  decideMessage,
  digestIsDue,
  digestToTake,
  finishesDigest,
  takeDigest,
  type StoredDigest,
} from '../domain/message-writes.js';
import type { MessageRecord, ThreadParties, ThreadRecord, Threads } from '../ports/messages.port.js';
import { newestPage } from './memory-community.js';

export function memoryThreads(): Threads & {
  subjects: Map<string, ThreadParties>;
  threads: Map<string, ThreadRecord & { readAt: Record<string, Date>; firstUnread: Record<string, string> }>;
  messages: Map<string, MessageRecord[]>;
  digests: Map<string, StoredDigest>;
} {
  const subjects = new Map<string, ThreadParties>();
  const threads = new Map<string, ThreadRecord & { readAt: Record<string, Date>; firstUnread: Record<string, string> }>();
  const messages = new Map<string, MessageRecord[]>();
  const digests = new Map<string, StoredDigest>();
  let next = 0;
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
      const decision = decideMessage(
        { kind, subjectId, threadId: key, parties, id: record.id, ...message, hasPicture: message.picture !== null, at },
        recipient,
        before ?? null,
        recipient ? (digests.get(recipient.uid) ?? null) : null,
      );
      const change = decision.thread;
      const thread = {
        ...change,
        names: { ...before?.names, ...change.names },
        unread: { ...before?.unread, ...change.unread },
        readAt: { ...before?.readAt },
        firstUnread: { ...before?.firstUnread, ...change.firstUnread },
      };
      if (recipient && decision.digest) {
        const digest = digests.get(recipient.uid) ?? { waiting: [], dueAt: null, lastMailedAt: null, seq: 0, outgoing: null };
        digests.set(recipient.uid, { ...digest, ...decision.digest });
      }
      threads.set(key, thread);
      return { message: structuredClone(record), unreadBefore: decision.unreadBefore };
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
      const { first, readAt } = decideMarkRead(thread, uid, thread.last.at);
      thread.unread[uid] = 0;
      delete thread.firstUnread[uid];
      thread.readAt[uid] = readAt;
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
      // As the port reads a thread: without the read marks it keeps.
      const items = shown.map(({ readAt: _readAt, firstUnread: _firstUnread, ...thread }) => structuredClone(thread));
      return { items, next: nextCursor };
    },
    async dueDigests(now, limit) {
      return [...digests.entries()]
        .filter(([, digest]) => digestIsDue(digest, now))
        .map(([uid]) => uid)
        .slice(0, limit);
    },
    async takeDigest(uid, now) {
      const digest = digests.get(uid) ?? null;
      const step = digestToTake(uid, digest, now);
      if (step.kind === 'nothing') return null;
      if (step.kind === 'again') return step.batch;
      const readAt = new Map(step.threadIds.map((id) => [id, threads.get(id)?.readAt[uid] ?? null]));
      const taken = takeDigest(uid, digest!, readAt, now);
      digests.set(uid, taken.digest);
      return structuredClone(taken.batch);
    },
    async finishDigest(uid, seq) {
      const digest = digests.get(uid);
      if (digest && finishesDigest(digest, seq)) digest.outgoing = null;
    },
  };
}
