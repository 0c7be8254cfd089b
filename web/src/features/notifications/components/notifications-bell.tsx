import type { UnreadCount } from '@contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { IconBell } from '../../../components/ui/icons';
import { sessionTokenAtom } from '../../../lib/session';
import { whenEngaged } from '../../../lib/when-engaged';
import { useUnreadCount } from '../api/get-unread-count';
import { notificationKeys } from '../api/notification-keys';
import styles from './notifications.module.css';

/** The badge shows at most this; the label says the exact count. */
const BADGE_MAX = 99;

const bellLabel = (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The count as it changes, heard live (Firestore listener, its own chunk): a message or any notification shows on the
 * bell at once. The poll stays as the fallback where the listener cannot run. The page's own request gives the count
 * on arrival, so the listener (its 600 KB SDK, its sign-in) waits until the page is used or has stayed open a while.
 */
function useLiveUnread() {
  const client = useQueryClient();
  const session = useAtomValue(sessionTokenAtom);
  useEffect(() => {
    if (!session) return;
    let stopped = false;
    let stop = () => {};
    const onUnread = (unread: number) => {
      const before = client.getQueryData<UnreadCount>(notificationKeys.unread)?.unread;
      client.setQueryData<UnreadCount>(notificationKeys.unread, { unread });
      if (before !== unread) void client.invalidateQueries({ queryKey: notificationKeys.list });
    };
    // The listener's chunk and sign-in wait for the page to be used (or left open), then for the browser to be idle.
    const notYet = whenEngaged(() => {
      void import('../lib/unread-listener')
        .then(({ listenToUnread }) => listenToUnread(onUnread, (error) => console.error('The bell stopped listening', error)))
        .then((end) => {
          if (stopped) end();
          else stop = end;
        })
        .catch((error: unknown) => console.error('The bell could not listen', error));
    });
    return () => {
      stopped = true;
      notYet();
      stop();
    };
  }, [client, session]);
}

/** The top bar's bell: the unread count (heard live, polled cheaply as a fallback) and the way to the notifications page. */
export function NotificationsBell() {
  const unread = useUnreadCount().data?.unread ?? 0;
  useLiveUnread();
  return (
    <Link to="/notifications" className={styles.bell} aria-label={bellLabel(unread)} data-testid="notifications-bell">
      <IconBell size={22} />
      {unread ? (
        <span className={styles.badge} aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}
