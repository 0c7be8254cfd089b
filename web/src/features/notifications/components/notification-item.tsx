import { notificationLead, notificationText, type Notification } from '@contracts/notifications';
import { Link } from 'react-router-dom';
import styles from './notifications.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One notification: who, what and when, the whole row a link to its place; `fresh` marks one unread when the page opened. */
export function NotificationItem({ notification, fresh }: { notification: Notification; fresh: boolean }) {
  return (
    <li className={styles.item} data-testid="notification">
      <Link to={notification.link} className={[styles.itemLink, fresh ? styles.fresh : ''].filter(Boolean).join(' ')}>
        <span className={styles.avatar} aria-hidden="true">
          {notification.actor.name.trim().charAt(0).toUpperCase() || '•'}
        </span>
        <span className={styles.itemBody}>
          <span className={styles.itemText}>
            {notificationLead(notification) ? `${notificationLead(notification)} ` : null}
            <strong>{notification.actor.name}</strong> {notificationText(notification)}
          </span>
          <time className={styles.itemTime} dateTime={notification.created_at}>
            {when(notification.created_at)}
          </time>
        </span>
        {fresh ? <span className={styles.newDot} aria-label="New" role="img" /> : null}
      </Link>
    </li>
  );
}
