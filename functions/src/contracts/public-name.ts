/** What a member without a name is called in the community. */
export const MEMBER_NAME = 'Roomboard member';

/**
 * A member's public name (bylines, comments, follows, member spaces): the user name they chose, else their first name
 * and last initial ("Mina T."), never anything taken from the e-mail. The server credits it; Edit Profile previews it.
 */
export function publicName(profile: { userName?: string; firstName?: string; lastName?: string } | null): string {
  const chosen = profile?.userName?.trim();
  if (chosen) return chosen;
  const first = profile?.firstName?.trim() ?? '';
  const initial = [...(profile?.lastName?.trim() ?? '')][0]?.toLocaleUpperCase('en-US');
  if (!first) return MEMBER_NAME;
  return initial ? `${first} ${initial}.` : first;
}
