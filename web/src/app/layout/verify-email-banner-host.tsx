import { useAtomValue } from 'jotai';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { bannerSlot, bannerWanted, removeEarlyBanner } from '../../features/email-verification/early-banner';
import { sessionTokenAtom } from '../../lib/session';
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
 * The unverified address's reminder above the top bar, for password accounts whose session says unverified, in the
 * slot where the entry painted its copy before the app loaded (features/email-verification/early-banner.ts): outside
 * the root, so it is there from the first paint on prerendered pages and shells alike. Not on the invitation page,
 * which offers the same button itself.
 */
export function VerifyEmailBannerHost() {
  const token = useAtomValue(sessionTokenAtom);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const wanted = hydrated && bannerWanted(token, pathname);
  useLayoutEffect(() => {
    if (hydrated && !wanted) removeEarlyBanner();
  }, [hydrated, wanted]);
  const slot = wanted ? bannerSlot() : null;
  if (!slot) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Banner key={token} />
    </Suspense>,
    slot,
  );
}
