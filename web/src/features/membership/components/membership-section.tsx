import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { IconCheck } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { MEMBERSHIP_TIERS, type MembershipTier } from '../data/membership-tiers';
import styles from './membership-section.module.css';

export interface MembershipSectionProps {
  /** Called by a tier's 'Book Here' button (checkout is wired by the membership feature's owner). */
  onBook: (tier: MembershipTier) => void;
  /** The tier busy starting a checkout, if any. */
  pendingTierId?: MembershipTier['id'];
}

/** The three membership tier cards; embeddable in any page. */
export function MembershipSection({ onBook, pendingTierId }: MembershipSectionProps) {
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
            <li key={tier.id} className={[styles.card, tier.popular ? styles.popular : ''].filter(Boolean).join(' ')}>
              {tier.popular ? <p className={styles.flag}>{tier.popular}</p> : null}
              <h3 className={styles.title}>{tier.title}</h3>
              <p className={styles.price}>
                <span className={styles.amount}>${tier.price}</span>
              </p>
              <p className={styles.description}>{tier.description}</p>
              <ul className={styles.features}>
                {tier.features.map((feature) => (
                  <li key={feature}>
                    <IconCheck size={18} className={styles.check} />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                block
                size="lg"
                variant={tier.popular ? 'primary' : 'secondary'}
                onClick={() => onBook(tier)}
                disabled={pendingTierId === tier.id}
                aria-label={`${tier.buttonText}: ${tier.title} membership`}
              >
                {tier.buttonText}
              </Button>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
