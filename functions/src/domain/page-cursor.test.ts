import { describe, expect, it } from 'vitest';
import { productSortKey } from './catalogue.js';
import {
  decodeCursor,
  decodeListCursor,
  decodeProductCursor,
  decodeRankedCursor,
  encodeCursor,
  encodeListCursor,
  encodeProductCursor,
  encodeRankedCursor,
} from './page-cursor.js';

describe('page cursor', () => {
  it('round-trips and refuses anything it did not make', () => {
    const cursor = { createdAtMs: 1_720_000_000_123, id: 'a1B2c3' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const text of [
      '',
      'not-a-cursor',
      Buffer.from('[1.5,"x"]').toString('base64url'),
      Buffer.from('[1,"a/b"]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ]) {
      expect(decodeCursor(text), text).toBeNull();
    }
  });

  it('carries the like count in a most-liked cursor and refuses cursors it did not make', () => {
    const cursor = { createdAtMs: 1_700_000_000_000, id: 'abc', likes: 12 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ createdAtMs: 5, id: 'abc' }))).toEqual({ createdAtMs: 5, id: 'abc' });
    expect(decodeCursor(Buffer.from(JSON.stringify([5, 'abc', -1])).toString('base64url'))).toBeNull();
    expect(decodeListCursor(encodeListCursor({ ms: 9, id: 'x_y' }))).toEqual({ ms: 9, id: 'x_y' });
    expect(decodeListCursor('not a cursor')).toBeNull();
  });
});

describe('products page cursor', () => {
  it('carries a sort key there and back, and refuses text it did not make', () => {
    const key = productSortKey('Oslo Linen Duvet Cover', 'oslo-linen-duvet-cover');
    expect(decodeProductCursor(encodeProductCursor(key))).toBe(key);
    for (const forged of ['not-a-cursor', encodeProductCursor('no separator'), '', `${encodeProductCursor(key)}=`])
      expect(decodeProductCursor(forged), forged).toBeNull();
  });
});

describe('ranked products page cursor', () => {
  it('carries the last product and the offset, and refuses a negative offset or another kind of cursor', () => {
    expect(decodeRankedCursor(encodeRankedCursor({ lastId: 'oslo-bed', offset: 24 }))).toEqual({ lastId: 'oslo-bed', offset: 24 });
    expect(decodeRankedCursor(Buffer.from('["ranked","x",-1]').toString('base64url'))).toBeNull();
    expect(decodeRankedCursor(encodeListCursor({ ms: 1, id: 'x' }))).toBeNull();
  });
});
