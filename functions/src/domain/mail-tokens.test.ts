import { describe, expect, it } from 'vitest';
import { addressKey } from './invitation-mail.js';
import { addressOptOutToken, readAddressOptOutToken, readUnsubscribeToken, unsubscribeToken } from './mail-tokens.js';

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

describe('invitation opt-out tokens', () => {
  const key = addressKey('guest@example.com');

  it('name the address key they were made for, and hold no address', () => {
    const token = addressOptOutToken(SECRET, key);
    expect(readAddressOptOutToken(SECRET, token)).toEqual({ addressKey: key });
    expect(token).not.toContain('guest');
  });

  it('do not verify once changed, with another secret, or as a member’s token (nor the other way round)', () => {
    const token = addressOptOutToken(SECRET, key);
    const [, kind, signature] = token.split('.') as [string, string, string];
    for (const bad of [`${addressKey('other@example.com')}.${kind}.${signature}`, `${key}.comments.${signature}`, `${key}.${kind}`]) {
      expect(readAddressOptOutToken(SECRET, bad), bad).toBeNull();
    }
    expect(readAddressOptOutToken('another-secret-entirely', token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, token)).toBeNull();
    expect(readAddressOptOutToken(SECRET, unsubscribeToken(SECRET, 'uid_A1', 'comments'))).toBeNull();
  });
});
