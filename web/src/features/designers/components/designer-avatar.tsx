import styles from './designers.module.css';

/** The designer's photo (their account's avatar), else their initials on the accent's soft tint. */
export function DesignerAvatar({ name, photoUrl, size = 'md' }: { name: string; photoUrl: string | null; size?: 'md' | 'lg' }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span className={[styles.avatar, size === 'lg' ? styles.avatarLarge : ''].filter(Boolean).join(' ')} aria-hidden="true">
      {photoUrl ? <img src={photoUrl} alt="" /> : initials}
    </span>
  );
}
