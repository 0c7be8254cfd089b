import { describe, expect, it } from 'vitest';
import { InviteRequest, INVITE_EMAIL_INVALID } from './live.js';

describe('invitations', () => {
  it('keeps an invited address in lower case and refuses what is not an address', () => {
    expect(InviteRequest.parse({ email: '  Ada.Lovelace@Example.COM ' })).toEqual({ email: 'ada.lovelace@example.com' });
    expect(InviteRequest.safeParse({ email: 'ada' }).error?.issues[0]?.message).toBe(INVITE_EMAIL_INVALID);
  });
});
