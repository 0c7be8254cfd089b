import { Link } from 'react-router-dom';
import { IconBell } from '../../../components/ui/icons';
import { useUnreadCount } from '../api/get-unread-count';
import styles from './notifications.module.css';

/** The badge shows at most this; the label says the exact count. */
const BADGE_MAX = 99;

export const bellLabel = (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications');

/** The top bar's bell: the unread count (polled cheaply, one document read) and the way to the notifications page. */
export function NotificationsBell() {
  const unread = useUnreadCount().data?.unread ?? 0;
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
