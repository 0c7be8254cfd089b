import type { ThreadKind } from '../contracts/messages.js';
import type { DigestBatch, ThreadHead } from '../domain/message-writes.js';
import type { ListCursor } from '../domain/page-cursor.js';

// A digest's batch is the domain's (takeDigest in domain/message-writes.ts): both implementations apply it.
export type { DigestBatch } from '../domain/message-writes.js';

/** The two sides of a review, consultation or project, as its document names them. */
export interface ThreadParties {
  memberUid: string;
  /** Null until a designer claims or takes the work. */
  designerUid: string | null;
  /** What the subject document names: absent where a caller builds the sides itself. */
  about?: ThreadAbout;
}

/** What a thread is about, as its subject document names it. */
interface ThreadAbout {
  /** The board's name (contracts/board-name.ts): the reviewed board, the consultation's first board, the project's room. */
  board: string;
  /** The designer's public name (their designer profile's), once a designer took the work. */
  designerName: string | null;
}

export interface MessageRecord {
  id: string;
  authorUid: string;
  authorName: string;
  text: string;
  /** A picture kept as a private file (`message-pictures/...`), loaded with `key`. */
  picture: { path: string; key: string; width: number; height: number } | null;
  createdAt: Date;
  /** The sender's app's key for it (contracts/messages.ts `client_key`), kept for the listener's copy. */
  clientKey?: string;
}

export type NewMessage = Omit<MessageRecord, 'id' | 'createdAt'>;

/** `threads/{kind}_{id}`: who is in it, the last message and each side's unread count. */
export interface ThreadRecord extends ThreadHead {
  unread: Record<string, number>;
}

export interface Threads {
  /** The subject's two sides, or null when there is no such review, consultation or project. */
  parties(kind: ThreadKind, subjectId: string): Promise<ThreadParties | null>;
  /**
   * Adds the message, in one transaction with the thread (its sides, last message and the recipient's unread count)
   * and the recipient's mail digest, as `decideMessage` (domain/message-writes.ts) says. Answers the message and
   * the recipient's unread count in this thread before it.
   */
  add(
    kind: ThreadKind,
    subjectId: string,
    parties: ThreadParties,
    message: NewMessage,
    at: Date,
    recipient: { uid: string; names: Record<string, string>; mailIntervalMs: number } | null,
  ): Promise<{ message: MessageRecord; unreadBefore: number }>;
  /** Newest first, then the higher id. */
  list(
    kind: ThreadKind,
    subjectId: string,
    after: ListCursor | null,
    size: number,
  ): Promise<{ items: MessageRecord[]; next: ListCursor | null }>;
  message(kind: ThreadKind, subjectId: string, messageId: string): Promise<MessageRecord | null>;
  /** When `uid` last read the thread: the time of the latest message then (null: never). */
  readUpTo(kind: ThreadKind, subjectId: string, uid: string): Promise<Date | null>;
  /** Sets `uid`'s unread count to 0; answers the id of the first message that was unread (its notification), or null. */
  markRead(kind: ThreadKind, subjectId: string, uid: string): Promise<string | null>;
  /** The threads `uid` is a side of, the latest message first. */
  threadsOf(uid: string, after: ListCursor | null, size: number): Promise<{ items: ThreadRecord[]; next: ListCursor | null }>;
  /** Recipients whose digest holds messages and is due at `now`, at most `limit`. */
  dueDigests(now: Date, limit: number): Promise<string[]>;
  /**
   * In one transaction: takes the recipient's waiting messages that are still unread (read ones are dropped), marks
   * them mailed, notes `now` as the last mail (the next waits the interval), and keeps the batch as `outgoing` until
   * `finishDigest`. A batch left outgoing by a run that stopped is handed back as it was. Null when nothing is due.
   */
  takeDigest(uid: string, now: Date): Promise<DigestBatch | null>;
  /** The batch's mail is queued: forget it. */
  finishDigest(uid: string, seq: number): Promise<void>;
}
