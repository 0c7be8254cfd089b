import styles from './generation.module.css';

/** /Loader: three animated dots and 'Creating Board'; also the full-page loader during generation. */
export function LoaderRoute() {
  return (
    <div className={styles.loader} role="status">
      <div className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <h1 className={styles.title}>Creating Board</h1>
    </div>
  );
}
