import { Container } from '../../../components/ui/container';
import styles from './profile.module.css';

/** /edit-profile: avatar and the profile form (First Name, Last Name, User Name), filled in by the profile feature. */
export function EditProfileRoute() {
  return (
    <section className={styles.page} aria-labelledby="edit-profile-title">
      <Container size="narrow" className={styles.inner}>
        <h1 id="edit-profile-title" className={styles.title}>
          Edit Profile
        </h1>
        <div className={styles.panel}>
          <span className={styles.avatar} aria-hidden="true">
            U
          </span>
          <div className={styles.form} data-slot="edit-profile-form" />
        </div>
      </Container>
    </section>
  );
}
