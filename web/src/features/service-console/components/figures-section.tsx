import { ALLOWANCE_KINDS, MEMBERSHIP_TIERS } from '@contracts/membership-tiers';
import { useAdminFigures } from '../api/figures';
import styles from './service-console.module.css';

export const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const KIND_WORDS = { reviews: 'reviews', consultations: 'consultations', projects: 'projects' } as const;

/** For admins, first on /admin: the subscriptions and the service at a glance, read from counters. */
export function FiguresSection() {
  const figures = useAdminFigures();
  if (!figures.data) return null;
  const f = figures.data;
  const paid = MEMBERSHIP_TIERS.filter((tier) => tier.amountCents > 0);
  const tiles: [string, string][] = [
    ['MRR', MONEY.format(f.mrrCents / 100)],
    ...paid.map((tier): [string, string] => [`Active ${tier.title}`, String(f.activeByPlan[tier.id])]),
    ['New this month', String(f.newSubscriptions)],
    ['Cancelled this month', String(f.cancelled)],
    ['Allowances used this month', ALLOWANCE_KINDS.map((kind) => `${f.allowancesUsed[kind]} ${KIND_WORDS[kind]}`).join(', ')],
    [
      'Reviews delivered on time this month',
      f.onTimePercent === null ? 'None delivered yet' : `${f.reviewsOnTime} of ${f.reviewsDelivered} (${f.onTimePercent}%)`,
    ],
  ];
  return (
    <section className={styles.section} aria-labelledby="figures-title">
      <h2 id="figures-title" className={styles.title}>
        Figures
      </h2>
      <p className={styles.lead}>Subscriptions in force, and this month ({f.month}, UTC) so far.</p>
      <dl className={styles.tiles}>
        {tiles.map(([label, value]) => (
          <div key={label} className={styles.tile}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
