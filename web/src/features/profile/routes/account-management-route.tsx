import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { RequireProfile } from '../../../components/ui/require-profile';
import { sessionTokenAtom } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { AccountManagementForm } from '../components/account-form';
import { MailPreferencesSection } from '../components/mail-preferences-section';
import { YourDataSection } from '../components/your-data-section';
import styles from './profile.module.css';

export interface AccountManagementRouteProps {
  /** Shown under the address form, e.g. the membership panel composed in by the app. */
  children?: ReactNode;
}

/** /account-management: the billing address form. */
export function AccountManagementRoute({ children }: AccountManagementRouteProps) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const profile = useProfile();
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <Container size="narrow" className={styles.inner}>
        <h1 id="account-title" className={styles.title}>
          Account Management
        </h1>
        <div className={styles.panel}>
          <RequireProfile profile={profile} what="manage your account" loading="Loading your account...">
            {(loaded) => <AccountManagementForm profile={loaded} />}
          </RequireProfile>
        </div>
        {signedIn ? children : null}
        {signedIn ? <MailPreferencesSection /> : null}
        {signedIn && profile ? <YourDataSection email={profile.email} /> : null}
      </Container>
    </section>
  );
}
