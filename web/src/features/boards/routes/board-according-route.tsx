import { Container } from '../../../components/ui/container';
import styles from './boards.module.css';

/** /BoardAccording: the generated board in its saving variant. The boards feature fills in the board. */
export function BoardAccordingRoute() {
  return (
    <section className={styles.page} aria-labelledby="board-according-title">
      <Container className={styles.inner}>
        <header className={styles.head}>
          <h1 id="board-according-title" className={styles.title}>
            Living Room
          </h1>
          <p className={styles.subtitle}>Your World Of Inspiration</p>
        </header>
        <div data-slot="board" />
      </Container>
    </section>
  );
}
