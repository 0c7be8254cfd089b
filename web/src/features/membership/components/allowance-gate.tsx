import type { AllowanceKind } from '@contracts/membership-tiers';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { sessionTokenAtom } from '../../../lib/session';
import { useAllowances } from '../api/get-allowances';
import { useBookMembership } from '../hooks/use-book-membership';
import { allowanceLines, allowanceState, plansWithMore } from './allowance-lines';
import styles from './allowance-gate.module.css';

/** The plans above the member's that include more of the service, each to book at once, and the way to compare all. */
function PlansOffer({ tierId, kind }: { tierId: string; kind: AllowanceKind }) {
  const { book, pendingTierId, errors } = useBookMembership();
  const plans = plansWithMore(tierId, kind);
  return (
    <div className={styles.offer}>
      {plans.length ? (
        <ul className={styles.plans} aria-label="Plans that include more">
          {plans.map((tier) => (
            <li key={tier.id} className={styles.plan} data-testid={`offer-${tier.id}`}>
              <p className={styles.planName}>{tier.title}</p>
              <p className={styles.planPrice}>
                ${tier.price}
                <span> / month</span>
              </p>
              <ul className={styles.planLines}>
                {allowanceLines(tier.allowances).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <Button
                size="sm"
                onClick={() => book(tier)}
                disabled={pendingTierId === tier.id}
                aria-busy={pendingTierId === tier.id || undefined}
              >
                Choose {tier.title}
              </Button>
              {errors[tier.id] ? (
                <p role="alert" className={styles.error}>
                  {errors[tier.id]}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ButtonLink to="/#membership-title" variant="ghost" size="sm">
        Compare all plans
      </ButtonLink>
    </div>
  );
}

/**
 * A designer service's form with what the plan has left of it, said before the member fills it in; when the plan does
 * not include the service, or this period's are used, the plans that include more instead of a form that would fail
 * at the end. A visitor, and a member whose allowances could not be read, get the form (the server counts anyway).
 */
export function AllowanceGate({ kind, children }: { kind: AllowanceKind; children: ReactNode }) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const allowances = useAllowances();
  if (!signedIn || allowances.isError) return <>{children}</>;
  if (!allowances.data) {
    return (
      <p role="status" className={styles.loading}>
        Checking your plan…
      </p>
    );
  }
  const { state, line } = allowanceState(allowances.data, kind);
  if (state === 'available') {
    return (
      <>
        <p className={styles.left} data-testid="allowance-left">
          {line}
        </p>
        {children}
      </>
    );
  }
  return (
    <div className={styles.gate} data-testid="allowance-gate">
      <p className={styles.gateLine}>{line}</p>
      <PlansOffer tierId={allowances.data.tier} kind={kind} />
    </div>
  );
}
