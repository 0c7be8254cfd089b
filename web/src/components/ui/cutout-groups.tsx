import { groupInFives, type Cutout } from '../../lib/board-presentation';
import styles from './cutout-groups.module.css';

/** A board's pieces in groups of five: one large cutout and four round ones, the large one alternating sides. */
export function CutoutGroups({ cutouts }: { cutouts: readonly Cutout[] }) {
  if (!cutouts.length) return null;
  return (
    <section className={styles.section} aria-labelledby="cutouts-title">
      <h2 id="cutouts-title" className={styles.title}>
        Your pieces
      </h2>
      <div className={styles.cutouts} data-testid="cutouts">
        {groupInFives(cutouts).map((group, index) => (
          <div
            key={index}
            className={[styles.group, group.side === 'end' ? styles.groupEnd : '', group.small.length <= 2 ? styles.groupShort : '']
              .filter(Boolean)
              .join(' ')}
          >
            <figure className={styles.large}>
              <img src={group.large.url} alt={group.large.title} loading="lazy" width={480} height={480} />
            </figure>
            {group.small.map((item, n) => (
              <figure key={n} className={styles.small}>
                <img src={item.url} alt={item.title} loading="lazy" width={240} height={240} />
              </figure>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
