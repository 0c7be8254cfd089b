import { describe, expect, it } from 'vitest';
import { returnPlace } from './return-place';

describe('the page a session expiry came from', () => {
  it('is the page, its query, hash and navigation state', () => {
    const from = { pathname: '/UserBoard/b1', search: '?tab=2', hash: '#designer', state: { userBoard: { id: 'b1' } }, key: 'k' };
    expect(returnPlace({ from })).toEqual({
      pathname: '/UserBoard/b1',
      search: '?tab=2',
      hash: '#designer',
      state: { userBoard: { id: 'b1' } },
    });
  });

  it('is none without one, for another site, or for the login and register pages themselves', () => {
    expect(returnPlace(null)).toBeNull();
    expect(returnPlace({})).toBeNull();
    expect(returnPlace({ from: { pathname: '//evil.example/x' } })).toBeNull();
    expect(returnPlace({ from: { pathname: 'https://evil.example/' } })).toBeNull();
    expect(returnPlace({ from: { pathname: '/loginPage' } })).toBeNull();
    expect(returnPlace({ from: { pathname: '/register' } })).toBeNull();
  });
});
