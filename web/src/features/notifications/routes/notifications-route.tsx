import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { opensAuthDialog } from '../../../lib/auth-dialog';
import { sessionTokenAtom } from '../../../lib/session';
import { notificationsQueryOptions } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from '../components/notification-item';
import styles from '../components/notifications.module.css';

/**
 * /notifications: the member's notifications, newest first, Load more by cursor. What the page shows is marked read
 * as it arrives (the bell clears); the rows keep their 'new' mark until the page is opened again.
 */
export function NotificationsRoute() {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
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

      {!signedIn ? (
        <EmptyState>
          <p>Log in to see who liked, commented on and followed your boards.</p>
          <ButtonLink to="/login" onClick={opensAuthDialog('login')} size="sm">
            Login
          </ButtonLink>
        </EmptyState>
      ) : query.isPending ? (
        <p role="status" className={styles.muted}>
          Loading notifications…
        </p>
      ) : query.error ? (
        <p role="alert" className={styles.error}>
          Error: {query.error.message}
        </p>
      ) : notifications.length ? (
        <>
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
        </>
      ) : (
        <EmptyState>
          <p className={styles.emptyTitle}>Nothing new yet</p>
          <p>When members like, comment on or follow your public boards, you will see it here.</p>
          <ButtonLink to="/inspirations" variant="secondary" size="sm">
            Explore inspirations
          </ButtonLink>
        </EmptyState>
      )}
    </Container>
  );
}
