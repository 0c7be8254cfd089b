import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageBanner } from '../../../components/ui/page-banner';
import { BoardGrid } from '../components/board-grid';
import { useBoardPages } from '../hooks/use-board-pages';
import styles from './boards.module.css';

/** /inspirations: the community gallery of public boards, newest first. */
export function InspirationsRoute() {
  const pages = useBoardPages('gallery');
  return (
    <>
      <PageBanner
        eyebrow="Community"
        title="Inspirations"
        subtitle="Boards made by Roomboard members: open one to see its palette, pieces and layout."
        art={<img src="/art/blog/small-space.svg" alt="" width={400} height={300} style={{ borderRadius: 'var(--radius-lg)' }} />}
      />
      <section className={styles.page} aria-labelledby="boards-title">
        <Container className={styles.inner}>
          <h2 id="boards-title" className={styles.title}>
            Boards
          </h2>
          <BoardGrid
            pages={pages}
            label="Community boards"
            empty={
              <>
                <p>No boards yet. Be the first to share one.</p>
                <ButtonLink to="/Steps">Make a board</ButtonLink>
              </>
            }
          />
        </Container>
      </section>
    </>
  );
}
