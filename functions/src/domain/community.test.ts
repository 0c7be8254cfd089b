import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, searchWord, titleWords } from './boards.js';
import { canDeleteComment, COUNTER_SHARDS, decodeListCursor, encodeListCursor, randomShard } from './community.js';

describe('community rules', () => {
  it('keeps the distinct lower-cased words of the titles, and searches the longest word typed', () => {
    expect(titleWords('A Calm Walnut Bedroom', 'Oslo Bed_ Walnut, Linen Duvet')).toEqual(
      ['a', 'calm', 'walnut', 'bedroom', 'oslo', 'bed_', 'linen', 'duvet'].map((word) => word.replace('_', '')),
    );
    expect(searchWord('  the WALNUT room ')).toBe('walnut');
    expect(searchWord('!!')).toBeNull();
  });

  it('carries the like count in a most-liked cursor and refuses cursors it did not make', () => {
    const cursor = { createdAtMs: 1_700_000_000_000, id: 'abc', likes: 12 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ createdAtMs: 5, id: 'abc' }))).toEqual({ createdAtMs: 5, id: 'abc' });
    expect(decodeCursor(Buffer.from(JSON.stringify([5, 'abc', -1])).toString('base64url'))).toBeNull();
    expect(decodeListCursor(encodeListCursor({ ms: 9, id: 'x_y' }))).toEqual({ ms: 9, id: 'x_y' });
    expect(decodeListCursor('not a cursor')).toBeNull();
  });

  it('lets the author and the board owner delete a comment', () => {
    const comment = { authorUid: 'bob', boardOwnerUid: 'ann' };
    expect([
      canDeleteComment(comment, 'bob'),
      canDeleteComment(comment, 'ann'),
      canDeleteComment(comment, 'cy'),
      canDeleteComment(comment, null),
    ]).toEqual([true, true, false, false]);
  });

  it('spreads counter writes over every shard', () => {
    expect(randomShard(() => 0)).toBe(0);
    expect(randomShard(() => 0.999_999)).toBe(COUNTER_SHARDS - 1);
  });
});
