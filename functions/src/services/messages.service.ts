import { PICTURE_MAX_BYTES } from '../contracts/board-pictures.js';
import {
  messagePictureUrl,
  SUBJECT_ID,
  THREAD_FALLBACK_TITLES,
  THREAD_NOT_FOUND,
  threadPath,
  threadTitle,
  type MessagesPage,
  type MessagesQuery,
  type ThreadKind,
  type ThreadMessage,
  type ThreadsPage,
  type ThreadsQuery,
} from '../contracts/messages.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import { contentKey, isImageKey, newImageKey } from '../domain/blob-keys.js';
import { pictureProblemError } from '../domain/board-pictures.js';
import { MEMBER_NAME, publicName } from '../contracts/public-name.js';
import { decodeListCursor, encodeListCursor } from '../domain/page-cursor.js';
import { badRequest, notFound, tooManyRequests } from '../domain/errors.js';
import {
  DIGEST_MAX_LISTED,
  MESSAGE_LIMITS,
  isThreadKind,
  messageNotificationId,
  messagesDigestMail,
  recipientOf,
  sideOf,
} from '../domain/messages.js';
import { excerpt } from '../domain/notifications.js';
import { formLimitMessage } from '../domain/usage-limits.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { MessageRecord, NewMessage, ThreadParties, Threads } from '../ports/messages.port.js';
import type { Notifications } from '../ports/notifications.port.js';
import type { PictureImages } from '../ports/picture-images.port.js';
import type { RateLimits } from '../ports/rate-limits.port.js';
import type { Identity } from '../ports/sessions.port.js';
import type { UserRecord, UsersRepository } from '../ports/users.port.js';
import { messageLogs } from './messages.logs.js';
import { notify } from './steps/notifications.js';
import { roomPhotoTooLarge, ROOM_PHOTO_PROBLEMS } from './steps/board-pictures.js';
import { mailMember, type SendMailDeps } from './steps/send-mail.js';
import { nowOf } from './steps/clock.js';

export interface MessagesDeps {
  threads: Threads;
  users: Pick<UsersRepository, 'get'>;
  notifications: Notifications;
  rateLimits: RateLimits;
  /** How often a recipient gets at most one mail of new messages. */
  messageMailIntervalMs: number;
  now?: () => Date;
}

/** The upload's deps: the picture pipeline of room photos, and the private files. */
export type MessagePictureDeps = MessagesDeps & { blobs: BlobStore; pictureImages: PictureImages };

/** How a thread names a member: the chosen username, else the first name. */
const nameOf = (profile: UserRecord | null) => profile?.userName?.trim() || profile?.firstName?.trim() || publicName(null);

/** How a thread names `uid`: the designer by their public name (their designer profile's), a member as `nameOf`. */
async function sideName(deps: Pick<MessagesDeps, 'users'>, parties: ThreadParties, uid: string): Promise<string> {
  const designerName = uid === parties.designerUid ? parties.about?.designerName : null;
  return designerName || nameOf(await deps.users.get(uid));
}

const boardOf = (kind: ThreadKind, parties: ThreadParties) => parties.about?.board ?? THREAD_FALLBACK_TITLES[kind];

export function toMessageView(kind: ThreadKind, id: string, message: MessageRecord): ThreadMessage {
  const { picture } = message;
  return {
    id: message.id,
    author: { id: message.authorUid, name: message.authorName },
    text: message.text,
    picture: picture ? { url: messagePictureUrl(kind, id, message.id, picture.key), width: picture.width, height: picture.height } : null,
    created_at: message.createdAt.toISOString(),
  };
}

/** Who calls: the designer side of a thread needs the session's `designer` claim, so a revoked designer has none. */
export type Caller = Pick<Identity, 'uid' | 'designer'>;

/** The caller's side: the designer's only while they are a designer (their uid stays on delivered work). */
function callerSide(parties: ThreadParties, caller: Caller) {
  const side = sideOf(parties, caller.uid);
  return side === 'designer' && caller.designer !== true ? null : side;
}

/** The thread's sides and the caller's: 404 (as if there were no thread) to anyone who is neither. */
async function thread(deps: Pick<MessagesDeps, 'threads'>, caller: Caller, kind: string, id: string) {
  if (!isThreadKind(kind) || !SUBJECT_ID.test(id)) throw notFound(THREAD_NOT_FOUND);
  const parties = await deps.threads.parties(kind, id);
  const side = parties ? callerSide(parties, caller) : null;
  if (!parties || !side) throw notFound(THREAD_NOT_FOUND);
  return { kind, parties, side };
}

