import { CONSULTATION_THREAD_KIND, THREAD_KINDS, THREAD_NOT_FOUND, type ThreadKind } from '@contracts/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Container } from '../../../components/ui/container';
import { useDocumentTitle } from '../../../lib/document-title';
import { whenSignedIn } from '../../../lib/react-query';
import { messagesQueryOptions } from '../api/get-messages';
import { MessageThread } from '../components/message-thread';
import styles from '../components/messages.module.css';

const TITLES: Record<ThreadKind, string> = {
  review: 'About a board review',
  [CONSULTATION_THREAD_KIND]: 'About a consultation',
  project: 'About a design project',
};

/** /messages/:kind/:id: one conversation, where its notification and its mail lead, titled with its board and the other side. */
export function ThreadRoute() {
  const { kind = '', id = '' } = useParams();
  const known = (THREAD_KINDS as readonly string[]).includes(kind);
  // The thread's own query (shared with MessageThread): its title names the board and the other side.
  const thread = useInfiniteQuery({ ...messagesQueryOptions(kind as ThreadKind, id), enabled: () => known && whenSignedIn() });
  const title = thread.data?.pages[0]?.title;
  useDocumentTitle(title);
  return (
    <Container size="narrow" as="section" className={styles.page}>
      <p className={styles.back}>
        <Link to="/messages">← All messages</Link>
      </p>
      {known ? (
        <>
          <h1 className={styles.title}>{title ?? TITLES[kind as ThreadKind]}</h1>
          {title ? <p className={styles.muted}>{TITLES[kind as ThreadKind]}</p> : null}
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
