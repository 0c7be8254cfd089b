import { Container } from '../../../components/ui/container';
import { RequireSignIn } from '../../../components/ui/require-profile';
import { ThreadsList } from '../components/threads-list';
import styles from '../components/messages.module.css';

/** /messages: the member's conversations with their designers (and a designer's with their members). */
export function MessagesRoute() {
  return (
    <Container size="narrow" as="section" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your designer</p>
        <h1 className={styles.title}>Messages</h1>
        <p className={styles.lede}>Conversations about your board reviews, consultations and design projects.</p>
      </header>
      <RequireSignIn prompt="Log in to read your messages.">
        <ThreadsList empty="No messages yet. Ask for a board review and your designer will write to you here." />
      </RequireSignIn>
    </Container>
  );
}
