// Message rules: who may read and write a thread, when a recipient's batched mail is due, and its words.
import { CONSULTATION_THREAD_KIND, THREAD_KINDS, type ThreadKind } from '../contracts/messages.js';
import type { MailContent } from './mail-templates.js';
import { COMMUNITY_LIMITS } from './community.js';
import type { RateWindow } from './usage-limits.js';

/** Messages are rate-limited as comments are, on a counter of their own. */
export const MESSAGE_LIMITS: RateWindow[] = COMMUNITY_LIMITS.comment;

/** A new message waits this long before it may be mailed: a recipient on the page reads it live, and no mail goes. */
export const MESSAGE_MAIL_WAIT_MS = 5 * 60_000;

/** The most messages one mail lists (the rest are counted); the digest keeps at most this many waiting. */
export const DIGEST_MAX_LISTED = 20;
/** A message as its mail quotes it. */
export const DIGEST_EXCERPT_LENGTH = 300;

export const isThreadKind = (value: string): value is ThreadKind => (THREAD_KINDS as readonly string[]).includes(value);

/** The caller's side of a thread, or null: then it answers 404, as if the thread were not there. */
export function sideOf(parties: { memberUid: string; designerUid: string | null }, uid: string): 'member' | 'designer' | null {
  if (parties.memberUid === uid) return 'member';
  if (parties.designerUid !== null && parties.designerUid === uid) return 'designer';
  return null;
}

/** The other side, who gets the message: none while no designer has taken the work. */
export function recipientOf(parties: { memberUid: string; designerUid: string | null }, authorUid: string): string | null {
  return parties.memberUid === authorUid ? parties.designerUid : parties.memberUid;
}

/**
 * When a recipient's waiting messages may be mailed: MESSAGE_MAIL_WAIT_MS after the first one waited, and never
 * sooner than the interval after the last mail.
 */
export function digestDueAt(firstWaitingAt: Date, lastMailedAt: Date | null, intervalMs: number): Date {
  const wait = firstWaitingAt.getTime() + MESSAGE_MAIL_WAIT_MS;
  return new Date(Math.max(wait, lastMailedAt ? lastMailedAt.getTime() + intervalMs : 0));
}

/** The notification of a thread's first unread message (domain/notifications.ts names `message` notifications so). */
export const messageNotificationId = (messageId: string) => `message_${messageId}`;

const KIND_NAMES: Record<ThreadKind, string> = {
  review: 'board review',
  [CONSULTATION_THREAD_KIND]: 'consultation',
  project: 'design project',
};

/** The batched mail: who wrote what, on which review, consultation or project, each with its link. */
export function messagesDigestMail(input: {
  messages: Array<{ kind: ThreadKind; authorName: string; text: string; hasPicture: boolean; url: string }>;
  total: number;
  messagesUrl: string;
}): MailContent {
  const count = input.total === 1 ? 'a new message' : `${input.total} new messages`;
  const authors = [...new Set(input.messages.map((message) => message.authorName))];
  const from = authors.length === 1 ? authors[0]! : `${authors.slice(0, -1).join(', ')} and ${authors.at(-1)!}`;
  const more = input.total - input.messages.length;
  return {
    subject: `You have ${count} on Roomboard`,
    preview: `From ${from}.`,
    heading: `You have ${count}`,
    paragraphs: [
      ...input.messages.map((message) =>
        message.text
          ? `${message.authorName} on the ${KIND_NAMES[message.kind]}: “${message.text}”${message.hasPicture ? ' (with a picture)' : ''} ${message.url}`
          : `${message.authorName} sent a picture on the ${KIND_NAMES[message.kind]}: ${message.url}`,
      ),
      ...(more > 0 ? [`And ${more} more.`] : []),
    ],
    action: { label: 'Read and answer', url: input.messagesUrl },
  };
}
