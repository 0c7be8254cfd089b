import { useAtomValue } from 'jotai';
import { BlogArticle } from '../../features/marketing/components/blog-article';
import { MembershipSection } from '../../features/membership/components/membership-section';
import { sessionTokenAtom } from '../../lib/session';
import { UserSpacePage } from './user-space-pages';

/** /blog-details: the article, then (for a signed-in reader) their space, then the membership cards. */
export function BlogDetailsPage() {
  const loggedIn = Boolean(useAtomValue(sessionTokenAtom));
  return (
    <>
      <BlogArticle />
      {loggedIn ? <UserSpacePage headingLevel="h2" /> : null}
      <MembershipSection />
    </>
  );
}
