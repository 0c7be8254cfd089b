import type { CheckoutStatusResponse } from '@contracts/membership';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { sessionTokenAtom } from '../../../lib/session';
import { getCheckoutStatus } from '../api/get-checkout-status';
import styles from './membership-result.module.css';

/** Stripe's event usually arrives within seconds; the page asks again this often, this many times. */
const POLL_MS = 2000;
const POLL_TRIES = 15;

type View =
  { kind: 'checking' } | { kind: 'done'; result: CheckoutStatusResponse } | { kind: 'waiting' } | { kind: 'error'; message: string };

/** /membership/success?session_id=…: what the server knows once Stripe has confirmed the payment. */
export function MembershipSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const [view, setView] = useState<View>({ kind: 'checking' });

  useEffect(() => {
    if (!signedIn || !sessionId) return;
    const controller = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      tries += 1;
      getCheckoutStatus(sessionId, controller.signal)
        .then((result) => {
          if (result.status !== 'pending') setView({ kind: 'done', result });
          else if (tries >= POLL_TRIES) setView({ kind: 'waiting' });
          else timer = setTimeout(check, POLL_MS);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            setView({ kind: 'error', message: error instanceof Error ? error.message : 'Something went wrong.' });
        });
    };
    check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [signedIn, sessionId]);

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
