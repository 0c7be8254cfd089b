import { CONSULTATION_THREAD_KIND, type ThreadKind } from '@contracts/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { threadsQueryOptions } from '../api/get-threads';
import styles from './messages.module.css';

const KIND_LABELS: Record<ThreadKind, string> = {
  review: 'Board review',
  [CONSULTATION_THREAD_KIND]: 'Consultation',
  project: 'Design project',
};

/** The caller's conversations, latest first, each with its unread count; opening one goes to its page. */
export function ThreadsList({ empty }: { empty: string }) {
  const query = useInfiniteQuery(threadsQueryOptions());
  const threads = query.data?.pages.flatMap((page) => page.threads) ?? [];
  return (
    <ListState query={query} loading="Loading conversations…" isEmpty={!threads.length} empty={<p>{empty}</p>}>
      <ul className={styles.threads} aria-label="Conversations, latest first">
        {threads.map((thread) => (
          <li key={`${thread.kind}-${thread.id}`}>
            <Link to={thread.path} className={styles.threadRow} data-unread={thread.unread > 0}>
              <span className={styles.threadHead}>
                <span className={styles.threadWith}>{thread.with ? thread.title : `${thread.title} · Waiting for a designer`}</span>
                <span className={styles.threadKind}>{KIND_LABELS[thread.kind]}</span>
              </span>
              <span className={styles.threadLast}>{thread.last.excerpt}</span>
              {thread.unread > 0 ? (
                <span className={styles.unread} aria-label={`${thread.unread} unread`}>
                  {thread.unread}
                </span>
              ) : null}
            </Link>
          </li>
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
  );
}
