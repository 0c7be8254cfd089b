import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { Container } from '../../components/ui/container';
import { BoardGrid } from '../../features/boards/components/board-grid';
import { UserSpaceSection } from '../../features/boards/components/user-space-section';
import { useUserSpace } from '../../features/community/api/follow';
import { PeopleList } from '../../features/community/components/people-list';
import { SpaceCounts } from '../../features/community/components/space-counts';
import { useSharedBoards } from '../../features/live/api/get-shared-boards';
import { useProfile } from '../../features/profile/api/get-profile';
import { useDocumentTitle } from '../../lib/document-title';
import { QueryProvider } from '../../lib/react-query';
import { sessionTokenAtom } from '../../lib/session';
import styles from './user-space-pages.module.css';

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

/** The boards others invited the user to edit (the live feature's list, the boards feature's cards); none: nothing shown. */
function SharedWithYou() {
  const shared = useSharedBoards(Boolean(useAtomValue(sessionTokenAtom)));
  const boards = shared.data?.boards ?? [];
  if (!boards.length) return null;
  return (
    <section className={styles.shared} aria-labelledby="shared-title">
      <Container className={styles.inner}>
        <h2 id="shared-title" className={styles.title}>
          Shared with you
        </h2>
        <BoardGrid
          pages={{ boards, loading: false, error: null, hasMore: false, loadMore: () => undefined }}
          label="Boards shared with you"
          cardHeadingLevel="h3"
          empty={null}
        />
      </Container>
    </section>
  );
}

/** /seeBoard (My Boards): the signed-in user's space, named from their profile, and the boards shared with them. */
export function SeeBoardPage() {
  const { uid } = useParams<{ uid: string }>();
  return uid ? (
    <MemberSpace uid={uid} />
  ) : (
    <>
      <OwnSpace />
      <SharedWithYou />
    </>
  );
}

/** /seeBoard/:uid: another member's space, with their public boards, counts, Follow button and lists. */
function MemberSpace({ uid }: { uid: string }) {
  const space = useUserSpace(uid);
  useDocumentTitle(space.data?.name);
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
