import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import styles from './membership-result.module.css';

/** /membership/cancel: Stripe's checkout was left before paying. */
export function MembershipCancelRoute() {
  return (
    <section className={styles.page} aria-labelledby="membership-result-title">
      <Container size="narrow" className={styles.inner}>
        <h1 id="membership-result-title" className={styles.title}>
          Checkout cancelled
        </h1>
        <p className={styles.message}>Nothing was charged and your membership is unchanged. You can choose a plan again at any time.</p>
        <div className={styles.actions}>
          <ButtonLink to="/#membership-title">See the plans</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Home
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
