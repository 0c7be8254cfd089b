import { UserSpaceSection } from '../../features/boards/components/user-space-section';
import { useProfile } from '../../features/profile/api/get-profile';

/** '{name}'s Space': the first name from the profile, else the user name. */
function useSpaceName(): string | undefined {
  const profile = useProfile();
  return profile?.firstName.trim() || profile?.userName.trim() || undefined;
}

/** /seeBoard (My Boards): the signed-in user's space, named from their profile. */
export function SeeBoardPage() {
  return <UserSpaceSection name={useSpaceName()} />;
}

/** The embedded user space (blog details). */
export function UserSpacePage({ headingLevel }: { headingLevel?: 'h1' | 'h2' }) {
  return <UserSpaceSection name={useSpaceName()} headingLevel={headingLevel} />;
}
