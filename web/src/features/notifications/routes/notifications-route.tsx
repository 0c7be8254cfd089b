import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ListState } from '../../../components/ui/list-state';
import { RequireSignIn } from '../../../components/ui/require-profile';
import { notificationsQueryOptions } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from '../components/notification-item';
import styles from '../components/notifications.module.css';

/**
 * /notifications: the member's notifications, newest first, Load more by cursor. What the page shows is marked read
 * as it arrives (the bell clears); the rows keep their 'new' mark until the page is opened again.
 */
export function NotificationsRoute() {
  const query = useInfiniteQuery(notificationsQueryOptions());
  const markRead = useMarkRead();
  const sent = useRef(new Set<string>());
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unseen = notifications.filter((n) => !n.read && !sent.current.has(n.id)).map((n) => n.id);
  const unseenKey = unseen.join(',');
  const { mutate } = markRead;

  useEffect(() => {
    if (!unseenKey) return;
    const ids = unseenKey.split(',');
    for (const id of ids) sent.current.add(id);
    mutate({ ids });
  }, [unseenKey, mutate]);

  return (
    <Container size="narrow" as="section" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your activity</p>
        <h1 className={styles.title}>Notifications</h1>
        <p className={styles.lede}>Likes, comments, new followers and invitations to your boards.</p>
      </header>

      <RequireSignIn prompt="Log in to see who liked, commented on and followed your boards.">
        <ListState
          query={query}
          loading="Loading notifications…"
          describeError={(error) => `Error: ${error.message}`}
          isEmpty={!notifications.length}
          empty={
            <>
              <p className={styles.emptyTitle}>Nothing new yet</p>
              <p>When members like, comment on or follow your public boards, you will see it here.</p>
              <ButtonLink to="/inspirations" variant="secondary" size="sm">
                Explore inspirations
              </ButtonLink>
            </>
          }
        >
          <ul className={styles.list} aria-label="Notifications, newest first">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} fresh={!notification.read} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </ListState>
      </RequireSignIn>
    </Container>
  );
}
