import { describe, expect, it } from 'vitest';
import { avatarInitials } from './profile-avatar';

describe('avatar fallback', () => {
  it('uses the initials of first and last name', () => expect(avatarInitials('zoë', 'lee', 'zoe.l')).toBe('ZL'));
  it('uses one initial when only one name is known', () => expect(avatarInitials('Ann', '', '')).toBe('A'));
  it('falls back to the first letter of the user name', () => expect(avatarInitials(' ', '', 'designer_1')).toBe('D'));
  it("falls back to 'U'", () => expect(avatarInitials('', '', '')).toBe('U'));
});
