import styles from '../routes/generation.module.css';

/** Steps 1 to 3: the current one active, the connectors before it filled. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <ol className={styles.steps} aria-label="Progress">
      {[1, 2, 3].map((n) => (
        <li
          key={n}
          className={[styles.step, n === step ? styles.current : '', n < step ? styles.done : ''].filter(Boolean).join(' ')}
          aria-current={n === step ? 'step' : undefined}
        >
          <span className={styles.dot}>
            <span className="visually-hidden">Step </span>
            {n}
            <span className="visually-hidden"> of 3{n < step ? ', done' : ''}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
