import { Container } from '../../../components/ui/container';
import styles from './profile.module.css';

/** /account-management: the billing address form, filled in by the profile feature. */
export function AccountManagementRoute() {
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <Container size="narrow" className={styles.inner}>
        <h1 id="account-title" className={styles.title}>
          Account Management
        </h1>
        <div className={styles.panel}>
          <div className={styles.form} data-slot="account-form" />
        </div>
      </Container>
    </section>
  );
}
