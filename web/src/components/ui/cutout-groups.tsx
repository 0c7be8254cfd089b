import { formatUsd } from '@contracts/money';
import { groupInFives, type Cutout } from '../../lib/board-presentation';
import styles from './cutout-groups.module.css';

function Piece({ cutout, size }: { cutout: Cutout; size: 'large' | 'small' }) {
  const large = size === 'large';
  return (
    <figure className={[styles.piece, large ? styles.large : styles.small].join(' ')} data-testid="piece">
      <div className={styles.frame}>
        <img src={cutout.url} alt={cutout.title} loading="lazy" width={large ? 480 : 240} height={large ? 480 : 240} />
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{cutout.title}</span>
        {cutout.price !== undefined ? <span className={styles.price}>{formatUsd(cutout.price)}</span> : null}
      </figcaption>
    </figure>
  );
}

/**
 * A board's pieces in groups of five: one large cutout and four round ones, the large one alternating sides. Each piece
 * shows whole (contained, centred) with its name and price. `heading`: 'Your pieces' to the board's owner, 'Pieces' to
 * anyone else.
 */
export function CutoutGroups({ cutouts, heading = 'Your pieces' }: { cutouts: readonly Cutout[]; heading?: string }) {
  if (!cutouts.length) return null;
  return (
    <section className={styles.section} aria-labelledby="cutouts-title">
      <h2 id="cutouts-title" className={styles.title}>
        {heading}
      </h2>
      <div className={styles.cutouts} data-testid="cutouts">
        {groupInFives(cutouts).map((group, index) => (
          <div
            key={index}
            className={[styles.group, group.side === 'end' ? styles.groupEnd : '', group.small.length <= 2 ? styles.groupShort : '']
              .filter(Boolean)
              .join(' ')}
          >
            <Piece cutout={group.large} size="large" />
            {group.small.map((item, n) => (
              <Piece key={n} cutout={item} size="small" />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
