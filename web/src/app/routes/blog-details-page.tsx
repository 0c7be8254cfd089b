import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { BlogArticle } from '../../features/marketing/components/blog-article';
import { MembershipSection } from '../../features/membership/components/membership-section';
import { sessionTokenAtom } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';

/** A visitor's page does not load the user space (nor the query library it reads through). */
const UserSpacePage = lazy(() => import('./user-space-pages').then((m) => ({ default: m.UserSpacePage })));

/** /blog-details: the article, then (for a signed-in reader) their space, then the membership cards. */
export function BlogDetailsPage() {
  // The page is prerendered for visitors: the reader's own space joins once the app has adopted it.
  const loggedIn = Boolean(useAtomValue(sessionTokenAtom)) && useHydrated();
  return (
    <>
      <BlogArticle />
      {loggedIn ? (
        <Suspense fallback={null}>
          <UserSpacePage headingLevel="h2" />
        </Suspense>
      ) : null}
      <MembershipSection />
    </>
  );
}
