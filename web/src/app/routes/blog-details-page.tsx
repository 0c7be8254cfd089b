import { useAtomValue } from 'jotai';
import { BlogArticle } from '../../features/marketing/components/blog-article';
import { MembershipSection } from '../../features/membership/components/membership-section';
import { sessionTokenAtom } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { UserSpacePage } from './user-space-pages';

/** /blog-details: the article, then (for a signed-in reader) their space, then the membership cards. */
export function BlogDetailsPage() {
  // The page is prerendered for visitors: the reader's own space joins once the app has adopted it.
  const loggedIn = Boolean(useAtomValue(sessionTokenAtom)) && useHydrated();
  return (
    <>
      <BlogArticle />
      {loggedIn ? <UserSpacePage headingLevel="h2" /> : null}
      <MembershipSection />
    </>
  );
}
