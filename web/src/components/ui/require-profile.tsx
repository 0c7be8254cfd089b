import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { opensAuthDialog } from '../../lib/auth-dialog';
import { sessionTokenAtom } from '../../lib/session';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import styles from './require-profile.module.css';

interface RequireProfileProps<Profile> {
  /** The signed-in user's profile: undefined while it loads, null when there is none (signed out, or it is gone). */
  profile: Profile | null | undefined;
  /** What the page lets them do, as in 'Please log in to {what}.' */
  what: string;
  /** The status line while the profile loads. */
  loading: string;
  children: (profile: Profile) => ReactNode;
}

/** A page for the signed-in user's own profile: asks to log in without one, says it is loading, then shows the page. */
export function RequireProfile<Profile>({ profile, what, loading, children }: RequireProfileProps<Profile>) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  if (signedIn && profile) return <>{children(profile)}</>;
  if (signedIn && profile === undefined) return <p role="status">{loading}</p>;
  return (
    <div className={styles.signedOut}>
      <p>Please log in to {what}.</p>
      <ButtonLink to="/login" onClick={opensAuthDialog('login')}>
        Login
      </ButtonLink>
    </div>
  );
}

/** A page of the signed-in user's own things: signed out, it says what logging in shows, with the Login button. */
export function RequireSignIn({ prompt, children }: { prompt: string; children: ReactNode }) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  if (signedIn) return <>{children}</>;
  return (
    <EmptyState>
      <p>{prompt}</p>
      <ButtonLink to="/login" onClick={opensAuthDialog('login')} size="sm">
        Login
      </ButtonLink>
    </EmptyState>
  );
}
