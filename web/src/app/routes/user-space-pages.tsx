import { useAtomValue } from 'jotai';
import { loadable } from 'jotai/utils';
import { UserSpaceSection } from '../../features/boards/components/user-space-section';
import { profileAtom } from '../../features/profile/api/get-profile';

const profileLoadable = loadable(profileAtom);

/** '{name}'s Space': the first name from the profile, else the user name. */
function useSpaceName(): string | undefined {
  const profile = useAtomValue(profileLoadable);
  if (profile.state !== 'hasData' || !profile.data) return undefined;
  return profile.data.firstName.trim() || profile.data.userName.trim() || undefined;
}

/** /seeBoard (My Boards): the signed-in user's space, named from their profile. */
export function SeeBoardPage() {
  return <UserSpaceSection name={useSpaceName()} />;
}

/** The embedded user space (blog details). */
export function UserSpacePage({ headingLevel }: { headingLevel?: 'h1' | 'h2' }) {
  return <UserSpaceSection name={useSpaceName()} headingLevel={headingLevel} />;
}
