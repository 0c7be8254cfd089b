import { useAtomValue } from 'jotai';
import { UserSpaceSection } from '../../features/boards/components/user-space-section';
import { BlogArticle } from '../../features/marketing/components/blog-article';
import { MembershipSection } from '../../features/membership/components/membership-section';
import { sessionTokenAtom } from '../../lib/session';

/** /blog-details: the article, then (for a signed-in reader) their space, then the membership cards. */
export function BlogDetailsPage() {
  const loggedIn = Boolean(useAtomValue(sessionTokenAtom));
  return (
    <>
      <BlogArticle />
      {loggedIn ? <UserSpaceSection headingLevel="h2" /> : null}
      <MembershipSection />
    </>
  );
}
