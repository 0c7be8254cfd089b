import { useAtomValue } from 'jotai';
import { Container } from '../../../components/ui/container';
import { sessionTokenAtom } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { EditProfileForm } from '../components/edit-profile-form';
import { SignedOutNotice } from '../components/signed-out-notice';
import styles from './profile.module.css';

/** /edit-profile: avatar and the profile form (First Name, Last Name, User Name). */
export function EditProfileRoute() {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const profile = useProfile();
  return (
    <section className={styles.page} aria-labelledby="edit-profile-title">
      <Container size="narrow" className={styles.inner}>
        <h1 id="edit-profile-title" className={styles.title}>
          Edit Profile
        </h1>
        <div className={styles.panel}>
          {!signedIn ? (
            <SignedOutNotice what="edit your profile" />
          ) : profile ? (
            <EditProfileForm key={profile.userName + profile.firstName} profile={profile} />
          ) : profile === undefined ? (
            <p role="status">Loading your profile...</p>
          ) : (
            <SignedOutNotice what="edit your profile" />
          )}
        </div>
      </Container>
    </section>
  );
}
