import { describe, expect, it } from 'vitest';
import { ROOM_PHOTO_NOT_IMAGE } from '../contracts/board-pictures.js';
import {
  CLIENT_KEY_INVALID,
  MessageRequest,
  MessagesQuerySchema,
  MESSAGE_TEXT_INVALID,
  THREAD_NOT_FOUND,
  ThreadsQuerySchema,
} from '../contracts/messages.js';
import { memoryThreads } from '../testing/memory-messages.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryBlobs, memoryUsers } from '../testing/memory-repositories.js';
import { createMember, memoryRateLimits } from '../testing/memory-community.js';
import { fakePictureImages } from '../testing/picture-fakes.js';
import {
  listMessages,
  listThreads,
  mailWaitingMessages,
  markThreadRead,
  messagePicture,
  sendMessage,
  sendPicture,
  type MessagePictureDeps,
} from './messages.service.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 2, 2, 10);

function setUp() {
  let now = START;
  const threads = memoryThreads();
  threads.subjects.set('review_r1', { memberUid: 'mia', designerUid: 'dan' });
  threads.subjects.set('project_p1', { memberUid: 'mia', designerUid: null });
  const deps: MessagePictureDeps = {
    threads,
    users: memoryUsers(['mia', 'dan', 'eve'].map((uid) => createMember(uid, uid[0]!.toUpperCase() + uid.slice(1)))),
    notifications: memoryNotifications(),
    rateLimits: memoryRateLimits(),
    messageMailIntervalMs: 15 * MINUTE,
    blobs: memoryBlobs(),
    pictureImages: fakePictureImages(),
    now: () => new Date(now),
  };
  const mail = mailDeps(memoryRecipients(['mia', 'dan'].map((uid) => ({ uid, email: `${uid}@example.com` }))));
  const sweepDeps = { ...deps, mail: { ...mail, now: deps.now } };
  return {
    deps,
    threads,
    notifications: deps.notifications as ReturnType<typeof memoryNotifications>,
    blobs: deps.blobs as ReturnType<typeof memoryBlobs>,
    mail,
    sweep: () => mailWaitingMessages(sweepDeps),
    at: (minutes: number) => {
      now = START + minutes * MINUTE;
    },
  };
}

/** The callers as their sessions name them: Dan holds the designer claim. */
const mia = { uid: 'mia' };
const dan = { uid: 'dan', designer: true };
const eve = { uid: 'eve' };

const page = (query: Record<string, unknown> = {}) => MessagesQuerySchema.parse(query);

