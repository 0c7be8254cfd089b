import { useAtomValue } from 'jotai';
import { Button } from '../../../components/ui/button';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { offerUserName } from '../../../lib/name-offer';
import { sessionTokenAtom } from '../../../lib/session';
import { useFollow, useUserSpace } from '../api/follow';

/** Follow or unfollow a member; nothing on one's own board or space. Signed out, it opens Login. */
export function FollowButton({ uid, name }: { uid: string; name: string }) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const space = useUserSpace(uid);
  const follow = useFollow(uid);
  if (space.data?.is_self) return null;
  const following = space.data?.is_following ?? false;
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size="sm"
      aria-pressed={following}
      aria-label={following ? `Following ${name}. Unfollow` : `Follow ${name}`}
      disabled={follow.isPending || (signedIn && !space.data)}
      onClick={() => {
        if (!signedIn) return openAuthDialog('login');
        follow.mutate(!following, {
          onSuccess: offerUserName,
        });
      }}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
