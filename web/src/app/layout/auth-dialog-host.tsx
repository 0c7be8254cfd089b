import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { authDialogAtom, closeAuthDialog } from '../../lib/auth-dialog';

/** The sign-in forms (and the identity provider's SDK) load the first time Login or Register is opened. */
const AuthDialog = lazy(() => import('../../features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog })));

/**
 * The Login and Register modals over the page the user is on; closing or signing in leaves them on that page, and a
 * sign-in carries on with what the page asked for (closeAuthDialog).
 */
export function AuthDialogHost() {
  const view = useAtomValue(authDialogAtom);
  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog view={view} inPlace onClose={closeAuthDialog} onDone={closeAuthDialog} />
    </Suspense>
  );
}
