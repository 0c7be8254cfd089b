import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './mail-tokens.js';

const SECRET = 'a-secret-of-sixteen-plus';

describe('unsubscribe tokens', () => {
  it('name the member and the category they were made for', () => {
    const token = unsubscribeToken(SECRET, 'uid_A1', 'comments');
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ uid: 'uid_A1', category: 'comments' });
  });

  it('do not verify once changed anywhere, or with another secret', () => {
    const token = unsubscribeToken(SECRET, 'uid_A1', 'comments');
    const [uid, category, signature] = token.split('.') as [string, string, string];
    const other = Buffer.from('uid_B2').toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${other}.${category}.${signature}`,
      `${uid}.followers.${signature}`,
      `${uid}.${category}.${flipped}`,
      `${uid}.${category}`,
      '',
      'x.y.z',
    ]) {
      expect(readUnsubscribeToken(SECRET, bad), bad).toBeNull();
    }
    expect(readUnsubscribeToken('another-secret-entirely', token)).toBeNull();
  });

  it('are only made for categories a member may turn off', () => {
    const forged = `${Buffer.from('uid_A1').toString('base64url')}.billing.${'x'.repeat(43)}`;
    expect(readUnsubscribeToken(SECRET, forged)).toBeNull();
  });
});
