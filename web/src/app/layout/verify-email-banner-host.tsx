import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { sessionTokenAtom } from '../../lib/session';
import { sessionMayBeUnverified } from '../../lib/session-claims';
import { useHydrated } from '../../lib/use-hydrated';

/** The reminder with the query cache it asks the server with; loaded only for sessions that may be unverified. */
const Banner = lazy(async () => {
  const [{ VerifyEmailBanner }, { QueryProvider }] = await Promise.all([
    import('../../features/email-verification/components/verify-email-banner'),
    import('../../lib/react-query'),
  ]);
  return {
    default: () => (
      <QueryProvider>
        <VerifyEmailBanner />
      </QueryProvider>
    ),
  };
});

/**
 * The unverified address's reminder under the top bar, for password accounts whose session says unverified (the banner
 * asks the server whether it still is). Not on the invitation page, which offers the same button itself.
 */
export function VerifyEmailBannerHost() {
  const token = useAtomValue(sessionTokenAtom);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!hydrated || !sessionMayBeUnverified(token) || pathname.startsWith('/invite/')) return null;
  return (
    <Suspense fallback={null}>
      <Banner key={token} />
    </Suspense>
  );
}
