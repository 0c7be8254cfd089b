import type { PayoutReport, PayoutRun } from '@contracts/earnings';
import { formatUsd } from '@contracts/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { notifyFailure } from '../../../lib/error-policy';
import { notify } from '../../../lib/notify';
import { usePayoutReport, useRunPayouts } from '../api/admin-payouts';
import styles from './payouts.module.css';
import { SectionHeading } from '../../../components/ui/section-heading';

const ACCOUNT_NAMES: Record<PayoutReport['designers'][number]['account'], string> = {
  none: 'Not set up',
  onboarding: 'Onboarding',
  enabled: 'Enabled',
};
const cents = (amount: number) => formatUsd(amount / 100);
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** What a run did, in one sentence. */
function runSummary(run: PayoutRun): string {
  const count = (outcome: string) => run.outcomes.filter((o) => o.outcome === outcome).length;
  const paid = run.outcomes.filter((o) => o.outcome === 'paid').reduce((sum, o) => sum + o.amountCents, 0);
  const designers = (n: number) => `${n} designer${n === 1 ? '' : 's'}`;
  const parts = [`Paid ${designers(count('paid'))} ${cents(paid)}`, `held ${count('held')}`];
  if (count('failed')) parts.push(`${count('failed')} failed (the next run tries again)`);
  return `${run.period}: ${parts.join(', ')}.`;
}

/** The admin page's payouts: per designer, a month's pending, held and paid sums, and paying that month now. */
export function AdminPayoutsSection() {
  const [period, setPeriod] = useState(thisMonth);
  const report = usePayoutReport(period);
  const run = useRunPayouts({ onFailure: notifyFailure });
  const rows = report.data?.designers ?? [];

  return (
    <section className={styles.section} aria-labelledby="payouts-title">
      <SectionHeading
        id="payouts-title"
        title="Payouts"
        subtitle="Designers are paid on the 1st of each month for the month before: one transfer each; those whose payouts are not enabled are held until they are."
      />
      <div className={styles.actions}>
        <TextField label="Month" type="month" value={period} onChange={(event) => event.target.value && setPeriod(event.target.value)} />
        <Button
          variant="secondary"
          disabled={run.isPending}
          onClick={() => run.mutate(period, { onSuccess: (done) => notify(runSummary(done), 'success') })}
        >
          {run.isPending ? 'Paying…' : 'Pay this month now'}
        </Button>
      </div>
      {report.error ? (
        <p role="alert" className={styles.error}>
          {report.error.message}
        </p>
      ) : !report.data ? (
        <p role="status" className={styles.muted}>
          Loading…
        </p>
      ) : rows.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Payouts for {period}</caption>
            <thead>
              <tr>
                <th scope="col">Designer</th>
                <th scope="col">Payouts</th>
                <th scope="col" className={styles.amount}>
                  Pending
                </th>
                <th scope="col" className={styles.amount}>
                  Held
                </th>
                <th scope="col" className={styles.amount}>
                  Paid
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.uid}>
                  <td>{row.name}</td>
                  <td>{ACCOUNT_NAMES[row.account]}</td>
                  <td className={styles.amount}>{cents(row.pendingCents)}</td>
                  <td className={styles.amount}>{cents(row.heldCents)}</td>
                  <td className={styles.amount}>{cents(row.paidCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>No designer earned anything in {period}.</p>
      )}
    </section>
  );
}
