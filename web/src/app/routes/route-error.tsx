import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { NotFoundRoute } from './not-found-route';
import styles from './not-found.module.css';

/** The router's error screen: a 404 reads as not found, anything else as a failure the reader can retry. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <section className={styles.page} aria-labelledby="route-error-title">
      <Container size="narrow" className={styles.inner}>
        <h1 id="route-error-title" className={styles.title}>
          Something went wrong
        </h1>
        <p className={styles.text}>This page could not be shown. Please reload it, or go back to the home page.</p>
        <div className={styles.actions}>
          <ButtonLink to="/">Back to Home</ButtonLink>
        </div>
      </Container>
    </section>
  );
}
