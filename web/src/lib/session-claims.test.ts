import { describe, expect, it } from 'vitest';
import { sessionMayBeUnverified, sessionRoles, sessionUid } from './session-claims';

const token = (claims: Record<string, unknown>) =>
  ['header', btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'signature'].join('.');

describe('sessionRoles', () => {
  it("reads the designer and admin claims from the session token's payload", () => {
    expect(sessionRoles(token({ uid: 'u', designer: true }))).toEqual({ designer: true, admin: false });
    expect(sessionRoles(token({ uid: 'u', admin: true }))).toEqual({ designer: false, admin: true });
    expect(sessionRoles(token({ uid: 'u', designer: 'yes' }))).toEqual({ designer: false, admin: false });
  });

  it('reads no role from no token or a broken one', () => {
    expect(sessionRoles(null)).toEqual({ designer: false, admin: false });
    expect(sessionRoles('not-a-token')).toEqual({ designer: false, admin: false });
    expect(sessionRoles('a.%%%.c')).toEqual({ designer: false, admin: false });
  });
});

describe('sessionMayBeUnverified', () => {
  const password = { firebase: { sign_in_provider: 'password' } };
  it('is true for a password account whose session says its e-mail was not verified', () => {
    expect(sessionMayBeUnverified(token({ ...password, email_verified: false }))).toBe(true);
    expect(sessionMayBeUnverified(token(password))).toBe(true);
  });

  it('is false for a verified address, a Google account, and no or a broken token', () => {
    expect(sessionMayBeUnverified(token({ ...password, email_verified: true }))).toBe(false);
    expect(sessionMayBeUnverified(token({ firebase: { sign_in_provider: 'google.com' }, email_verified: false }))).toBe(false);
    expect(sessionMayBeUnverified(null)).toBe(false);
    expect(sessionMayBeUnverified('a.%%%.c')).toBe(false);
    expect(sessionMayBeUnverified(token({ email_verified: false }))).toBe(false);
  });
});

describe('sessionUid', () => {
  it("reads the account from the token's subject", () => {
    expect(sessionUid(token({ sub: 'u1', user_id: 'u1' }))).toBe('u1');
    expect(sessionUid(token({ sub: '' }))).toBeNull();
    expect(sessionUid(null)).toBeNull();
  });
});
