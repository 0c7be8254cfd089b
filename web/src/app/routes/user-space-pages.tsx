import { UserSpaceSection } from '../../features/boards/components/user-space-section';
import { useProfile } from '../../features/profile/api/get-profile';
import { QueryProvider } from '../../lib/react-query';

/** '{name}'s Space': the first name from the profile, else the user name. */
function useSpaceName(): string | undefined {
  const profile = useProfile();
  return profile?.firstName.trim() || profile?.userName.trim() || undefined;
}

/** /seeBoard (My Boards): the signed-in user's space, named from their profile. */
export function SeeBoardPage() {
  return <UserSpaceSection name={useSpaceName()} />;
}

function EmbeddedUserSpace({ headingLevel }: { headingLevel?: 'h1' | 'h2' }) {
  return <UserSpaceSection name={useSpaceName()} headingLevel={headingLevel} />;
}

/** The embedded user space (blog details), loaded for a signed-in reader only, with the query cache it reads through. */
export function UserSpacePage({ headingLevel }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <QueryProvider>
      <EmbeddedUserSpace headingLevel={headingLevel} />
    </QueryProvider>
  );
}
