import type { Presence } from '@contracts/live';
import styles from './live.module.css';

/** Who else is on the board: their initials in the designer's corner, their names for assistive tech and on hover. */
export function PresenceBadges({ others }: { others: Presence[] }) {
  if (others.length === 0) return null;
  const names = others.map((entry) => entry.name).join(', ');
  return (
    <div className={styles.presence}>
      <span aria-hidden="true">Also here</span>
      <ul className={styles.presenceList} aria-label={`Also on this board: ${names}`} data-testid="presence">
        {others.map((entry) => (
          <li key={entry.uid} className={styles.initials} title={`${entry.name} is on this board`}>
            <span aria-hidden="true">{entry.initials}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
