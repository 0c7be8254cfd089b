import styles from './loading-dots.module.css';

/** Three bouncing accent dots (still, for reduced motion): decoration beside words that say what is loading. */
export function LoadingDots({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <span className={`${styles.dots} ${styles[size]}`} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}
