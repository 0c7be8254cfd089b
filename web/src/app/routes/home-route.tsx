import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { IconArrowRight } from '../../components/ui/icons';
import { SectionHeading } from '../../components/ui/section-heading';
import { MembershipBanner } from '../../features/marketing/components/membership-banner';
import { MembershipSection } from '../../features/membership/components/membership-section';
import styles from './home.module.css';

const STEPS = [
  { title: 'Choose a function', text: 'Sleep, Entertainment, Bath or Dining: tell us what the room is for.' },
  { title: 'Pick a size and a style', text: 'From a king-size bed to a loveseat, in natural tones, greys or a pop of colour.' },
  { title: 'Get your board', text: 'Choose up to 10 pieces and we compose a mood board, a palette and a layout to try.' },
];

export interface HomeRouteProps {
  /** Home shown behind a modal route (/login, /register): inert, and its title is not the page's h1. */
  behindModal?: boolean;
}

export function HomeRoute({ behindModal = false }: HomeRouteProps) {
  const HeroTitle = behindModal ? 'p' : 'h1';
  return (
    <div inert={behindModal} aria-hidden={behindModal || undefined}>
      <section className={styles.hero}>
        <Container className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>Mood boards for real rooms</p>
            <HeroTitle className={styles.heroTitle}>
              Design a room that feels <em>like&nbsp;you</em>
            </HeroTitle>
            <p className={styles.heroText}>
              Pick a room, a size and a style, choose the pieces you love, and Roomboard composes a mood board with a palette and a layout
              you can try in your own space.
            </p>
            <div className={styles.heroActions}>
              <ButtonLink to="/steps" size="lg" trailingIcon={<IconArrowRight size={18} />}>
                How It Works
              </ButtonLink>
              <ButtonLink to="/inspirations" size="lg" variant="secondary">
                Browse Inspirations
              </ButtonLink>
            </div>
          </div>
          <div className={styles.heroArt}>
            <img
              src="/art/hero-living-room.svg"
              alt="A calm living room with a sage sofa, terracotta cushions, an arc floor lamp and a plant beside an arched window"
              width={600}
              height={520}
              fetchPriority="high"
            />
          </div>
        </Container>
      </section>

      <section className={styles.how} aria-labelledby="how-title">
        <Container className={styles.howInner}>
          <SectionHeading id="how-title" eyebrow="How it works" title="Three steps to a finished room" />
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <div>
            <ButtonLink to="/steps" variant="secondary" trailingIcon={<IconArrowRight size={18} />}>
              Start with step one
            </ButtonLink>
          </div>
        </Container>
      </section>

      <MembershipSection />
      <MembershipBanner />
    </div>
  );
}
