import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { sessionTokenAtom } from '../../../lib/session';
import { useBoardPages } from '../hooks/use-board-pages';
import { BoardGrid } from './board-grid';
import { SavedNotice } from './saved-notice';
import { UnsavedStrip } from './unsaved-strip';
import styles from './user-space-section.module.css';
import { opensAuthDialog } from '../../../lib/auth-dialog';

const TABS = [
  { id: 'my-space', label: 'My Space' },
  { id: 'followers-spaces', label: 'Followers Spaces' },
  { id: 'following-spaces', label: 'Following Spaces' },
] as const;

type TabId = (typeof TABS)[number]['id'];

interface UserSpaceSectionProps {
  /** The profile's display name; the title reads '{name}'s Space'. */
  name?: string;
  /** h1 on /seeBoard, h2 where the section is embedded (blog details). */
  headingLevel?: 'h1' | 'h2';
  /** Another member's space (/seeBoard/:uid): their public boards. Absent: the signed-in user's own. */
  memberUid?: string;
  /** Under the title: the 'followers • following' line and the Follow button (composed in app/). */
  counts?: ReactNode;
  /** The Followers Spaces and Following Spaces tabs' lists (composed in app/). */
  renderPeople?: (direction: 'followers' | 'following') => ReactNode;
}

/** A member's space: title, counts, tabs and the board grid (their own boards, or another member's public ones). */
export function UserSpaceSection({ name, headingLevel: Heading = 'h1', memberUid, counts, renderPeople }: UserSpaceSectionProps) {
  const [tab, setTab] = useState<TabId>('my-space');
  const signedIn = Boolean(useAtomValue(sessionTokenAtom)) || memberUid !== undefined;
  const pages = useBoardPages(memberUid === undefined ? 'mine' : { member: memberUid });
  const count = pages.boards.length;
  return (
    <section className={styles.section} aria-labelledby="user-space-title">
      <Container className={styles.inner}>
        <header className={styles.head}>
          <Heading id="user-space-title" className={Heading === 'h1' ? styles.titleLarge : styles.title}>
            {name ? `${name}'s Space` : 'My Space'}
          </Heading>
          {counts}
          {signedIn && !pages.loading && !pages.error ? (
            <p className={styles.counts} data-testid="board-count">
              {pages.hasMore ? `${count}+ boards` : `${count} ${count === 1 ? 'board' : 'boards'}`}
            </p>
          ) : signedIn && pages.loading ? (
            // Its place while the boards load, so that the count arrives without moving the tabs and the boards.
            <p className={styles.counts} aria-hidden="true">
              &nbsp;
            </p>
          ) : null}
        </header>
        {signedIn && Heading === 'h1' ? (
          <>
            <SavedNotice />
            <UnsavedStrip />
          </>
        ) : null}
        <div role="tablist" aria-label="Spaces" className={styles.tabs}>
          {TABS.map((item) => (
            <button
              key={item.id}
              id={`tab-${item.id}`}
              role="tab"
              type="button"
              aria-selected={tab === item.id}
              aria-controls="user-space-panel"
              tabIndex={tab === item.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(item.id)}
              onKeyDown={(event) => {
                const index = TABS.findIndex((t) => t.id === tab);
                const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                if (!delta) return;
                const next = TABS[(index + delta + TABS.length) % TABS.length];
                if (!next) return;
                setTab(next.id);
                document.getElementById(`tab-${next.id}`)?.focus();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div id="user-space-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
          {tab === 'my-space' ? (
            signedIn ? (
              <BoardGrid
                pages={pages}
                label={memberUid === undefined ? 'My boards' : `${name ?? 'Member'}'s boards`}
                showVisibility={memberUid === undefined}
                cardHeadingLevel={Heading === 'h1' ? 'h2' : 'h3'}
                empty={
                  memberUid === undefined ? (
                    <>
                      <p>Your space is empty. Make a board and save it to see it here.</p>
                      <ButtonLink to="/Steps">Make a board</ButtonLink>
                    </>
                  ) : (
                    <p>No public boards yet.</p>
                  )
                }
              />
            ) : (
              <EmptyState>
                <p>Log in to see your boards.</p>
                <ButtonLink to="/login" onClick={opensAuthDialog('login')}>
                  Login
                </ButtonLink>
              </EmptyState>
            )
          ) : renderPeople ? (
            renderPeople(tab === 'followers-spaces' ? 'followers' : 'following')
          ) : (
            <EmptyState>
              {tab === 'followers-spaces' ? (
                <p>No followers yet. When people follow your space, their spaces will show here.</p>
              ) : (
                <p>You are not following anyone yet. Spaces you follow will show here.</p>
              )}
              <ButtonLink to="/inspirations" variant="secondary">
                Browse Inspirations
              </ButtonLink>
            </EmptyState>
          )}
        </div>
      </Container>
    </section>
  );
}
