import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** A friendly empty list: a line saying why, and the action that fills it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
