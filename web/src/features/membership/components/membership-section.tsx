import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { Membership } from '@contracts/membership';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { IconCheck } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { MEMBERSHIP_TIERS } from '@contracts/membership-tiers';
import { sessionTokenAtom } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { useBookMembership } from '../hooks/use-book-membership';
import { allowanceLines } from './allowance-lines';
import { planSummary } from './plan-summary';
import styles from './membership-section.module.css';

const CurrentTierProbe = lazy(() => import('./current-tier-probe').then((m) => ({ default: m.CurrentTierProbe })));

const BILLED_MONTHLY = 'Billed monthly, cancel any time';
const FREE_PLAN = 'Free, no card needed';

/**
 * The three membership tier cards (the server's tier table, the one Checkout charges by); embeddable in any page. Each
 * says its billing period; 'Book Here' starts the membership. A signed-in reader's current plan is marked, with its
 * renewal (or end) date from the server's subscription data, and its button manages the plan instead (once the page is
 * adopted: prerendered pages are the same for everyone).
 */
export function MembershipSection() {
  const { book, pendingTierId, errors } = useBookMembership();
  const hydrated = useHydrated();
  const signedIn = Boolean(useAtomValue(sessionTokenAtom)) && hydrated;
  const [probed, setProbed] = useState<Membership | null>(null);
  const current = signedIn ? probed : null;
  const currentTier = current?.tier ?? null;
  return (
    <section className={styles.section} aria-labelledby="membership-title">
      <Container className={styles.inner}>
        <SectionHeading
          id="membership-title"
          eyebrow="Membership"
          title="Design help at the level you need"
          subtitle="Start free, or book time with one of our designers for a consultation or a complete design."
          align="center"
        />
        <ul className={styles.grid}>
          {MEMBERSHIP_TIERS.map((tier) => (
            <li
              key={tier.id}
              className={[styles.card, tier.popular ? styles.popular : '', tier.id === currentTier ? styles.current : '']
                .filter(Boolean)
                .join(' ')}
              aria-current={tier.id === currentTier ? 'true' : undefined}
              data-testid={`tier-${tier.id}`}
            >
              {tier.popular ? <p className={styles.flag}>{tier.popular}</p> : null}
              {tier.id === currentTier ? <p className={styles.currentFlag}>Your current plan</p> : null}
              <h3 className={styles.title}>{tier.title}</h3>
              <p className={styles.price}>
                <span className={styles.amount}>${tier.price}</span>
                <span className={styles.per}> / month</span>
              </p>
              <p className={styles.billing} data-testid={`billing-${tier.id}`}>
                {tier.price > 0 ? BILLED_MONTHLY : FREE_PLAN}
              </p>
              {current && tier.id === currentTier ? (
                <p className={styles.renewal} data-testid="current-plan-state">
                  {planSummary(current, null).state}
                </p>
              ) : null}
              <p className={styles.description}>{tier.description}</p>
              <ul className={styles.features}>
                {tier.features.map((feature) => (
                  <li key={feature}>
                    <IconCheck size={18} className={styles.check} />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className={styles.allowances}>
                <p className={styles.allowancesTitle}>With our designers</p>
                <ul data-testid={`allowances-${tier.id}`}>
                  {allowanceLines(tier.allowances).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              {tier.id !== currentTier ? (
                <Button
                  block
                  size="lg"
                  variant={tier.popular ? 'primary' : 'secondary'}
                  onClick={() => book(tier)}
                  disabled={pendingTierId === tier.id}
                  aria-busy={pendingTierId === tier.id || undefined}
                  aria-label={`${tier.buttonText}: ${tier.title} membership`}
                >
                  {tier.buttonText}
                </Button>
              ) : current?.subscriptionId ? (
                // A paid plan is changed or cancelled where it is billed: Account Management's 'Manage subscription'.
                <ButtonLink block size="lg" variant="secondary" to="/account-management" aria-label={`Manage your ${tier.title} plan`}>
                  Manage plan
                </ButtonLink>
              ) : (
                <Button block size="lg" variant="secondary" disabled aria-label={`${tier.title} is your current plan`}>
                  Current plan
                </Button>
              )}
              {errors[tier.id] ? (
                <p className={styles.error} role="alert">
                  {errors[tier.id]}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        {signedIn ? (
          <Suspense fallback={null}>
            <CurrentTierProbe onMembership={setProbed} />
          </Suspense>
        ) : null}
      </Container>
    </section>
  );
}
