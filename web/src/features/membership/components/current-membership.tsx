import { ButtonLink } from '../../../components/ui/button';
import { useMembership } from '../api/get-membership';
import { formatDate, formatMoney } from './format';
import styles from './current-membership.module.css';

const STATUS_TEXT = { paid: 'Paid', pending: 'Pending', failed: 'Failed', refunded: 'Refunded', disputed: 'Disputed' } as const;

export interface CurrentMembershipProps {
  headingLevel?: 'h2' | 'h3';
}

/** The signed-in user's membership and past payments, as the server knows them (for Account Management). */
export function CurrentMembership({ headingLevel: Heading = 'h2' }: CurrentMembershipProps) {
  const state = useMembership();
  if (state.status === 'signed-out') return null;
  return (
    <section className={styles.panel} aria-labelledby="current-membership-title">
      <Heading id="current-membership-title" className={styles.title}>
        Membership
      </Heading>
      {state.status === 'loading' ? (
        <p role="status">Loading your membership...</p>
      ) : state.status === 'error' ? (
        <p role="alert">{state.message}</p>
      ) : (
        <>
          {state.data.membership ? (
            <p className={styles.current} data-testid="current-membership">
              Current plan: <strong>{state.data.membership.title}</strong>
              <span className={styles.since}> since {formatDate(state.data.membership.since)}</span>
            </p>
          ) : (
            <p className={styles.current} data-testid="current-membership">
              You have no membership yet.
            </p>
          )}
          <ButtonLink to="/#membership-title" variant="secondary" size="sm">
            See the plans
          </ButtonLink>
          {state.data.payments.length > 0 ? (
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
          ) : (
            <p className={styles.muted}>No payments yet.</p>
          )}
        </>
      )}
    </section>
  );
}
