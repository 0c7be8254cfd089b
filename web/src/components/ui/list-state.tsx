import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import styles from './list-state.module.css';

interface ListStateProps {
  /** The list's read: loading until it answers, its error if it failed. */
  query: { isPending: boolean; error: Error | null };
  /** What the status line says while the list loads, e.g. 'Loading notifications…'. */
  loading: string;
  /** The words of a failed read; the error's own message by default. */
  describeError?: (error: Error) => ReactNode;
  /** True when the read answered with nothing; `empty` is shown instead of the list. */
  isEmpty: boolean;
  /** The empty state's content: why it is empty, and the action that fills it. */
  empty: ReactNode;
  /** The list itself (with its Load more). */
  children: ReactNode;
}

/** A list page's four states, the same everywhere: loading, the read's error, empty, or the list. */
export function ListState({ query, loading, describeError = (error) => error.message, isEmpty, empty, children }: ListStateProps) {
  if (query.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {loading}
      </p>
    );
  }
  if (query.error) {
    return (
      <p role="alert" className={styles.error}>
        {describeError(query.error)}
      </p>
    );
  }
  if (isEmpty) return <EmptyState>{empty}</EmptyState>;
  return <>{children}</>;
}
