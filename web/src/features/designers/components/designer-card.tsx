import type { DesignerView } from '@contracts/designer-views';
import { Link } from 'react-router-dom';
import { Each, When } from '../../../lib/page-template';
import { DesignerAvatar } from './designer-avatar';
import styles from './designers.module.css';

/** One designer on /designers: photo, name, styles, rating and where they work from; the whole card opens the profile. */
export function DesignerCard({ designer }: { designer: DesignerView }) {
  return (
    <li className={styles.card} data-testid="designer-card">
      <DesignerAvatar initials={designer.initials} photoUrl={designer.photoUrl} size="lg" />
      <h2 className={styles.cardName}>
        <Link to={`/designers/${designer.segment}`} className={styles.cardLink}>
          {designer.name}
        </Link>
      </h2>
      <p className={styles.rating}>{designer.rating}</p>
      <When name="styles" value={designer.styles}>
        <ul className={styles.styles} aria-label="Styles">
          <Each name="styles" items={designer.styles}>
            {(style) => <li key={style}>{style}</li>}
          </Each>
        </ul>
      </When>
      <p className={styles.zone}>{designer.city} time</p>
    </li>
  );
}
