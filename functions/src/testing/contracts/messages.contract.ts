// The threads port's contract: the checks both implementations pass, the memory fake in the unit project
// (testing/memory-messages.test.ts) and Firestore on the emulator (adapters/firestore/messages.firestore.api.test.ts).
// Each check makes its own members and subjects, so it runs beside other files on a shared emulator.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThreadKind } from '../../contracts/messages.js';
import { MESSAGE_MAIL_WAIT_MS } from '../../domain/messages.js';
import type { NewMessage, ThreadParties, Threads } from '../../ports/messages.port.js';

export interface MessagesWorld {
  threads: Threads;
}

const AT = new Date('2031-03-03T10:00:00.000Z');
const later = (ms: number) => new Date(AT.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Far more than the due digests other files leave on a shared emulator. */
const ALL = 1000;

export function messagesContract(name: string, make: () => Promise<MessagesWorld>) {
  describe(`the threads port (${name})`, () => {
    let world: MessagesWorld;
    beforeAll(async () => {
      world = await make();
    });

    /** A member and a designer of one's own, and a subject of each kind between them. */
    function cast() {
      const run = randomUUID().slice(0, 8);
      const mia = `mia-${run}`;
      const dan = `dan-${run}`;
      const parties: ThreadParties = { memberUid: mia, designerUid: dan };
      const say = (authorUid: string, text: string): NewMessage => ({
        authorUid,
        authorName: authorUid === mia ? 'Mia' : 'Dan',
        text,
        picture: null,
      });
      /** `from` writes to the other side, whose mail waits an hour between digests. */
      const send = (kind: ThreadKind, subjectId: string, from: string, text: string, at: Date) => {
        const to = from === mia ? dan : mia;
        return world.threads.add(kind, subjectId, parties, say(from, text), at, {
          uid: to,
          names: { [to]: to === mia ? 'Mia' : 'Dan' },
          mailIntervalMs: HOUR,
        });
      };
      return { run, mia, dan, parties, say, send, review: `review-${run}`, consultation: `consultation-${run}` };
    }

    it('adds messages, counting each unread for the recipient, and lists them newest first, page by page', async () => {
      const { mia, dan, send, review } = cast();
      const first = await send('review', review, dan, 'Hello', AT);
      const second = await send('review', review, dan, 'Here is an idea', later(1000));
      const third = await send('review', review, dan, 'And another', later(1000));
      expect([first.unreadBefore, second.unreadBefore, third.unreadBefore]).toEqual([0, 1, 2]);
      expect(first.message).toEqual({
        id: first.message.id,
        authorUid: dan,
        authorName: 'Dan',
        text: 'Hello',
        picture: null,
        createdAt: AT,
      });
      expect(await world.threads.message('review', review, first.message.id)).toEqual(first.message);
      expect(await world.threads.message('review', review, 'nothing')).toBeNull();

      // The same moment: the higher id first.
      const tied = [second.message, third.message].sort((a, b) => (a.id < b.id ? 1 : -1));
      const page = await world.threads.list('review', review, null, 2);
      expect(page).toEqual({ items: tied, next: { ms: later(1000).getTime(), id: tied[1]!.id } });
      expect(await world.threads.list('review', review, page.next, 2)).toEqual({ items: [first.message], next: null });
      expect(await world.threads.list('review', `nothing-${mia}`, null, 2)).toEqual({ items: [], next: null });
    });

    it('marks a thread read: the first unread message answered once, read up to the last one', async () => {
      const { mia, dan, send, review } = cast();
      expect(await world.threads.markRead('review', review, mia)).toBeNull();
      const first = await send('review', review, dan, 'Hello', AT);
      await send('review', review, dan, 'Again', later(MINUTE));
      expect(await world.threads.readUpTo('review', review, mia)).toBeNull();
      expect(await world.threads.markRead('review', review, mia)).toBe(first.message.id);
      expect(await world.threads.readUpTo('review', review, mia)).toEqual(later(MINUTE));
      expect(await world.threads.markRead('review', review, mia)).toBeNull();

      const next = await send('review', review, dan, 'One more', later(2 * MINUTE));
      expect(next.unreadBefore).toBe(0);
      expect(await world.threads.markRead('review', review, mia)).toBe(next.message.id);
      expect(await world.threads.readUpTo('review', review, mia)).toEqual(later(2 * MINUTE));
    });

    it('lists the threads of a side, the latest message first, with names, sides and unread counts', async () => {
      const { mia, dan, send, review, consultation, run } = cast();
      await send('review', review, dan, 'On your board', AT);
      await send('booking', consultation, mia, 'See you then', later(MINUTE));
      await send('review', review, dan, 'x'.repeat(100), later(2 * MINUTE));
      const reviewThread = {
        kind: 'review',
        subjectId: review,
        memberUid: mia,
        designerUid: dan,
        parties: [mia, dan],
        names: { [mia]: 'Mia', [dan]: 'Dan' },
        last: { excerpt: `${'x'.repeat(79)}…`, authorUid: dan, at: later(2 * MINUTE) },
        unread: { [mia]: 2 },
      };
      const consultationThread = {
        ...reviewThread,
        kind: 'booking',
        subjectId: consultation,
        last: { excerpt: 'See you then', authorUid: mia, at: later(MINUTE) },
        unread: { [dan]: 1 },
      };
      const page = await world.threads.threadsOf(mia, null, 1);
      expect(page).toEqual({ items: [reviewThread], next: { ms: later(2 * MINUTE).getTime(), id: `review_${review}` } });
      expect(await world.threads.threadsOf(mia, page.next, 1)).toEqual({ items: [consultationThread], next: null });
      expect((await world.threads.threadsOf(dan, null, 5)).items).toHaveLength(2);
      expect(await world.threads.threadsOf(`ada-${run}`, null, 5)).toEqual({ items: [], next: null });
    });

    it('keeps a message without a recipient out of counts and mail', async () => {
      const { mia, say, run } = cast();
      const project = `project-${run}`;
      const added = await world.threads.add('project', project, { memberUid: mia, designerUid: null }, say(mia, ''), AT, null);
      expect(added.unreadBefore).toBe(0);
      expect((await world.threads.threadsOf(mia, null, 5)).items).toEqual([
        {
          kind: 'project',
          subjectId: project,
          memberUid: mia,
          designerUid: null,
          parties: [mia],
          names: { [mia]: 'Mia' },
          last: { excerpt: 'A picture', authorUid: mia, at: AT },
          unread: {},
        },
      ]);
      expect(await world.threads.takeDigest(mia, later(HOUR))).toBeNull();
    });

    it('mails the unread messages once they are due, keeps the batch until finished, then waits the interval', async () => {
      const { mia, dan, send, review, consultation } = cast();
      const due = later(MESSAGE_MAIL_WAIT_MS);
      await send('review', review, dan, 'Read soon', AT);
      await send('booking', consultation, dan, 'Still unread', later(MINUTE));
      expect(await world.threads.dueDigests(later(MESSAGE_MAIL_WAIT_MS - 1), ALL)).not.toContain(mia);
      expect(await world.threads.takeDigest(mia, later(MESSAGE_MAIL_WAIT_MS - 1))).toBeNull();
      expect(await world.threads.dueDigests(due, ALL)).toContain(mia);

      await world.threads.markRead('review', review, mia);
      const batch = {
        uid: mia,
        seq: 1,
        messages: [
          { kind: 'booking', subjectId: consultation, authorName: 'Dan', text: 'Still unread', hasPicture: false, at: later(MINUTE) },
        ],
      };
      expect(await world.threads.takeDigest(mia, due)).toEqual(batch);
      // Left outgoing by a run that stopped: due, and handed back as it was.
      expect(await world.threads.dueDigests(due, ALL)).toContain(mia);
      expect(await world.threads.takeDigest(mia, later(HOUR))).toEqual(batch);
      await world.threads.finishDigest(mia, 2);
      expect(await world.threads.takeDigest(mia, later(HOUR))).toEqual(batch);
      await world.threads.finishDigest(mia, 1);
      expect(await world.threads.takeDigest(mia, later(HOUR))).toBeNull();
      expect(await world.threads.dueDigests(later(2 * HOUR), ALL)).not.toContain(mia);

      // Mailed at `due`: the next message waits until an hour after it.
      await send('review', review, dan, 'Later on', later(10 * MINUTE));
      expect(await world.threads.takeDigest(mia, later(15 * MINUTE))).toBeNull();
      expect(await world.threads.dueDigests(new Date(due.getTime() + HOUR - 1), ALL)).not.toContain(mia);
      expect(await world.threads.takeDigest(mia, new Date(due.getTime() + HOUR))).toMatchObject({
        seq: 2,
        messages: [{ text: 'Later on' }],
      });
    });

    it('takes a digest whose messages were all read meanwhile, mailing nothing and keeping the last mail', async () => {
      const { mia, dan, send, review } = cast();
      await send('review', review, dan, 'Hello', AT);
      await world.threads.markRead('review', review, mia);
      expect(await world.threads.takeDigest(mia, later(HOUR))).toEqual({ uid: mia, seq: 1, messages: [] });
      await world.threads.finishDigest(mia, 1);
      // No mail went: the next one waits only its own five minutes.
      await send('review', review, dan, 'Again', later(2 * HOUR));
      expect(await world.threads.takeDigest(mia, later(2 * HOUR + MESSAGE_MAIL_WAIT_MS))).toMatchObject({
        seq: 2,
        messages: [{ text: 'Again' }],
      });
    });
  });
}
