import { useLocation } from 'react-router-dom';
import { Container } from '../../../components/ui/container';
import styles from './boards.module.css';

/** /UserBoard: one saved board and the room designer. The boards feature fills in the board from navigation state. */
export function UserBoardRoute() {
  const state = useLocation().state as { userBoard?: unknown } | null;
  return (
    <section className={styles.page} aria-labelledby="user-board-title">
      <Container className={styles.inner}>
        <header className={styles.head}>
          <h1 id="user-board-title" className={styles.title}>
            Living Room
          </h1>
          <p className={styles.subtitle}>Your World Of Inspiration</p>
        </header>
        {state?.userBoard ? <div data-slot="user-board" /> : <p className={styles.empty}>No board details available</p>}
      </Container>
    </section>
  );
}
