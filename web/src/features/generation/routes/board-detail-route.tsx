import { Container } from '../../../components/ui/container';
import styles from './generation.module.css';

/** /BoardDetail: the generated board. The generation feature fills in palette, image, description and cutouts. */
export function BoardDetailRoute() {
  return (
    <section className={styles.page} aria-labelledby="board-detail-title">
      <Container className={styles.board}>
        <header className={styles.boardHead}>
          <h1 id="board-detail-title" className={styles.title}>
            Living Room
          </h1>
          <p className={styles.subtitle}>Your World Of Inspiration</p>
        </header>
        <div className={styles.boardGrid}>
          <aside className={styles.palette} aria-label="Colour palette" data-slot="palette" />
          <div className={styles.image} data-slot="generated-image" />
        </div>
        <div data-slot="board-description" />
        <div data-slot="board-cutouts" />
      </Container>
    </section>
  );
}
