import type { EarningLineView } from '@contracts/earnings';
import { formatUsd } from '@contracts/money';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/error-policy';
import { downloadEarningsCsv, useEarnings } from '../api/get-earnings';
import styles from './payouts.module.css';

const KIND_NAMES: Record<EarningLineView['kind'], string> = {
  review: 'Board review',
  consultation: 'Consultation',
  project: 'Design project',
};
const STATUS_NAMES: Record<EarningLineView['status'], string> = { pending: 'Pending', paid: 'Paid', held: 'Held' };

const cents = (amount: number) => formatUsd(amount / 100);
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The workspace's Earnings tab: this month, what waits, what was paid, each line with its work, and the CSV. */
export function EarningsSection() {
  const earnings = useEarnings();
  const [downloading, setDownloading] = useState(false);
  const data = earnings.data;

  function download(event: React.MouseEvent) {
    event.preventDefault();
    setDownloading(true);
    downloadEarningsCsv()
      .catch(notifyFailure)
      .finally(() => setDownloading(false));
  }

  return (
    <section className={styles.section} aria-labelledby="earnings-title">
      <h2 id="earnings-title" className={styles.title}>
        Earnings
      </h2>
      {earnings.error ? (
        <p role="alert" className={styles.error}>
          {earnings.error.message}
        </p>
      ) : !data ? (
        <p role="status" className={styles.muted}>
          Loading…
        </p>
      ) : (
        <>
          <dl className={styles.totals}>
            <div className={styles.total}>
              <dt>This month</dt>
              <dd>{cents(data.thisPeriodCents)}</dd>
            </div>
            <div className={styles.total}>
              <dt>Pending</dt>
              <dd>{cents(data.pendingCents)}</dd>
            </div>
            <div className={styles.total}>
              <dt>Paid</dt>
              <dd>{cents(data.paidCents)}</dd>
            </div>
          </dl>
          {data.lines.length ? (
            <>
              <div className={styles.actions}>
                <a href="/api/designer/earnings.csv" download="roomboard-earnings.csv" onClick={download} aria-busy={downloading}>
                  Download CSV
                </a>
              </div>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className="visually-hidden">Your earnings, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Work</th>
                      <th scope="col">Member</th>
                      <th scope="col" className={styles.amount}>
                        Amount
                      </th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lines.map((line) => (
                      <tr key={line.id}>
                        <td>{day(line.date)}</td>
                        <td>
                          {line.reversal ? 'Reversal: ' : ''}
                          {KIND_NAMES[line.kind]} · {line.title}
                        </td>
                        <td>{line.memberName}</td>
                        <td className={styles.amount}>{cents(line.amountCents)}</td>
                        <td>{STATUS_NAMES[line.status]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : (
            <p className={styles.muted}>
              No earnings yet. Each review you deliver, consultation you hold and project a member closes adds a line here.
            </p>
          )}
        </>
      )}
    </section>
  );
}
