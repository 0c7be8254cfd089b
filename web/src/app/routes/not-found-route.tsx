import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import styles from './not-found.module.css';

export function NotFoundRoute() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <Container size="narrow" className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          Page not found
        </h1>
        <p className={styles.text}>This room does not exist yet. The page may have moved, or the address may have a typo.</p>
        <div className={styles.actions}>
          <ButtonLink to="/">Back to Home</ButtonLink>
          <ButtonLink to="/inspirations" variant="secondary">
            Browse Inspirations
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
