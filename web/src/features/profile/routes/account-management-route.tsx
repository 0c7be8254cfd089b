import { useAtomValue } from 'jotai';
import { loadable } from 'jotai/utils';
import { Container } from '../../../components/ui/container';
import { sessionTokenAtom } from '../../../lib/session';
import { profileAtom } from '../api/get-profile';
import { AccountManagementForm } from '../components/account-form';
import { SignedOutNotice } from '../components/signed-out-notice';
import styles from './profile.module.css';

const profileLoadable = loadable(profileAtom);

/** /account-management: the billing address form. */
export function AccountManagementRoute() {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const profile = useAtomValue(profileLoadable);
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <Container size="narrow" className={styles.inner}>
        <h1 id="account-title" className={styles.title}>
          Account Management
        </h1>
        <div className={styles.panel}>
          {!signedIn ? (
            <SignedOutNotice what="manage your account" />
          ) : profile.state === 'hasData' && profile.data ? (
            <AccountManagementForm profile={profile.data} />
          ) : profile.state === 'loading' ? (
            <p role="status">Loading your account...</p>
          ) : (
            <SignedOutNotice what="manage your account" />
          )}
        </div>
      </Container>
    </section>
  );
}