describe('messages', () => {
  it('takes 1 to 2,000 characters of text', () => {
    expect(MessageRequest.safeParse({ text: '  ' }).error?.issues[0]?.message).toBe(MESSAGE_TEXT_INVALID);
    expect(MessageRequest.safeParse({}).error?.issues[0]?.message).toBe(MESSAGE_TEXT_INVALID);
    expect(MessageRequest.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(MESSAGE_TEXT_INVALID);
    expect(MESSAGE_TEXT_INVALID).toBe('Write a message of 1 to 2,000 characters.');
    expect(MessageRequest.parse({ text: ` ${'x'.repeat(2000)} ` }).text).toHaveLength(2000);
  });

  it("keeps the key the sender's app chose on the message, so the app knows its live copy", async () => {
    const key = '0b7e3c52-9f1d-4c1e-8a53-2f6d0c1b9e47';
    expect(MessageRequest.parse({ text: 'Thanks!', client_key: key })).toEqual({ text: 'Thanks!', client_key: key });
    expect(MessageRequest.safeParse({ text: 'Thanks!', client_key: 'no spaces' }).error?.issues[0]?.message).toBe(CLIENT_KEY_INVALID);
    expect(MessageRequest.safeParse({ text: 'Thanks!', client_key: 'k'.repeat(65) }).error?.issues[0]?.message).toBe(CLIENT_KEY_INVALID);
    expect(CLIENT_KEY_INVALID).toBe('A message key is 1 to 64 letters, digits or dashes.');

    const { deps, threads } = setUp();
    const keyed = await sendMessage(deps, mia, 'review', 'r1', 'Thanks!', key);
    const plain = await sendMessage(deps, mia, 'review', 'r1', 'And hello.');
    expect((await threads.message('review', 'r1', keyed.id))?.clientKey).toBe(key);
    expect(await threads.message('review', 'r1', plain.id)).not.toHaveProperty('clientKey');
  });

  it('lets the two sides write and read, newest first by cursor, and answers 404 to anyone else', async () => {
    const { deps, at } = setUp();
    await sendMessage(deps, mia, 'review', 'r1', 'Is the sofa too big?');
    at(1);
    await sendMessage(deps, dan, 'review', 'r1', 'A little: try the 180 cm one.');
    const first = await listMessages(deps, mia, 'review', 'r1', page({ page_size: 1 }));
    expect(first.messages.map((m) => [m.author.name, m.text])).toEqual([['Dan', 'A little: try the 180 cm one.']]);
    expect(first).toMatchObject({ role: 'member', open: true });
    const second = await listMessages(deps, dan, 'review', 'r1', page({ page_size: 1, cursor: first.next }));
    expect(second.messages.map((m) => m.text)).toEqual(['Is the sofa too big?']);
    expect(second).toMatchObject({ role: 'designer', next: null });

    for (const [uid, kind, id] of [
      [eve, 'review', 'r1'],
      [mia, 'review', 'nope'],
      [mia, 'boards', 'r1'],
      [mia, 'review', 'a_b'],
    ] as const) {
      await expect(listMessages(deps, uid, kind, id, page())).rejects.toMatchObject({ status: 404, message: THREAD_NOT_FOUND });
      await expect(sendMessage(deps, uid, kind, id, 'hi')).rejects.toMatchObject({ status: 404, message: THREAD_NOT_FOUND });
    }
  });

  it('closes the thread to a designer whose role was revoked: the member keeps it', async () => {
    const { deps } = setUp();
    await sendMessage(deps, dan, 'review', 'r1', 'Your notes are ready.');
    // Revoked: the review still names Dan (it was delivered), but his new session has no designer claim.
    const former = { uid: 'dan' };
    await expect(listMessages(deps, former, 'review', 'r1', page())).rejects.toMatchObject({ status: 404, message: THREAD_NOT_FOUND });
    await expect(sendMessage(deps, former, 'review', 'r1', 'Still here?')).rejects.toMatchObject({
      status: 404,
      message: THREAD_NOT_FOUND,
    });
    await expect(sendPicture(deps, former, 'review', 'r1', Buffer.from('a sketch'))).rejects.toMatchObject({ status: 404 });
    await expect(markThreadRead(deps, former, 'review', 'r1')).rejects.toMatchObject({ status: 404, message: THREAD_NOT_FOUND });
    expect((await listThreads(deps, former, ThreadsQuerySchema.parse({}))).threads).toEqual([]);
    expect((await listMessages(deps, mia, 'review', 'r1', page())).messages.map((m) => m.text)).toEqual(['Your notes are ready.']);
    expect((await listThreads(deps, mia, ThreadsQuerySchema.parse({}))).threads.map((t) => t.id)).toEqual(['r1']);
  });

  it('keeps a member’s messages while no designer has taken the work, telling and mailing nobody', async () => {
    const { deps, threads, notifications, sweep, at, mail } = setUp();
    await sendMessage(deps, mia, 'project', 'p1', 'Here are the measurements.');
    expect(await listMessages(deps, mia, 'project', 'p1', page())).toMatchObject({ open: false, role: 'member' });
    await expect(listMessages(deps, dan, 'project', 'p1', page())).rejects.toMatchObject({ status: 404 });
    expect([...notifications.inboxes.values()].flatMap((inbox) => [...inbox.values()])).toEqual([]);
    at(60);
    expect(await sweep()).toEqual({ mailed: 0 });
    expect(mail.outbox.mails.size).toBe(0);
    // Once Dan takes it, he reads what waited.
    threads.subjects.set('project_p1', { memberUid: 'mia', designerUid: 'dan' });
    expect((await listMessages(deps, dan, 'project', 'p1', page())).messages.map((m) => m.text)).toEqual(['Here are the measurements.']);
  });

  it('tells the recipient once per thread while it is unread, and reading it reads the notification', async () => {
    const { deps, notifications, at } = setUp();
    const first = await sendMessage(deps, dan, 'review', 'r1', 'Your notes are ready.');
    at(1);
    await sendMessage(deps, dan, 'review', 'r1', 'And a swap for the rug.');
    const inbox = () => [...(notifications.inboxes.get('mia')?.values() ?? [])];
    expect(inbox().map((n) => [n.id, n.read, n.event])).toEqual([
      [
        `message_${first.id}`,
        false,
        {
          kind: 'message',
          actor: { id: 'dan', name: 'Dan' },
          message_id: first.id,
          excerpt: 'Your notes are ready.',
          path: '/messages/review/r1',
        },
      ],
    ]);
    expect((await listThreads(deps, mia, ThreadsQuerySchema.parse({}))).unread).toBe(2);
    expect(await markThreadRead(deps, mia, 'review', 'r1')).toEqual({ unread: 0 });
    expect(inbox().map((n) => n.read)).toEqual([true]);
    at(2);
    const third = await sendMessage(deps, dan, 'review', 'r1', 'One more thing.');
    expect(inbox().map((n) => [n.id, n.read])).toEqual([
      [`message_${first.id}`, true],
      [`message_${third.id}`, false],
    ]);
    await expect(markThreadRead(deps, eve, 'review', 'r1')).rejects.toMatchObject({ status: 404 });
  });

  it('reads the notification of a message the recipient read live before it was written', async () => {
    const { deps, threads, notifications } = setUp();
    // Mia's open page hears the message and reads the thread between the message's write and its notification's.
    const add = threads.add.bind(threads);
    threads.add = async (...args) => {
      const added = await add(...args);
      await markThreadRead(deps, mia, 'review', 'r1');
      return added;
    };
    const sent = await sendMessage(deps, dan, 'review', 'r1', 'Seen at once.');
    expect([...notifications.inboxes.get('mia')!.values()].map((n) => [n.id, n.read])).toEqual([[`message_${sent.id}`, true]]);
  });

  it('reads it too when a next message raised the unread count before the notification was written', async () => {
    const { deps, threads, notifications, at } = setUp();
    const add = threads.add.bind(threads);
    let first = true;
    threads.add = async (...args) => {
      const added = await add(...args);
      if (first) {
        // Mia reads the first message live, and Dan's next one lands, before the first one's notification is written.
        first = false;
        await markThreadRead(deps, mia, 'review', 'r1');
        at(1);
        await sendMessage(deps, dan, 'review', 'r1', 'And another.');
      }
      return added;
    };
    const sent = await sendMessage(deps, dan, 'review', 'r1', 'Seen at once.');
    const inbox = [...notifications.inboxes.get('mia')!.values()].map((n) => [n.id, n.read]);
    expect(inbox).toContainEqual([`message_${sent.id}`, true]);
    expect(inbox.filter(([, read]) => !read)).toHaveLength(1);
  });

  it('lists the caller’s threads, latest first, with unread counts, and drops one whose designer is gone', async () => {
    const { deps, threads, at } = setUp();
    threads.subjects.set('booking_b1', { memberUid: 'mia', designerUid: 'dan' });
    await sendMessage(deps, dan, 'review', 'r1', 'Hello from the review.');
    at(1);
    await sendMessage(deps, dan, 'booking', 'b1', 'See you Tuesday.');
    at(2);
    await sendMessage(deps, dan, 'booking', 'b1', 'Bring the plan.');
    const mias = await listThreads(deps, mia, ThreadsQuerySchema.parse({}));
    expect(mias.threads.map((t) => [t.kind, t.id, t.path, t.with?.name, t.last.excerpt, t.unread])).toEqual([
      ['booking', 'b1', '/messages/booking/b1', 'Dan', 'Bring the plan.', 2],
      ['review', 'r1', '/messages/review/r1', 'Dan', 'Hello from the review.', 1],
    ]);
    expect(mias.unread).toBe(3);
    const dans = await listThreads(deps, dan, ThreadsQuerySchema.parse({ page_size: 1 }));
    expect(dans.threads.map((t) => [t.id, t.with?.name, t.unread])).toEqual([['b1', 'Mia', 0]]);
    expect((await listThreads(deps, dan, ThreadsQuerySchema.parse({ cursor: dans.next }))).threads.map((t) => t.id)).toEqual(['r1']);
    // Dan's role was revoked: the review went back to the queue.
    threads.subjects.set('review_r1', { memberUid: 'mia', designerUid: null });
    expect((await listThreads(deps, dan, ThreadsQuerySchema.parse({}))).threads.map((t) => t.id)).toEqual(['b1']);
    expect((await listThreads(deps, eve, ThreadsQuerySchema.parse({}))).threads).toEqual([]);
  });

  it('titles a thread with its board and the other side, and names the designer by their public name', async () => {
    const { deps, threads, notifications } = setUp();
    const about = { board: 'Living room', designerName: 'Aiko Tanaka' };
    threads.subjects.set('booking_b1', { memberUid: 'mia', designerUid: 'dan', about });
    const sent = await sendMessage(deps, dan, 'booking', 'b1', 'See you Tuesday.');
    expect(sent.author.name).toBe('Aiko Tanaka');
    expect((await notifications.list('mia', null, 10)).items.map((item) => item.event.actor.name)).toEqual(['Aiko Tanaka']);

    expect((await listMessages(deps, mia, 'booking', 'b1', page())).title).toBe('Living room · Aiko Tanaka');
    expect((await listMessages(deps, dan, 'booking', 'b1', page())).title).toBe('Living room · Mia');
    const [thread] = (await listThreads(deps, mia, ThreadsQuerySchema.parse({}))).threads;
    expect([thread?.title, thread?.with?.name]).toEqual(['Living room · Aiko Tanaka', 'Aiko Tanaka']);
    expect((await listThreads(deps, dan, ThreadsQuerySchema.parse({}))).threads.map((t) => t.title)).toEqual(['Living room · Mia']);
    // No designer yet: the board alone.
    threads.subjects.set('project_p1', { memberUid: 'mia', designerUid: null, about: { board: 'Bedroom', designerName: null } });
    expect((await listMessages(deps, mia, 'project', 'p1', page())).title).toBe('Bedroom');
  });

  it('limits messages as comments are: 10 a minute', async () => {
    const { deps, at } = setUp();
    for (let i = 0; i < 10; i++) await sendMessage(deps, mia, 'review', 'r1', `Message ${i}`);
    await expect(sendMessage(deps, mia, 'review', 'r1', 'One too many')).rejects.toMatchObject({ status: 429 });
    at(1.01);
    await expect(sendMessage(deps, mia, 'review', 'r1', 'Later')).resolves.toMatchObject({ text: 'Later' });
  });

  it('keeps a picture as a private file loaded with its key, through the room photo’s pipeline', async () => {
    const { deps, blobs } = setUp();
    const sent = await sendPicture(deps, mia, 'review', 'r1', Buffer.from('my living room'));
    expect(sent).toMatchObject({ text: '', author: { id: 'mia', name: 'Mia' }, picture: { width: 1024, height: 768 } });
    const url = new URL(sent.picture!.url, 'http://app.test');
    expect(url.pathname).toBe(`/api/threads/review/r1/messages/${sent.id}/picture`);
    const key = url.searchParams.get('key');
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect([...blobs.files.keys()]).toEqual([expect.stringMatching(/^message-pictures\/[a-f0-9]{32}\.jpg$/)]);
    expect((await messagePicture(deps, 'review', 'r1', sent.id, key)).data.toString()).toBe('jpeg:my living room');
    await expect(messagePicture(deps, 'review', 'r1', sent.id, 'x'.repeat(24))).rejects.toMatchObject({ status: 404 });
    await expect(messagePicture(deps, 'review', 'r1', sent.id, null)).rejects.toMatchObject({ status: 404 });
    await expect(sendPicture(deps, mia, 'review', 'r1', Buffer.from('not-image'))).rejects.toMatchObject({
      status: 400,
      message: ROOM_PHOTO_NOT_IMAGE,
    });
    await expect(sendPicture(deps, eve, 'review', 'r1', Buffer.from('x'))).rejects.toMatchObject({ status: 404 });
    expect(blobs.files.size).toBe(1);
  });
});

describe('the batched mail of new messages', () => {
  it('waits five minutes, then mails the unread messages once, listing each with its link', async () => {
    const { deps, sweep, at, mail } = setUp();
    await sendMessage(deps, dan, 'review', 'r1', 'Your notes are ready.');
    at(1);
    await sendPicture(deps, dan, 'review', 'r1', Buffer.from('a sketch'));
    at(4);
    expect(await sweep()).toEqual({ mailed: 0 });
    at(5);
    expect(await sweep()).toEqual({ mailed: 1 });
    expect(await sweep()).toEqual({ mailed: 0 });
    const [stored] = [...mail.outbox.mails.values()];
    expect(stored!.id).toBe('messages-mia-1');
    expect(stored!.mail).toMatchObject({ to: 'mia@example.com', category: 'messages', uid: 'mia' });
    expect(stored!.mail.message.subject).toBe('You have 2 new messages on Roomboard');
    expect(stored!.mail.message.text).toContain(
      'Dan on the board review: “Your notes are ready.” https://roomboard.test/messages/review/r1',
    );
    expect(stored!.mail.message.text).toContain('Dan sent a picture on the board review: https://roomboard.test/messages/review/r1');
    expect(stored!.mail.message.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/roomboard\.test\/api\/mail\/unsubscribe\?token=/);
  });

  it('mails nothing that was read, and at most one mail per interval', async () => {
    const { deps, sweep, at, mail } = setUp();
    await sendMessage(deps, dan, 'review', 'r1', 'Read on the page.');
    at(1);
    await markThreadRead(deps, mia, 'review', 'r1');
    at(10);
    expect(await sweep()).toEqual({ mailed: 0 });
    await sendMessage(deps, dan, 'review', 'r1', 'First unread.');
    at(16);
    expect(await sweep()).toEqual({ mailed: 1 });
    await sendMessage(deps, dan, 'review', 'r1', 'Second unread.');
    // 5 minutes later is due by the wait, but the last mail went at minute 16: not before minute 31.
    at(30);
    expect(await sweep()).toEqual({ mailed: 0 });
    at(31);
    expect(await sweep()).toEqual({ mailed: 1 });
    expect([...mail.outbox.mails.keys()]).toEqual(['messages-mia-2', 'messages-mia-3']);
    expect(mail.outbox.mails.get('messages-mia-3')!.mail.message.subject).toBe('You have a new message on Roomboard');
  });

  it('sends no mail to a member who turned messages off', async () => {
    const { deps, at, mail, threads } = setUp();
    const optedOut = mailDeps(memoryRecipients([{ uid: 'mia', email: 'mia@example.com', preferences: { messages: false } }]));
    await sendMessage(deps, dan, 'review', 'r1', 'Hello');
    at(20);
    expect(await mailWaitingMessages({ ...deps, mail: optedOut })).toEqual({ mailed: 0 });
    expect(optedOut.outbox.mails.size + mail.outbox.mails.size).toBe(0);
    expect(threads.digests.get('mia')).toMatchObject({ waiting: [], outgoing: null });
  });

  it('finishes a batch a stopped run had taken, under the same id, never twice', async () => {
    const { deps, threads, sweep, at, mail } = setUp();
    await sendMessage(deps, dan, 'review', 'r1', 'Hello');
    at(6);
    // A run took the batch and stopped before queueing its mail.
    expect(await threads.takeDigest('mia', new Date(START + 6 * MINUTE))).toMatchObject({ seq: 1 });
    expect(await sweep()).toEqual({ mailed: 1 });
    expect(await sweep()).toEqual({ mailed: 0 });
    expect([...mail.outbox.mails.keys()]).toEqual(['messages-mia-1']);
  });
});
