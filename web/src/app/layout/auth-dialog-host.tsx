import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { authDialogAtom } from '../../lib/auth-dialog';

/** The sign-in forms (and the identity provider's SDK) load the first time Login or Register is opened. */
const AuthDialog = lazy(() => import('../../features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog })));

/** The Login and Register modals over the page the user is on; closing or signing in leaves them on that page. */
export function AuthDialogHost() {
  const [view, setView] = useAtom(authDialogAtom);
  if (!view) return null;
  const close = () => setView(null);
  return (
    <Suspense fallback={null}>
      <AuthDialog view={view} inPlace onClose={close} onDone={close} />
    </Suspense>
  );
}
