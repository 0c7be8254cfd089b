import { useParams } from 'react-router-dom';
import { UserSpaceSection } from '../../features/boards/components/user-space-section';
import { useUserSpace } from '../../features/community/api/follow';
import { PeopleList } from '../../features/community/components/people-list';
import { SpaceCounts } from '../../features/community/components/space-counts';
import { useProfile } from '../../features/profile/api/get-profile';
import { QueryProvider } from '../../lib/react-query';

/** '{name}'s Space': the first name from the profile, else the user name. */
function useSpaceName(): string | undefined {
  const profile = useProfile();
  return profile?.firstName.trim() || profile?.userName.trim() || undefined;
}

const EMPTY = {
  followers: 'No followers yet. When people follow this space, their spaces will show here.',
  following: 'Not following anyone yet. Spaces followed will show here.',
};

/** The followers and following tabs of a member's space ('me': the signed-in user's). */
function People({ uid, direction }: { uid: string; direction: 'followers' | 'following' }) {
  const space = useUserSpace(uid);
  return space.data ? <PeopleList uid={space.data.id} direction={direction} empty={EMPTY[direction]} /> : null;
}

function OwnSpace({ headingLevel }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <UserSpaceSection
      name={useSpaceName()}
      headingLevel={headingLevel}
      counts={<SpaceCounts uid="me" />}
      renderPeople={(direction) => <People uid="me" direction={direction} />}
    />
  );
}

/** /seeBoard (My Boards): the signed-in user's space, named from their profile. */
export function SeeBoardPage() {
  const { uid } = useParams<{ uid: string }>();
  return uid ? <MemberSpace uid={uid} /> : <OwnSpace />;
}

/** /seeBoard/:uid: another member's space, with their public boards, counts, Follow button and lists. */
function MemberSpace({ uid }: { uid: string }) {
  const space = useUserSpace(uid);
  return (
    <UserSpaceSection
      name={space.data?.name}
      memberUid={uid}
      counts={<SpaceCounts uid={uid} />}
      renderPeople={(direction) => <People uid={uid} direction={direction} />}
    />
  );
}

/** The embedded user space (blog details), loaded for a signed-in reader only, with the query cache it reads through. */
export function UserSpacePage({ headingLevel }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <QueryProvider>
      <OwnSpace headingLevel={headingLevel} />
    </QueryProvider>
  );
}
