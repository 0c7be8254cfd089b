// What a message's transactions write (ports/messages.port.ts): the adapter (Firestore or the memory fake) reads the
// thread and the recipient's mail digest, calls one of these, and writes exactly what it answers.
import type { ThreadKind } from '../contracts/messages.js';
import { DIGEST_EXCERPT_LENGTH, digestDueAt } from './messages.js';
import { excerpt } from './notifications.js';

/** A digest keeps at most this many waiting messages (the newest); a busier recipient reads the rest in the app. */
export const DIGEST_KEEP = 100;

/** A message waiting in its recipient's digest to be mailed. */
export interface WaitingMessage {
  threadId: string;
  kind: ThreadKind;
  subjectId: string;
  messageId: string;
  authorName: string;
  /** The words as the mail quotes them (DIGEST_EXCERPT_LENGTH). */
  text: string;
  hasPicture: boolean;
  at: Date;
}

/** `messageDigests/{uid}`: the messages waiting, when they are due, the last mail, and the batch being mailed. */
export interface StoredDigest {
  waiting: WaitingMessage[];
  dueAt: Date | null;
  lastMailedAt: Date | null;
  seq: number;
  outgoing: { seq: number; messages: WaitingMessage[] } | null;
}

/** One mail's worth of a recipient's unread messages, claimed by the sweep. */
export interface DigestBatch {
  uid: string;
  /** The recipient's batch number: the mail's id, so queueing it again queues nothing. */
  seq: number;
  messages: Array<{ kind: ThreadKind; subjectId: string; authorName: string; text: string; hasPicture: boolean; at: Date }>;
}

/** What a thread holds that its rules read: each side's unread count, and the first of those unread. */
interface ThreadMarks {
  unread: Record<string, number>;
  firstUnread: Record<string, string>;
}

/** A thread's own fields: its subject, its two sides and their names, the last message. */
export interface ThreadHead {
  kind: ThreadKind;
  subjectId: string;
  memberUid: string;
  designerUid: string | null;
  /** Both sides' uids, for the list of a member's threads. */
  parties: string[];
  names: Record<string, string>;
  last: { excerpt: string; authorUid: string; at: Date };
}

/** What a new message changes on its thread; each map is merged into the stored one, key by key. */
interface ThreadChange extends ThreadHead {
  /** Only with a recipient: their count, one more. */
  unread?: Record<string, number>;
  /** Only when the recipient had nothing unread: this message is their first unread one. */
  firstUnread?: Record<string, string>;
}

interface NewThreadMessage {
  kind: ThreadKind;
  subjectId: string;
  threadId: string;
  parties: { memberUid: string; designerUid: string | null };
  id: string;
  authorUid: string;
  authorName: string;
  text: string;
  hasPicture: boolean;
  at: Date;
}

/**
 * A message added: the thread's sides, names and last message, the recipient's unread count one more (this message their
 * first unread when they had none), and the message waiting in the recipient's digest, due by `digestDueAt` when
 * nothing was waiting, the newest DIGEST_KEEP kept. Without a recipient (no designer yet) no count and no digest change.
 */
export function decideMessage(
  message: NewThreadMessage,
  recipient: { uid: string; names: Record<string, string>; mailIntervalMs: number } | null,
  thread: ThreadMarks | null,
  digest: Pick<StoredDigest, 'waiting' | 'dueAt' | 'lastMailedAt'> | null,
): { thread: ThreadChange; digest: { waiting: WaitingMessage[]; dueAt: Date } | null; unreadBefore: number } {
  const { memberUid, designerUid } = message.parties;
  const change: ThreadChange = {
    kind: message.kind,
    subjectId: message.subjectId,
    memberUid,
    designerUid,
    parties: [memberUid, ...(designerUid ? [designerUid] : [])],
    names: { ...recipient?.names, [message.authorUid]: message.authorName },
    last: { excerpt: excerpt(message.text || 'A picture'), authorUid: message.authorUid, at: message.at },
  };
  if (!recipient) return { thread: change, digest: null, unreadBefore: 0 };
  const unreadBefore = thread?.unread[recipient.uid] ?? 0;
  change.unread = { [recipient.uid]: unreadBefore + 1 };
  if (unreadBefore === 0) change.firstUnread = { [recipient.uid]: message.id };
  const waiting: WaitingMessage = {
    threadId: message.threadId,
    kind: message.kind,
    subjectId: message.subjectId,
    messageId: message.id,
    authorName: message.authorName,
    text: excerpt(message.text, DIGEST_EXCERPT_LENGTH),
    hasPicture: message.hasPicture,
    at: message.at,
  };
  return {
    thread: change,
    digest: {
      waiting: [...(digest?.waiting ?? []), waiting].slice(-DIGEST_KEEP),
      dueAt: digest?.dueAt ?? digestDueAt(message.at, digest?.lastMailedAt ?? null, recipient.mailIntervalMs),
    },
    unreadBefore,
  };
}

