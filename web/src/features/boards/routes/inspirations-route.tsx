import { Container } from '../../../components/ui/container';
import { PageBanner } from '../../../components/ui/page-banner';
import styles from './boards.module.css';

/** /inspirations: the community gallery. The boards feature fills in the cards and 'Load More'. */
export function InspirationsRoute() {
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
          <ul className={styles.grid} data-slot="gallery" />
        </Container>
      </section>
    </>
  );
}
