import { describe, expect, it } from 'vitest';
import { searchWord, titleWords } from './boards.js';
import { canDeleteComment, COUNTER_SHARDS, randomShard } from './community.js';

describe('community rules', () => {
  it('keeps the distinct lower-cased words of the titles, and searches the longest word typed', () => {
    expect(titleWords('A Calm Walnut Bedroom', 'Oslo Bed_ Walnut, Linen Duvet')).toEqual(
      ['a', 'calm', 'walnut', 'bedroom', 'oslo', 'bed_', 'linen', 'duvet'].map((word) => word.replace('_', '')),
    );
    expect(searchWord('  the WALNUT room ')).toBe('walnut');
    expect(searchWord('!!')).toBeNull();
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