/**
 * `uid` reads the thread: their count goes to 0 and they have read up to its last message (`lastAt`; never written: the
 * epoch). Answers the message that was their first unread one (its notification goes), or null when none was unread.
 */
export function decideMarkRead(thread: ThreadMarks, uid: string, lastAt: Date | null): { first: string | null; readAt: Date } {
  const first = (thread.unread[uid] ?? 0) > 0 ? (thread.firstUnread[uid] ?? null) : null;
  return { first, readAt: lastAt ?? new Date(0) };
}

/** Whether the sweep takes up the recipient's digest at `now`: a batch left outgoing, or waiting messages due. */
export const digestIsDue = (digest: Pick<StoredDigest, 'dueAt' | 'outgoing'>, now: Date): boolean =>
  digest.outgoing !== null || (digest.dueAt !== null && digest.dueAt <= now);

const batchOf = (uid: string, seq: number, messages: WaitingMessage[]): DigestBatch => ({
  uid,
  seq,
  messages: messages.map(({ kind, subjectId, authorName, text, hasPicture, at }) => ({
    kind,
    subjectId,
    authorName,
    text,
    hasPicture,
    at,
  })),
});

/**
 * The first step of taking a digest: nothing (none stored, or not due), the batch a run that stopped left outgoing (handed
 * back as it was), or due: read these threads' read marks, then `takeDigest`.
 */
export function digestToTake(
  uid: string,
  digest: StoredDigest | null,
  now: Date,
): { kind: 'nothing' } | { kind: 'again'; batch: DigestBatch } | { kind: 'due'; threadIds: string[] } {
  if (!digest) return { kind: 'nothing' };
  if (digest.outgoing) return { kind: 'again', batch: batchOf(uid, digest.outgoing.seq, digest.outgoing.messages) };
  if (!digest.dueAt || digest.dueAt > now) return { kind: 'nothing' };
  return { kind: 'due', threadIds: [...new Set(digest.waiting.map((item) => item.threadId))] };
}

/**
 * Takes a due digest: the waiting messages still unread (`readAt`: the recipient's read mark of each thread) become the
 * next batch, kept outgoing until it is finished; the waiting list empties, and a batch with messages notes `now` as
 * the last mail (the next waits the interval).
 */
export function takeDigest(
  uid: string,
  digest: StoredDigest,
  readAt: ReadonlyMap<string, Date | null>,
  now: Date,
): { batch: DigestBatch; digest: StoredDigest } {
  const unread = digest.waiting.filter((item) => {
    const read = readAt.get(item.threadId) ?? null;
    return !read || read < item.at;
  });
  const seq = digest.seq + 1;
  return {
    batch: batchOf(uid, seq, unread),
    digest: { waiting: [], dueAt: null, seq, outgoing: { seq, messages: unread }, lastMailedAt: unread.length ? now : digest.lastMailedAt },
  };
}

/** The batch's mail is queued: it is forgotten, unless another batch has been taken since. */
export const finishesDigest = (digest: Pick<StoredDigest, 'outgoing'> | null, seq: number): boolean => digest?.outgoing?.seq === seq;
