import styles from './logo.module.css';

/**
 * The Roomboard wordmark: a little house made of board tiles, then the name. `compact`: the narrowest phones show the
 * house alone (the signed-in top bar, where the bell and the account menu need the room; its link is labelled).
 */
export function Logo({ tone = 'ink', compact = false }: { tone?: 'ink' | 'light'; compact?: boolean }) {
  return (
    <span className={[styles.logo, tone === 'light' ? styles.light : '', compact ? styles.compact : ''].filter(Boolean).join(' ')}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 3 3 13v16h26V13L16 3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <rect x="9" y="16" width="6" height="6" rx="1" fill="var(--color-accent)" />
        <rect x="17" y="16" width="6" height="6" rx="1" fill="currentColor" opacity="0.35" />
        <rect x="9" y="23" width="14" height="3" rx="1" fill="currentColor" opacity="0.6" />
      </svg>
      <span className={styles.word}>Roomboard</span>
    </span>
  );
}
