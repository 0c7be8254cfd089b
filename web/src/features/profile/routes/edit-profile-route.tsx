import { Container } from '../../../components/ui/container';
import { RequireProfile } from '../../../components/ui/require-profile';
import { useProfile } from '../api/get-profile';
import { EditProfileForm } from '../components/edit-profile-form';
import styles from './profile.module.css';

/** /edit-profile: avatar and the profile form (First Name, Last Name, User Name). */
export function EditProfileRoute() {
  const profile = useProfile();
  return (
    <section className={styles.page} aria-labelledby="edit-profile-title">
      <Container size="narrow" className={styles.inner}>
        <h1 id="edit-profile-title" className={styles.title}>
          Edit Profile
        </h1>
        <div className={styles.panel}>
          <RequireProfile profile={profile} what="edit your profile" loading="Loading your profile...">
            {(loaded) => <EditProfileForm key={loaded.userName + loaded.firstName} profile={loaded} />}
          </RequireProfile>
        </div>
      </Container>
    </section>
  );
}
