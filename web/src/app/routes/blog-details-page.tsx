import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BlogArticle } from '../../features/marketing/components/blog-article';
import { blogPost } from '../../features/marketing/data/blog-posts';
import { MembershipSection } from '../../features/membership/components/membership-section';
import { useDocumentTitle } from '../../lib/document-title';
import { sessionTokenAtom } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';

/** A visitor's page does not load the user space (nor the query library it reads through). */
const UserSpacePage = lazy(() => import('./user-space-pages').then((m) => ({ default: m.UserSpacePage })));

/**
 * /blog-details?post=slug: that article (plain /blog-details, the prerendered page: the featured one), then (for a
 * signed-in reader) their space, then the membership cards.
 */
export function BlogDetailsPage() {
  const post = blogPost(useSearchParams()[0].get('post'));
  useDocumentTitle(post.title);
  // The page is prerendered for visitors: the reader's own space joins once the app has adopted it.
  const hydrated = useHydrated();
  const loggedIn = Boolean(useAtomValue(sessionTokenAtom)) && hydrated;
  return (
    <>
      <BlogArticle key={post.slug} post={post} />
      {loggedIn ? (
        <Suspense fallback={null}>
          <UserSpacePage headingLevel="h2" />
        </Suspense>
      ) : null}
      <MembershipSection />
    </>
  );
}
