import { AUDIT_ACTION_LABELS, type AuditLine } from '@contracts/audit-log';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { auditLogQueryOptions } from '../api/get-audit-log';
import styles from './audit-log.module.css';
import { SectionHeading } from '../../../components/ui/section-heading';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Where the admin page opens a line's target: the board, the designer's page, the member's admin page. */
function targetPath({ kind, id }: AuditLine['target']): string | null {
  const at = encodeURIComponent(id);
  if (kind === 'board') return `/UserBoard/${at}`;
  if (kind === 'designer') return `/designers/${at}`;
  if (kind === 'member') return `/admin/members/${at}`;
  return null;
}

/** 'board board1', a link where the target has a page. */
function Target({ line }: { line: AuditLine }) {
  const text = `${line.target.kind} ${line.target.id}`;
  const path = targetPath(line.target);
  return path ? <Link to={path}>{text}</Link> : <>{text}</>;
}

/** What the line changed beyond its action, as 'copies: 1, reviews: 2'. */
const details = (line: AuditLine) =>
  Object.entries(line.details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** For admins: every admin action (who, when, what, on what, why), newest first, with Show more. */
export function AuditLogSection() {
  const query = useInfiniteQuery(auditLogQueryOptions());
  if (!query.data) return null;
  const lines = query.data.pages.flatMap((page) => page.entries);
  return (
    <section className={styles.section} aria-labelledby="audit-log-title">
      <SectionHeading
        id="audit-log-title"
        title="Audit log"
        subtitle="Every admin action, newest first: who did it, when, what, and why."
      />
      {lines.length ? (
        <div className={styles.scroller}>
          <table className={styles.table} aria-labelledby="audit-log-title">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Target</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td className={styles.when}>
                    <time dateTime={line.at}>{when(line.at)}</time>
                  </td>
                  <td>{line.actor.name}</td>
                  <td>
                    {AUDIT_ACTION_LABELS[line.action] ?? line.action}
                    {details(line) ? <span className={styles.details}>{details(line)}</span> : null}
                  </td>
                  <td className={styles.target}>
                    <Target line={line} />
                  </td>
                  <td>{line.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.lead}>No admin actions yet.</p>
      )}
      {query.hasNextPage ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
