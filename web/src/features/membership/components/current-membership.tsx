import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useAllowances } from '../api/get-allowances';
import { useOpenCustomerPortal } from '../api/open-customer-portal';
import { serviceLines } from './allowance-lines';
import { useMembership } from '../api/get-membership';
import { formatDate, formatMoney } from './format';
import { planSummary } from './plan-summary';
import styles from './current-membership.module.css';

const STATUS_TEXT = { paid: 'Paid', pending: 'Pending', failed: 'Failed', refunded: 'Refunded', disputed: 'Disputed' } as const;

export interface CurrentMembershipProps {
  headingLevel?: 'h2' | 'h3';
}

/** 'Manage subscription': off to Stripe's Customer Portal, which sends the member back here. */
function useManageSubscription() {
  const [error, setError] = useState<string>();
  const portal = useOpenCustomerPortal({
    onFailure: (failure) => setError(failure.message || 'The subscription page could not be opened.'),
  });
  const manage = () => {
    setError(undefined);
    portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  };
  // Busy until the portal's page replaces this one.
  return { manage, busy: portal.isPending || portal.isSuccess, error };
}

/**
 * What the plan has left this period (board reviews, consultations, projects), from GET /api/allowances, each line
 * with the way to its service: 'Design projects: 1 of 1 left · renews December 5 · Start a brief'.
 */
function AllowancesLeft() {
  const allowances = useAllowances();
  if (!allowances.data) return null;
  return (
    <div className={styles.allowances} data-testid="allowances-left">
      <p className={styles.allowancesTitle}>Left this period</p>
      <ul>
        {serviceLines(allowances.data).map((line) => (
          <li key={line.kind} className={styles.allowance}>
            <span>
              {line.label}: {line.left}
            </span>
            <span aria-hidden="true"> · </span>
            <Link to={line.action.to} className={styles.allowanceLink}>
              {line.action.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The signed-in user's plan, its renewal or end date, 'Manage subscription', and past payments (for Account Management). */
export function CurrentMembership({ headingLevel: Heading = 'h2' }: CurrentMembershipProps) {
  const state = useMembership();
  const portal = useManageSubscription();
  if (state.status === 'signed-out') return null;
  const summary = state.status === 'ready' ? planSummary(state.data.membership, state.data.ended) : null;
  const membership = state.status === 'ready' ? state.data.membership : null;
  return (
    <section className={styles.panel} aria-labelledby="current-membership-title">
      <Heading id="current-membership-title" className={styles.title}>
        Your plan
      </Heading>
      {state.status === 'loading' ? (
        <p role="status">Loading your membership...</p>
      ) : state.status === 'error' ? (
        <p role="alert">{state.message}</p>
      ) : summary ? (
        <>
          <div className={styles.plan} data-testid="current-membership">
            <div>
              <p className={styles.planName}>{summary.name}</p>
              <p className={styles.planState}>{summary.state}</p>
            </div>
            {membership && membership.amountCents > 0 ? (
              <p className={styles.price}>
                {formatMoney(membership.amountCents, membership.currency)}
                <span>{membership.subscriptionId ? ' a month' : ' once'}</span>
              </p>
            ) : null}
          </div>
          {summary.notice ? (
            <p
              className={membership?.status === 'past-due' ? styles.warning : styles.note}
              role={membership?.status === 'past-due' ? 'alert' : undefined}
            >
              {summary.notice}
            </p>
          ) : null}
          <AllowancesLeft />
          {membership?.periodStart && membership.periodEnd ? (
            <p className={styles.muted}>
              Billing period: {formatDate(membership.periodStart)} – {formatDate(membership.periodEnd)}
            </p>
          ) : null}
          <div className={styles.actions}>
            {summary.action === 'manage' ? (
              <Button onClick={portal.manage} disabled={portal.busy} aria-busy={portal.busy}>
                {portal.busy ? 'Opening...' : 'Manage subscription'}
              </Button>
            ) : (
              <ButtonLink to="/#membership-title" variant={membership ? 'secondary' : 'primary'}>
                See the plans
              </ButtonLink>
            )}
          </div>
          {portal.error ? (
            <p role="alert" className={styles.error}>
              {portal.error}
            </p>
          ) : null}
          {state.data.payments.length > 0 ? (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>Payments</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Description</th>
                    <th scope="col">Total</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.payments.map((payment) => (
                    <tr key={payment.checkoutSessionId}>
                      <td>{formatDate(payment.date)}</td>
                      <td>{payment.description}</td>
                      <td>{formatMoney(payment.amountCents, payment.currency)}</td>
                      <td>{STATUS_TEXT[payment.status]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className={styles.muted}>No payments yet.</p>
          )}
        </>
      ) : null}
    </section>
  );
}
