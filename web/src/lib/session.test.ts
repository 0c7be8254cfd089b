import { describe, expect, it } from 'vitest';
import { sessionRoles } from './session';

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
