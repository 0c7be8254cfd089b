import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './picture-history.module.css';

export const TRY_IN_MY_ROOM = 'Try in my room';

/** The bar under a board's picture: what the picture is, and the owner's actions on it (picture-history.tsx). */
export function PictureBar({ summary, actions }: { summary?: ReactNode; actions: ReactNode }) {
  return (
    <div className={styles.bar}>
      <p className={styles.summary}>{summary ?? <span className={styles.muted}>Board picture</span>}</p>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}

/**
 * The owner's picture tools as they stand before their chunk has loaded: the same bar, with 'Try in my room' not yet
 * usable. It holds their place, so nothing under the picture moves (and no tap lands elsewhere) when they arrive.
 */
export function PictureToolsPlaceholder() {
  return (
    <section className={styles.history} aria-label="Board picture">
      <PictureBar
        actions={
          <Button variant="secondary" size="sm" disabled>
            {TRY_IN_MY_ROOM}
          </Button>
        }
      />
    </section>
  );
}
