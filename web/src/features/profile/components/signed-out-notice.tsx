import { ButtonLink } from '../../../components/ui/button';
import styles from './profile-forms.module.css';
import { opensAuthDialog } from '../../../lib/auth-dialog';

export function SignedOutNotice({ what }: { what: string }) {
  return (
    <div className={styles.signedOut}>
      <p>Please log in to {what}.</p>
      <ButtonLink to="/login" onClick={opensAuthDialog('login')}>
        Login
      </ButtonLink>
    </div>
  );
}
