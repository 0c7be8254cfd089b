import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { notifyFailure } from '../../../lib/error-policy';
import { usePayoutAccount } from '../api/get-payout-account';
import { useStartOnboarding } from '../api/start-onboarding';
import styles from './payouts.module.css';

const leave = (url: string) => window.location.assign(url);

/**
 * The workspace's Get paid tab: whether payouts are set up, and the way to Stripe's hosted onboarding (which comes
 * back here). `onLeave` opens the onboarding (tests watch it).
 */
export function GetPaidSection({ onLeave = leave }: { onLeave?: (url: string) => void }) {
  const account = usePayoutAccount();
  // Stripe sends the designer back with ?refresh=1 when the link expired or they left the onboarding.
  const [search] = useSearchParams();
  const interrupted = search.get('refresh') === '1';
  const onboarding = useStartOnboarding({ onFailure: notifyFailure });
  const start = () => onboarding.mutate(undefined, { onSuccess: ({ url }) => onLeave(url) });
  const status = account.data?.status;

  return (
    <section className={styles.section} aria-labelledby="get-paid-title">
      <h2 id="get-paid-title" className={styles.title}>
        Get paid
      </h2>
      <p className={styles.lead}>Roomboard pays you through Stripe on the 1st of each month for the work you finished the month before.</p>
      {account.error ? (
        <p role="alert" className={styles.error}>
          {account.error.message}
        </p>
      ) : !status ? (
        <p role="status" className={styles.muted}>
          Loading…
        </p>
      ) : status === 'enabled' ? (
        <p className={styles.status}>Payouts are enabled. Your earnings are paid to your Stripe account.</p>
      ) : (
        <>
          <p className={styles.status}>{status === 'none' ? 'Payouts are not set up yet.' : 'Your payout set-up is not finished.'}</p>
          {interrupted ? <p className={styles.muted}>The set-up was not finished: open it again to go on where you left off.</p> : null}
          <p className={styles.muted}>Until payouts are enabled, what you earn is held for you and paid once they are.</p>
          <div className={styles.actions}>
            <Button onClick={start} disabled={onboarding.isPending}>
              {onboarding.isPending ? 'Opening Stripe…' : status === 'none' ? 'Set up payouts' : 'Continue setting up payouts'}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
