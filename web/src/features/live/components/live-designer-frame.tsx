import type { Presence } from '@contracts/live';
import type { ReactNode } from 'react';
import styles from './live.module.css';
import { PresenceBadges } from './presence-badges';

/** The designer of a board edited together, with who else is on the board in its top corner. */
export function LiveDesignerFrame({ others, children }: { others: Presence[]; children: ReactNode }) {
  return (
    <div className={styles.liveFrame} data-testid="live-designer">
      <PresenceBadges others={others} />
      {children}
    </div>
  );
}
