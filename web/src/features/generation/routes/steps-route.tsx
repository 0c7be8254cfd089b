import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import styles from './generation.module.css';

/** /Steps (also /steps): the three-step selector. The generation feature fills in the choices. */
export function StepsRoute() {
  const step = 1;
  return (
    <section className={styles.page} aria-labelledby="steps-title">
      <Container className={styles.inner}>
        <h1 id="steps-title" className={styles.title}>
          How it Works
        </h1>
        <ol className={styles.steps} aria-label="Progress">
          {[1, 2, 3].map((n) => (
            <li key={n} className={[styles.step, n === step ? styles.current : ''].join(' ')} aria-current={n === step ? 'step' : undefined}>
              <span className={styles.dot}>{n}</span>
            </li>
          ))}
        </ol>
        <h2 className={styles.selectHeading}>Select</h2>
        <p className={styles.question}>Choose a function:</p>
        <div className={styles.options} data-slot="step-options" />
        <div className={styles.actions}>
          <Button variant="secondary" disabled>
            Back
          </Button>
        </div>
      </Container>
    </section>
  );
}
