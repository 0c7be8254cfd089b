import { THREAD_KINDS, THREAD_NOT_FOUND, type ThreadKind } from '@contracts/messages';
import { Link, useParams } from 'react-router-dom';
import { Container } from '../../../components/ui/container';
import { MessageThread } from '../components/message-thread';
import styles from '../components/messages.module.css';

const TITLES: Record<ThreadKind, string> = {
  review: 'About a board review',
  booking: 'About a consultation',
  project: 'About a design project',
};

/** /messages/:kind/:id: one conversation, where its notification and its mail lead. */
export function ThreadRoute() {
  const { kind = '', id = '' } = useParams();
  const known = (THREAD_KINDS as readonly string[]).includes(kind);
  return (
    <Container size="narrow" as="section" className={styles.page}>
      <p className={styles.back}>
        <Link to="/messages">← All messages</Link>
      </p>
      {known ? (
        <>
          <h1 className={styles.title}>{TITLES[kind as ThreadKind]}</h1>
          <MessageThread kind={kind as ThreadKind} id={id} />
        </>
      ) : (
        <p role="alert" className={styles.error}>
          {THREAD_NOT_FOUND}
        </p>
      )}
    </Container>
  );
}
