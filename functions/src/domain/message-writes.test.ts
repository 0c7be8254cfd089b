import { describe, expect, it } from 'vitest';
import {
  DIGEST_KEEP,
  decideMarkRead,
  decideMessage,
  digestIsDue,
  digestToTake,
  finishesDigest,
  takeDigest,
  type StoredDigest,
} from './message-writes.js';
import { MESSAGE_MAIL_WAIT_MS } from './messages.js';

const AT = new Date('2031-03-03T10:00:00.000Z');
const later = (ms: number) => new Date(AT.getTime() + ms);
const HOUR = 3_600_000;
const message = (id: string, text = 'Hello', at = AT) => ({
  kind: 'review' as const,
  subjectId: 'r1',
  threadId: 'review_r1',
  parties: { memberUid: 'mia', designerUid: 'dan' },
  id,
  authorUid: 'dan',
  authorName: 'Dan',
  text,
  hasPicture: false,
  at,
});
const mia = { uid: 'mia', names: { mia: 'Mia' }, mailIntervalMs: HOUR };
const waiting = (messageId: string, at: Date, threadId = 'review_r1') => ({
  threadId,
  kind: 'review' as const,
  subjectId: 'r1',
  messageId,
  authorName: 'Dan',
  text: 'Hello',
  hasPicture: false,
  at,
});
const digest = (change: Partial<StoredDigest>): StoredDigest => ({
  waiting: [],
  dueAt: null,
  lastMailedAt: null,
  seq: 0,
  outgoing: null,
  ...change,
});

describe('decideMessage', () => {
  it('counts the first message unread for the recipient, as their first unread, waiting in their digest', () => {
    expect(decideMessage(message('m1'), mia, null, null)).toEqual({
      thread: {
        kind: 'review',
        subjectId: 'r1',
        memberUid: 'mia',
        designerUid: 'dan',
        parties: ['mia', 'dan'],
        names: { mia: 'Mia', dan: 'Dan' },
        last: { excerpt: 'Hello', authorUid: 'dan', at: AT },
        unread: { mia: 1 },
        firstUnread: { mia: 'm1' },
      },
      digest: { waiting: [waiting('m1', AT)], dueAt: later(MESSAGE_MAIL_WAIT_MS) },
      unreadBefore: 0,
    });
  });

  it('adds to the count without moving the first unread, and keeps the digest due when it was', () => {
    const decision = decideMessage(
      message('m2', '', later(1000)),
      mia,
      { unread: { mia: 2 }, firstUnread: { mia: 'm1' } },
      digest({ waiting: [waiting('m1', AT)], dueAt: later(MESSAGE_MAIL_WAIT_MS) }),
    );
    expect(decision.unreadBefore).toBe(2);
    expect(decision.thread).toMatchObject({ unread: { mia: 3 }, last: { excerpt: 'A picture' } });
    expect(decision.thread.firstUnread).toBeUndefined();
    expect(decision.digest?.dueAt).toEqual(later(MESSAGE_MAIL_WAIT_MS));
    expect(decision.digest?.waiting.map((item) => item.messageId)).toEqual(['m1', 'm2']);
  });

  it('waits the interval after the last mail, and keeps only the newest DIGEST_KEEP', () => {
    const full = Array.from({ length: DIGEST_KEEP }, (_, i) => waiting(`w${i}`, AT));
    const decision = decideMessage(message('m9'), mia, null, digest({ waiting: full, lastMailedAt: later(-60_000) }));
    expect(decision.digest?.dueAt).toEqual(later(HOUR - 60_000));
    expect(decision.digest?.waiting).toHaveLength(DIGEST_KEEP);
    expect(decision.digest?.waiting.map((item) => item.messageId).slice(0, 1)).toEqual(['w1']);
    expect(decision.digest?.waiting.at(-1)?.messageId).toBe('m9');
  });

  it('changes no count and no digest without a recipient', () => {
    const decision = decideMessage(
      { ...message('m1'), parties: { memberUid: 'mia', designerUid: null }, authorUid: 'mia', authorName: 'Mia' },
      null,
      null,
      null,
    );
    expect(decision).toEqual({
      thread: expect.not.objectContaining({ unread: expect.anything() }),
      digest: null,
      unreadBefore: 0,
    });
    expect(decision.thread).toMatchObject({ parties: ['mia'], names: { mia: 'Mia' } });
  });
});