/** GET /api/threads/:kind/:id/messages: newest first, paged by cursor; the thread's two sides only. */
export async function listMessages(
  deps: MessagesDeps,
  caller: Caller,
  kind: string,
  id: string,
  query: MessagesQuery,
): Promise<MessagesPage> {
  const { uid } = caller;
  const found = await thread(deps, caller, kind, id);
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(BAD_CURSOR);
  const page = await deps.threads.list(found.kind, id, after, query.page_size);
  const otherUid = recipientOf(found.parties, uid);
  const other = otherUid ? await sideName(deps, found.parties, otherUid) : null;
  return {
    messages: page.items.map((message) => toMessageView(found.kind, id, message)),
    next: page.next ? encodeListCursor(page.next) : null,
    role: found.side,
    me: uid,
    open: found.parties.designerUid !== null,
    title: threadTitle(boardOf(found.kind, found.parties), other),
  };
}

async function post(deps: MessagesDeps, uid: string, found: { kind: ThreadKind; parties: ThreadParties }, id: string, message: NewMessage) {
  const now = nowOf(deps);
  const recipientUid = recipientOf(found.parties, uid);
  const names: Record<string, string> = { [uid]: message.authorName };
  if (recipientUid) names[recipientUid] = await sideName(deps, found.parties, recipientUid);
  const recipient = recipientUid ? { uid: recipientUid, names, mailIntervalMs: deps.messageMailIntervalMs } : null;
  const added = await deps.threads.add(found.kind, id, found.parties, message, now, recipient);
  messageLogs.sent(uid, found.kind, id, added.message.id);
  // One notification per thread while it is unread: the first unread message makes it, the next ones do not.
  if (recipientUid && added.unreadBefore === 0) {
    await notify(deps, recipientUid, {
      kind: 'message',
      actor: { id: uid, name: message.authorName },
      message_id: added.message.id,
      excerpt: message.text ? excerpt(message.text) : 'a picture',
      path: threadPath(found.kind, id),
    });
    // The recipient's page may have read the message (live) before its notification was written: then read it too.
    // Asked by time, not by the unread count, which a next message may have raised meanwhile.
    const readUpTo = await deps.threads.readUpTo(found.kind, id, recipientUid);
    if (readUpTo && readUpTo >= added.message.createdAt) {
      await deps.notifications.markRead(recipientUid, [messageNotificationId(added.message.id)]);
    }
  }
  return toMessageView(found.kind, id, added.message);
}

async function takeMessageSlot(deps: MessagesDeps, uid: string) {
  const decision = await deps.rateLimits.take([{ key: `message:${uid}`, windows: MESSAGE_LIMITS }], nowOf(deps));
  if (!decision.allowed) throw tooManyRequests(formLimitMessage(decision.retryAfterMs), decision.retryAfterMs);
}

/**
 * POST /api/threads/:kind/:id/messages {text, client_key}: plain text from one side to the other; the sender's app's
 * key is kept on the message, so the app knows the listener's copy of the message it shows as pending.
 */
export async function sendMessage(
  deps: MessagesDeps,
  caller: Caller,
  kind: string,
  id: string,
  text: string,
  clientKey?: string,
): Promise<ThreadMessage> {
  const { uid } = caller;
  const found = await thread(deps, caller, kind, id);
  await takeMessageSlot(deps, uid);
  const authorName = await sideName(deps, found.parties, uid);
  return post(deps, uid, found, id, { authorUid: uid, authorName, text, picture: null, ...(clientKey ? { clientKey } : {}) });
}

/**
 * POST /api/threads/:kind/:id/pictures (on the generate function, as every upload): a photo as the message, through
 * the room photo's pipeline (upright, resized, without metadata; the same caps and refusals), kept as a private file.
 */
export async function sendPicture(
  deps: MessagePictureDeps,
  caller: Caller,
  kind: string,
  id: string,
  upload: Buffer,
): Promise<ThreadMessage> {
  const { uid } = caller;
  const found = await thread(deps, caller, kind, id);
  if (upload.length > PICTURE_MAX_BYTES) throw roomPhotoTooLarge();
  await takeMessageSlot(deps, uid);
  const photo = await deps.pictureImages.roomPhoto(upload);
  if ('problem' in photo) {
    messageLogs.pictureRefused(uid, photo.problem);
    throw pictureProblemError(photo.problem, ROOM_PHOTO_PROBLEMS);
  }
  const path = contentKey('message-pictures', photo.data, photo.contentType);
  await deps.blobs.put(path, photo.data, photo.contentType);
  const authorName = await sideName(deps, found.parties, uid);
  const picture = { path, key: newImageKey(), width: photo.width, height: photo.height };
  return post(deps, uid, found, id, { authorUid: uid, authorName, text: '', picture });
}

