import { When } from '../../../lib/page-template';
import styles from './designers.module.css';

/** The photo's box in CSS pixels (designers.module.css): its size before the stylesheet or the picture has loaded. */
const SIDE = { md: 64, lg: 112 } as const;

/** The designer's photo (their account's avatar), else their initials on the accent's soft tint. */
export function DesignerAvatar({ initials, photoUrl, size = 'md' }: { initials: string; photoUrl: string | null; size?: 'md' | 'lg' }) {
  return (
    <span className={[styles.avatar, size === 'lg' ? styles.avatarLarge : ''].filter(Boolean).join(' ')} aria-hidden="true">
      <When name="photoUrl" value={photoUrl} otherwise={initials}>
        <img src={photoUrl ?? undefined} alt="" width={SIDE[size]} height={SIDE[size]} />
      </When>
    </span>
  );
}
