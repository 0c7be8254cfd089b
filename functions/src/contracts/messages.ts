import { z } from 'zod';
import { cursorParam } from './cursor-param.js';

/**
 * Messages between a member and their designer: one thread on each review, consultation and project
 * (`threads/{kind}_{id}/messages/{messageId}`). The thread's two sides are the subject document's `memberUid` and
 * `designerUid`; nobody else reads it, and the API alone writes it.
 */
/** A consultation's thread kind keeps the old word: it is in stored thread ids (`booking_{id}`), the rules and the URLs. */
export const CONSULTATION_THREAD_KIND = 'booking';
export const THREAD_KINDS = ['review', CONSULTATION_THREAD_KIND, 'project'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

export const MESSAGE_MAX_LENGTH = 2000;
const MESSAGES_PAGE_SIZE = 30;
const MESSAGES_MAX_PAGE_SIZE = 100;
const THREADS_PAGE_SIZE = 20;

export const MESSAGE_TEXT_INVALID = `Write a message of 1 to ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`;
export const THREAD_NOT_FOUND = 'There is no such conversation.';
/** What a thread is about when its subject names no board: a consultation without boards, say. */
export const THREAD_FALLBACK_TITLES: Record<ThreadKind, string> = {
  review: 'Board review',
  [CONSULTATION_THREAD_KIND]: 'Consultation',
  project: 'Design project',
};

/** A thread's title: the board it is about and the other side ("Living room · Aiko Tanaka"); the board alone until a designer takes the work. */
export const threadTitle = (board: string, other: string | null) => (other ? `${board} · ${other}` : board);

/** `{kind}_{id}`: the thread's document id; subject ids are Firestore ids (no underscore). */
export const threadId = (kind: ThreadKind, id: string) => `${kind}_${id}`;
export const SUBJECT_ID = /^[A-Za-z0-9-]{1,128}$/;

/** The page in the app where a thread is read: the member's messages page and the designer's both open it there. */
export const threadPath = (kind: ThreadKind, id: string) => `/messages/${kind}/${encodeURIComponent(id)}`;

/** Where a message's picture loads from: the key in it, since an <img> sends no session token. */
export const messagePictureUrl = (kind: ThreadKind, id: string, messageId: string, key: string) =>
  `/api/threads/${kind}/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}/picture?key=${encodeURIComponent(key)}`;

/** The key the sender's app may choose for a message it sends (a random UUID): the listener's copy carries it back. */
const CLIENT_KEY = /^[A-Za-z0-9-]{1,64}$/;
export const CLIENT_KEY_INVALID = 'A message key is 1 to 64 letters, digits or dashes.';

/**
 * POST /api/threads/:kind/:id/messages: plain text, shown as text (never as markup), and optionally the app's key for
 * it, kept on the message so the app knows the live copy of the message it shows as pending.
 */
export const MessageRequest = z.strictObject(
  {
    text: z.string({ error: MESSAGE_TEXT_INVALID }).trim().min(1, MESSAGE_TEXT_INVALID).max(MESSAGE_MAX_LENGTH, MESSAGE_TEXT_INVALID),
    client_key: z.string({ error: CLIENT_KEY_INVALID }).regex(CLIENT_KEY, CLIENT_KEY_INVALID).optional(),
  },
  { error: MESSAGE_TEXT_INVALID },
);
export type MessageRequest = z.infer<typeof MessageRequest>;

export const MessagesQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(MESSAGES_MAX_PAGE_SIZE).default(MESSAGES_PAGE_SIZE),
  cursor: cursorParam,
});
export type MessagesQuery = z.infer<typeof MessagesQuerySchema>;

export const ThreadsQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(50).default(THREADS_PAGE_SIZE),
  cursor: cursorParam,
});
export type ThreadsQuery = z.infer<typeof ThreadsQuerySchema>;

interface MessagePicture {
  /** Loads with the key in it (an <img> sends no session token); only the thread's sides get it. */
  url: string;
  width: number;
  height: number;
}

/**
 * A message as the API answers it and as `threads/{kind}_{id}/messages/{id}` holds it for the listeners (there
 * `createdAt` is a Firestore timestamp).
 */
export interface ThreadMessage {
  id: string;
  author: { id: string; name: string };
  text: string;
  picture: MessagePicture | null;
  created_at: string;
  /** The sender's key for it (MessageRequest's `client_key`): on the listener's copy, and on the app's pending one. */
  client_key?: string;
}

export interface MessagesPage {
  /** Newest first. */
  messages: ThreadMessage[];
  next: string | null;
  /** The caller's side, and whether the other side exists yet (a designer null until the work is claimed). */
  role: 'member' | 'designer';
  /** The caller's uid: their own messages are shown on the right. */
  me: string;
  open: boolean;
  /** The board and the other side (`threadTitle`). */
  title: string;
}

export interface ThreadSummary {
  kind: ThreadKind;
  id: string;
  path: string;
  /** The other side's name (the designer's, or the member's), null while no designer has taken the work. */
  with: { id: string; name: string } | null;
  /** The board and the other side (`threadTitle`). */
  title: string;
  last: { excerpt: string; author_id: string; at: string };
  unread: number;
}

export interface ThreadsPage {
  threads: ThreadSummary[];
  next: string | null;
  /** Unread messages over all the caller's threads. */
  unread: number;
}

/** The message document's fields the web's listener reads (beside a `createdAt` timestamp for the order). */
export const MessageDocSchema = z.object({
  authorUid: z.string(),
  authorName: z.string(),
  text: z.string(),
  picture: z.object({ key: z.string(), width: z.number(), height: z.number() }).nullable(),
  /** The sender's `client_key`, when their app chose one. */
  clientKey: z.string().optional(),
});
