import type { DesignerProfile } from '@contracts/designers';
import { Link } from 'react-router-dom';
import { DesignerAvatar } from './designer-avatar';
import { ratingText, timeZoneCity } from './format';
import styles from './designers.module.css';

/** One designer on /designers: photo, name, styles, rating and where they work from; the whole card opens the profile. */
export function DesignerCard({ designer }: { designer: DesignerProfile }) {
  return (
    <li className={styles.card} data-testid="designer-card">
      <DesignerAvatar name={designer.name} photoUrl={designer.photoUrl} size="lg" />
      <h2 className={styles.cardName}>
        <Link to={`/designers/${encodeURIComponent(designer.uid)}`} className={styles.cardLink}>
          {designer.name}
        </Link>
      </h2>
      <p className={styles.rating}>{ratingText(designer)}</p>
      {designer.styles.length > 0 ? (
        <ul className={styles.styles} aria-label="Styles">
          {designer.styles.map((style) => (
            <li key={style}>{style}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.zone}>{timeZoneCity(designer.timeZone)} time</p>
    </li>
  );
}
