import { UNSAVED_KEPT_DAYS } from '@contracts/generation';
import { Link } from 'react-router-dom';
import { boardHeading } from '../../../lib/board-presentation';
import { useUnsavedGenerations } from '../api/get-unsaved-generations';
import styles from './unsaved-strip.module.css';

const madeOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/**
 * 'Not saved yet': the boards the user made in the last week and did not save, each leading back to its board screen
 * (where it can be saved). Nothing is shown when there are none.
 */
export function UnsavedStrip() {
  const { data } = useUnsavedGenerations();
  const generations = data?.generations ?? [];
  if (!generations.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="unsaved-title" data-testid="unsaved-strip">
      <div className={styles.head}>
        <h2 id="unsaved-title" className={styles.title}>
          Not saved yet
        </h2>
        <p className={styles.hint}>
          Boards you made in the last {UNSAVED_KEPT_DAYS} days and did not save. Open one to save it before it goes.
        </p>
      </div>
      <ul className={styles.list}>
        {generations.map((generation) => {
          const name = generation.generated_title || boardHeading(generation.function_name);
          return (
            <li key={generation.id} className={styles.item}>
              <Link to={`/BoardDetail?id=${encodeURIComponent(generation.id)}`} className={styles.link}>
                <span className={styles.media}>
                  {generation.image_url ? <img src={generation.image_url} alt="" loading="lazy" width={320} height={240} /> : null}
                </span>
                <span className={styles.name}>{name}</span>
                <span className={styles.meta}>
                  {[generation.function_name, generation.style].filter(Boolean).join(' · ')} ·{' '}
                  <time dateTime={generation.createdAt}>{madeOn(generation.createdAt)}</time>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