/** GET /api/threads/:kind/:id/messages/:messageId/picture?key=: the picture, for the holder of its key only. */
export async function messagePicture(
  deps: Pick<MessagePictureDeps, 'threads' | 'blobs'>,
  kind: string,
  id: string,
  messageId: string,
  key: string | null,
): Promise<StoredBlob> {
  if (!isThreadKind(kind) || !SUBJECT_ID.test(id) || !SUBJECT_ID.test(messageId)) throw notFound();
  const message = await deps.threads.message(kind, id, messageId);
  const picture = message?.picture;
  const blob = picture && isImageKey(key, picture.key) ? await deps.blobs.get(picture.path) : null;
  if (!blob) throw notFound();
  return blob;
}

/** POST /api/threads/:kind/:id/read: the caller has seen the thread; its notification is read too. */
export async function markThreadRead(deps: MessagesDeps, caller: Caller, kind: string, id: string): Promise<{ unread: number }> {
  const { uid } = caller;
  const found = await thread(deps, caller, kind, id);
  const first = await deps.threads.markRead(found.kind, id, uid);
  if (first) await deps.notifications.markRead(uid, [messageNotificationId(first)]);
  return { unread: 0 };
}

/** GET /api/threads: the caller's threads, latest message first, with each one's unread count. */
export async function listThreads(deps: MessagesDeps, caller: Caller, query: ThreadsQuery): Promise<ThreadsPage> {
  const { uid } = caller;
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(BAD_CURSOR);
  const page = await deps.threads.threadsOf(uid, after, query.page_size);
  // A designer whose role was revoked, or whose work went back to the queue, is no side any more: read the subjects.
  const current = await Promise.all(page.items.map((item) => deps.threads.parties(item.kind, item.subjectId)));
  const threads = page.items.flatMap((item, index) => {
    const parties = current[index];
    if (!parties || !callerSide(parties, caller)) return [];
    const otherUid = parties.memberUid === uid ? parties.designerUid : parties.memberUid;
    // The designer by their public name as it is now; a member by the name the thread keeps.
    const name = otherUid
      ? (otherUid === parties.designerUid && parties.about?.designerName) || (item.names[otherUid] ?? MEMBER_NAME)
      : null;
    return [
      {
        kind: item.kind,
        id: item.subjectId,
        path: threadPath(item.kind, item.subjectId),
        with: otherUid && name ? { id: otherUid, name } : null,
        title: threadTitle(boardOf(item.kind, parties), name),
        last: { excerpt: item.last.excerpt, author_id: item.last.authorUid, at: item.last.at.toISOString() },
        unread: item.unread[uid] ?? 0,
      },
    ];
  });
  return {
    threads,
    next: page.next ? encodeListCursor(page.next) : null,
    unread: threads.reduce((sum, item) => sum + item.unread, 0),
  };
}

/** The sweep's deps: the threads and the outbox. */
export type MessageMailDeps = Pick<MessagesDeps, 'threads' | 'messageMailIntervalMs' | 'now'> & { mail: SendMailDeps };

/**
 * The batched mail of new messages, every few minutes: each recipient whose waiting messages are due gets one mail of
 * those still unread, at most one per interval. Idempotent: a batch is taken in a transaction (its messages marked
 * mailed) and its mail queued under the batch's id, so a run that stops half-way is finished by the next, never twice.
 */
export async function mailWaitingMessages(deps: MessageMailDeps, limit = 200): Promise<{ mailed: number }> {
  const now = nowOf(deps);
  let mailed = 0;
  for (const uid of await deps.threads.dueDigests(now, limit)) {
    const batch = await deps.threads.takeDigest(uid, now);
    if (!batch) continue;
    if (batch.messages.length) {
      const origin = deps.mail.appOrigin;
      const content = messagesDigestMail({
        messages: batch.messages.slice(0, DIGEST_MAX_LISTED).map((message) => ({
          ...message,
          url: `${origin}${threadPath(message.kind, message.subjectId)}`,
        })),
        total: batch.messages.length,
        messagesUrl: `${origin}/messages`,
      });
      const reason = 'You get this mail because you have unread messages on Roomboard, gathered into one mail.';
      if (await mailMember(deps.mail, uid, 'messages', content, reason, { id: `messages-${uid}-${batch.seq}` })) mailed += 1;
    }
    await deps.threads.finishDigest(uid, batch.seq);
  }
  messageLogs.mailSwept(mailed);
  return { mailed };
}
