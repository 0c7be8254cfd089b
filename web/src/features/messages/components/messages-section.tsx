import { ThreadsList } from './threads-list';
import styles from './messages.module.css';

/** The designer workspace's Messages: every conversation with members, unread ones marked. */
export function MessagesSection() {
  return (
    <section className={styles.section} aria-labelledby="workspace-messages">
      <h2 id="workspace-messages" className={styles.sectionTitle}>
        Messages
      </h2>
      <ThreadsList empty="No messages yet. Members write to you on the reviews, consultations and projects you take." />
    </section>
  );
}
