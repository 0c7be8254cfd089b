import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import styles from './generation.module.css';

/** /get-started: the purpose / size / palette wizard. The generation feature fills in the choices. */
export function GetStartedRoute() {
  const step = 1;
  return (
    <section className={styles.page} aria-labelledby="wizard-title">
      <Container className={styles.inner}>
        <h1 id="wizard-title" className={styles.title}>
          Space purpose
        </h1>
        <p className={styles.subtitle}>Your new space in just 3 steps. What? Yes, 3 steps and we will do the rest.</p>
        <ol className={styles.steps} aria-label="Progress">
          {[1, 2, 3].map((n) => (
            <li key={n} className={[styles.step, n === step ? styles.current : ''].join(' ')} aria-current={n === step ? 'step' : undefined}>
              <span className={styles.dot}>{n}</span>
            </li>
          ))}
        </ol>
        <h2 className={styles.selectHeading}>Select</h2>
        <div className={styles.options} data-slot="wizard-options" />
        <div className={styles.actions}>
          <Button variant="secondary" disabled>
            Back
          </Button>
          <Button variant="ghost">Help</Button>
          <Button>Next Step</Button>
        </div>
      </Container>
    </section>
  );
}
