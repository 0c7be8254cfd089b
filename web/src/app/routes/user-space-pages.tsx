import { useAtomValue } from 'jotai';
import { BoardGrid } from '../../features/boards/components/board-grid';
import { UserSpaceSection } from '../../features/boards/components/user-space-section';
import { useSharedBoards } from '../../features/live/api/get-shared-boards';
import { useProfile } from '../../features/profile/api/get-profile';
import { Container } from '../../components/ui/container';
import { QueryProvider } from '../../lib/react-query';
import { sessionTokenAtom } from '../../lib/session';
import styles from './user-space-pages.module.css';

/** '{name}'s Space': the first name from the profile, else the user name. */
function useSpaceName(): string | undefined {
  const profile = useProfile();
  return profile?.firstName.trim() || profile?.userName.trim() || undefined;
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
  return (
    <>
      <UserSpaceSection name={useSpaceName()} />
      <SharedWithYou />
    </>
  );
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
