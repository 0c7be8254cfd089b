import type { Board } from '@contracts/boards';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { sessionTokenAtom } from '../../../lib/session';
import type { GalleryFilters } from '../api/get-boards';
import { GalleryFilterBar } from '../components/gallery-filters';
import { Container } from '../../../components/ui/container';
import { PageBanner } from '../../../components/ui/page-banner';
import { BoardGrid } from '../components/board-grid';
import { useBoardPages } from '../hooks/use-board-pages';
import styles from './boards.module.css';

/**
 * /inspirations: the community gallery of public boards, newest first or most liked, filtered by room and style,
 * searched by title; the Following tab shows the boards of members the reader follows. `cardActions` (composed in
 * app/) adds e.g. the like button to each card.
 */
export function InspirationsRoute({ cardActions }: { cardActions?: (board: Board) => ReactNode }) {
  const [filters, setFilters] = useState<GalleryFilters>({});
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const pages = useBoardPages(Object.keys(filters).length ? { gallery: filters } : 'gallery');
  const following = filters.feed === 'following';
  const filtered = Boolean(filters.q || filters.function || filters.style);
  return (
    <>
      <PageBanner
        eyebrow="Community"
        title="Inspirations"
        subtitle="Boards made by Roomboard members: open one to see its palette, pieces and layout."
        compact
        art={<img src="/art/blog/small-space.svg" alt="" width={400} height={300} style={{ borderRadius: 'var(--radius-lg)' }} />}
      />
      <section className={`${styles.page} ${styles.galleryPage}`} aria-labelledby="boards-title">
        <Container className={styles.inner}>
          <h2 id="boards-title" className={styles.title}>
            Boards
          </h2>
          <GalleryFilterBar
            filters={filters}
            onChange={setFilters}
            canFollow={signedIn}
            onFollowingSignedOut={() => openAuthDialog('login')}
          />
          <BoardGrid
            pages={pages}
            label="Community boards"
            cardActions={cardActions}
            empty={
              following ? (
                <>
                  <p>
                    {filtered ? 'No boards from members you follow match these filters.' : 'No boards from members you follow yet.'} To
                    follow a member, open one of their boards and press Follow beside their name, or follow them from their space.
                  </p>
                  <ButtonLink to="/inspirations" variant="secondary" onClick={() => setFilters({})}>
                    See all boards
                  </ButtonLink>
                </>
              ) : filtered ? (
                <p>No boards match. Try other words or filters.</p>
              ) : (
                <>
                  <p>No boards yet. Be the first to share one.</p>
                  <ButtonLink to="/Steps">Make a board</ButtonLink>
                </>
              )
            }
          />
        </Container>
      </section>
    </>
  );
}