describe('decideMarkRead', () => {
  it('answers the first unread message and reads up to the last one', () => {
    expect(decideMarkRead({ unread: { mia: 2 }, firstUnread: { mia: 'm1' } }, 'mia', AT)).toEqual({ first: 'm1', readAt: AT });
  });
  it('answers none when nothing was unread; a thread never written reads from the epoch', () => {
    expect(decideMarkRead({ unread: { mia: 0 }, firstUnread: { mia: 'm1' } }, 'mia', null)).toEqual({ first: null, readAt: new Date(0) });
  });
});

describe('taking a digest', () => {
  it('is due when its time came or a batch is outgoing', () => {
    expect(digestIsDue(digest({ dueAt: AT }), AT)).toBe(true);
    expect(digestIsDue(digest({ dueAt: later(1) }), AT)).toBe(false);
    expect(digestIsDue(digest({ outgoing: { seq: 1, messages: [] } }), AT)).toBe(true);
    expect(digestIsDue(digest({}), AT)).toBe(false);
  });

  it('takes nothing not due, hands an outgoing batch back as it was, else names the threads to read', () => {
    expect(digestToTake('mia', null, AT)).toEqual({ kind: 'nothing' });
    expect(digestToTake('mia', digest({ dueAt: later(1), waiting: [waiting('m1', AT)] }), AT)).toEqual({ kind: 'nothing' });
    expect(digestToTake('mia', digest({ outgoing: { seq: 3, messages: [waiting('m1', AT)] } }), AT)).toEqual({
      kind: 'again',
      batch: {
        uid: 'mia',
        seq: 3,
        messages: [{ kind: 'review', subjectId: 'r1', authorName: 'Dan', text: 'Hello', hasPicture: false, at: AT }],
      },
    });
    const due = digest({ dueAt: AT, waiting: [waiting('m1', AT), waiting('m2', AT, 'booking_b1'), waiting('m3', AT)] });
    expect(digestToTake('mia', due, AT)).toEqual({ kind: 'due', threadIds: ['review_r1', 'booking_b1'] });
  });

  it('mails what is still unread, keeps it outgoing and notes the mail; read messages are dropped', () => {
    const due = digest({ dueAt: AT, seq: 4, waiting: [waiting('m1', AT), waiting('m2', later(2000))] });
    const taken = takeDigest('mia', due, new Map([['review_r1', later(1000)]]), later(HOUR));
    expect(taken.batch).toMatchObject({ uid: 'mia', seq: 5, messages: [{ at: later(2000) }] });
    expect(taken.batch.messages).toHaveLength(1);
    expect(taken.digest).toEqual({
      waiting: [],
      dueAt: null,
      seq: 5,
      outgoing: { seq: 5, messages: [waiting('m2', later(2000))] },
      lastMailedAt: later(HOUR),
    });
  });

  it('keeps the last mail when everything was read meanwhile', () => {
    const due = digest({ dueAt: AT, lastMailedAt: later(-HOUR), waiting: [waiting('m1', AT)] });
    const taken = takeDigest('mia', due, new Map([['review_r1', AT]]), later(HOUR));
    expect(taken.batch.messages).toEqual([]);
    expect(taken.digest.lastMailedAt).toEqual(later(-HOUR));
  });

  it('forgets a batch by its own number only', () => {
    expect(finishesDigest(digest({ outgoing: { seq: 2, messages: [] } }), 2)).toBe(true);
    expect(finishesDigest(digest({ outgoing: { seq: 3, messages: [] } }), 2)).toBe(false);
    expect(finishesDigest(null, 2)).toBe(false);
  });
});
