import type { AdminActionName, AdminBoard, ReportedItem } from '@contracts/community';
import { REPORT_REASONS, REPORT_REASON_LABELS, type ReportKind, type ReportReason } from '@contracts/community-rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BoardStory } from '../../../components/ui/board-story';
import { Button } from '../../../components/ui/button';
import { PalettePanel } from '../../../components/ui/palette-panel';
import { notify } from '../../../lib/notify';
import { useModerate } from '../api/admin-queue';
import styles from './admin-queue.module.css';

const DONE: Record<AdminActionName, string> = {
  hide: 'Hidden: it is gone from the gallery and its link.',
  restore: 'Restored: it shows again.',
  dismiss: 'Report dismissed.',
};

/** The reason the reports give most, which the owner of a hidden board is told unless the moderator picks another. */
function likeliestReason(reports: ReportedItem['reports']): ReportReason {
  const counts = new Map<ReportReason, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
}

function Actions({ kind, id, hidden, reports = [] }: { kind: ReportKind; id: string; hidden: boolean; reports?: ReportedItem['reports'] }) {
  const moderate = useModerate();
  const [reason, setReason] = useState<ReportReason>(() => likeliestReason(reports));
  const act = (action: AdminActionName) =>
    moderate.mutate(
      { kind, id, action, ...(kind === 'board' && action === 'hide' ? { reason } : {}) },
      { onSuccess: () => notify(DONE[action], 'success') },
    );
  return (
    <>
      {hidden ? (
        <Button size="sm" variant="secondary" disabled={moderate.isPending} onClick={() => act('restore')}>
          Restore
        </Button>
      ) : (
        <>
          {kind === 'board' ? (
            <label className={styles.reason}>
              <span>Reason shown to the owner</span>
              <select value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
                {REPORT_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {REPORT_REASON_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <Button size="sm" disabled={moderate.isPending} onClick={() => act('hide')}>
            Hide
          </Button>
        </>
      )}
    </>
  );
}

function BoardInFull({ board }: { board: AdminBoard }) {
  return (
    <div className={styles.board}>
      <figure className={styles.picture}>
        {board.image_url && !board.hidden && board.visibility === 'public' ? (
          <img
            src={board.image_url}
            alt={`Room picture: ${board.generated_title || board.title}`}
            width={640}
            height={480}
            loading="lazy"
          />
        ) : (
          <figcaption>{board.hidden ? 'Hidden: the picture is not served.' : 'Private board: the picture is its owner’s.'}</figcaption>
        )}
      </figure>
      <div className={styles.words}>
        <p className={styles.meta}>
          by {board.owner.name} · {board.function_name} · {board.visibility}
          {board.hidden ? <strong className={styles.hiddenTag}> · Hidden</strong> : null}
        </p>
        <BoardStory title={board.generated_title} mainTitle={board.description.main_title} description={board.description.description} />
        <PalettePanel swatches={board.palette} />
        <p className={styles.meta}>Products: {board.items.map((item) => item.title).join(', ') || 'none'}</p>
        {!board.hidden ? <Link to={`/UserBoard/${encodeURIComponent(board.id)}`}>Open the board page</Link> : null}
      </div>
    </div>
  );
}

function Reported({ item }: { item: ReportedItem }) {
  const moderate = useModerate();
  const hidden = item.kind === 'board' ? Boolean(item.board?.hidden) : Boolean(item.comment?.hidden);
  const name =
    item.kind === 'board' ? item.board?.generated_title || item.board?.title || 'Board' : `Comment by ${item.comment?.author.name}`;
  return (
    <li className={styles.item} data-testid="reported-item" data-item-id={item.id}>
      <header className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          {item.appeal ? <span className={styles.appealTag}>Appeal</span> : null}
          {item.kind === 'board' ? 'Board' : 'Comment'}: {name}
        </h3>
        <div className={styles.buttons}>
          <Actions kind={item.kind} id={item.id} hidden={hidden} reports={item.reports} />
          <Button
            size="sm"
            variant="ghost"
            disabled={moderate.isPending}
            onClick={() =>
              moderate.mutate({ kind: item.kind, id: item.id, action: 'dismiss' }, { onSuccess: () => notify(DONE.dismiss, 'success') })
            }
          >
            Dismiss report
          </Button>
        </div>
      </header>
      {item.appeal ? (
        <p className={styles.meta} data-testid="appeal">
          The owner asks for another look{item.appeal_text ? `: “${item.appeal_text}”` : '.'}
        </p>
      ) : null}
      <ul className={styles.reports} aria-label="Reports">
        {item.reports.map((report, index) => (
          <li key={index}>
            <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
            {report.text ? `: “${report.text}”` : ''}{' '}
            <time dateTime={report.created_at}>
              {new Date(report.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </li>
        ))}
      </ul>
      {item.comment ? (
        <blockquote className={styles.comment}>
          <p>{item.comment.text}</p>
          {item.comment.hidden ? <p className={styles.hiddenTag}>Hidden</p> : null}
        </blockquote>
      ) : null}
      {item.board ? <BoardInFull board={item.board} /> : null}
    </li>
  );
}

/** The review queue: reported items first, each in full with its reports, then recent public boards. */
export function AdminQueueView({ reported, recent }: { reported: ReportedItem[]; recent: AdminBoard[] }) {
  return (
    <div className={styles.queue}>
      <section aria-labelledby="reported-title" className={styles.section}>
        <h2 id="reported-title" className={styles.sectionTitle}>
          Reported ({reported.length})
        </h2>
        {reported.length ? (
          <ul className={styles.list}>
            {reported.map((item) => (
              <Reported key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </ul>
        ) : (
          <p className={styles.meta}>Nothing is reported. All clear.</p>
        )}
      </section>
      <section aria-labelledby="recent-title" className={styles.section}>
        <h2 id="recent-title" className={styles.sectionTitle}>
          Recent public boards
        </h2>
        {recent.length ? null : <p className={styles.meta}>No other public boards yet.</p>}
        <ul className={styles.list}>
          {recent.map((board) => (
            <li key={board.id} className={styles.item} data-testid="recent-board" data-item-id={board.id}>
              <header className={styles.itemHead}>
                <h3 className={styles.itemTitle}>{board.generated_title || board.title}</h3>
                <div className={styles.buttons}>
                  <Actions kind="board" id={board.id} hidden={board.hidden} />
                </div>
              </header>
              <BoardInFull board={board} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
