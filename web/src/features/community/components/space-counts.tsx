import { useUserSpace } from '../api/follow';
import { FollowButton } from './follow-button';
import styles from './community.module.css';

/** The spec's 'followers • following' line of a member's space ('me': the signed-in user's), with the Follow button. */
export function SpaceCounts({ uid }: { uid: string }) {
  const space = useUserSpace(uid);
  // While it loads, a blank line of the same height: the counts arrive without pushing the tabs and boards down.
  if (space.isLoading)
    return (
      <div className={styles.actions} aria-hidden="true">
        <p className={styles.muted}>&nbsp;</p>
      </div>
    );
  if (!space.data) return null;
  const { followers, following, name, id } = space.data;
  return (
    <div className={styles.actions}>
      <p className={styles.muted} data-testid="follow-counts">
        {followers} {followers === 1 ? 'follower' : 'followers'} • {following} following
      </p>
      {/* Nothing to follow in one's own space (the button would show, disabled, until its own read said so). */}
      {space.data.is_self ? null : <FollowButton uid={id} name={name} />}
    </div>
  );
}
