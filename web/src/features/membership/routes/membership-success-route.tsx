import type { CheckoutStatusResponse } from '@contracts/membership';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { sessionTokenAtom } from '../../../lib/session';
import { checkoutStatusQueryOptions, POLL_TRIES } from '../api/get-checkout-status';
import styles from './membership-result.module.css';

type View =
  | { kind: 'checking' }
  | { kind: 'done'; result: CheckoutStatusResponse }
  | { kind: 'waiting' }
  | { kind: 'error'; message: string };

/** /membership/success?session_id=…: what the server knows once Stripe has confirmed the payment. */
export function MembershipSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const client = useQueryClient();
  const options = checkoutStatusQueryOptions(sessionId);
  const { data: result, error } = useQuery(options);
  const tries = client.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const view: View = error
    ? { kind: 'error', message: error.message || 'Something went wrong.' }
    : !result
      ? { kind: 'checking' }
      : result.status !== 'pending'
        ? { kind: 'done', result }
        : { kind: tries >= POLL_TRIES ? 'waiting' : 'checking' };

  return (
    <section className={styles.page} aria-labelledby="membership-result-title">
      <Container size="narrow" className={styles.inner}>
        <h1 id="membership-result-title" className={styles.title}>
          {view.kind === 'done' && view.result.status === 'failed' ? 'Payment failed' : 'Thank you'}
        </h1>
        <div role="status" className={styles.message}>
          {!signedIn ? (
            <p>Log in to see your membership.</p>
          ) : !sessionId ? (
            <p>There is no checkout to show.</p>
          ) : view.kind === 'checking' ? (
            <p>Confirming your payment with Stripe...</p>
          ) : view.kind === 'waiting' ? (
            <p>Stripe has not confirmed the payment yet. Your membership will show on Account Management as soon as it does.</p>
          ) : view.kind === 'error' ? (
            <p>{view.message}</p>
          ) : view.result.status === 'failed' ? (
            <p>Your payment did not go through, so nothing was charged and your membership is unchanged.</p>
          ) : (
            <p>
              Payment received. Your membership: <strong>{view.result.membership?.title ?? view.result.tier}</strong>.
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <ButtonLink to="/account-management">Account Management</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Home
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
