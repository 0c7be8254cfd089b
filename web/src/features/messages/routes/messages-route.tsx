import { useAtomValue } from 'jotai';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { opensAuthDialog } from '../../../lib/auth-dialog';
import { sessionTokenAtom } from '../../../lib/session';
import { ThreadsList } from '../components/threads-list';
import styles from '../components/messages.module.css';

/** /messages: the member's conversations with their designers (and a designer's with their members). */
export function MessagesRoute() {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  return (
    <Container size="narrow" as="section" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your designer</p>
        <h1 className={styles.title}>Messages</h1>
        <p className={styles.lede}>Conversations about your board reviews, consultations and design projects.</p>
      </header>
      {signedIn ? (
        <ThreadsList empty="No messages yet. Ask for a board review and your designer will write to you here." />
      ) : (
        <EmptyState>
          <p>Log in to read your messages.</p>
          <ButtonLink to="/login" onClick={opensAuthDialog('login')} size="sm">
            Login
          </ButtonLink>
        </EmptyState>
      )}
    </Container>
  );
}
