import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { IconArrowRight } from '../../../components/ui/icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { SectionHeading } from '../../../components/ui/section-heading';
import { TestimonialsCarousel } from '../components/testimonials-carousel';
import styles from './about-us.module.css';

const FEATURES = [
  {
    title: 'Boards made for your room',
    text: 'Tell us the function, the size and the mood. We compose a board with a palette and pieces that belong together.',
  },
  {
    title: 'Real pieces, real sizes',
    text: 'Every item on a board is a product you can buy, with its measurements, so the plan works in your actual space.',
  },
  {
    title: 'Designers when you want them',
    text: 'Members book live consultations with our designers for a second eye, a spatial plan or a full design.',
  },
];

export function AboutUsRoute() {
  return (
    <>
      <PageBanner
        eyebrow="Our story"
        title="About Us"
        subtitle="We help people furnish rooms they love coming home to, one considered board at a time."
      />

      <section className={styles.section} aria-labelledby="who-we-are">
        <Container className={styles.split}>
          <div className={styles.media}>
            <img
              src="/art/about-studio.svg"
              alt="A designer's desk below a mood board of fabric, colour and furniture sketches"
              width={480}
              height={520}
            />
            <p className={styles.badge}>
              <strong>25+</strong> Year Experience
            </p>
          </div>
          <div className={styles.copy}>
            <SectionHeading id="who-we-are" eyebrow="Who we are" title="A studio of designers, makers and home lovers" />
            <p className={styles.lead}>
              Roomboard began in a small design studio where clients kept asking the same question: “Will it work in my room?” We built the
              tools we wished we had, so anyone can see a room come together before buying a single piece.
            </p>
            <ul className={styles.features}>
              {FEATURES.map((feature, index) => (
                <li key={feature.title} className={styles.feature}>
                  <span className={styles.number} aria-hidden="true">
                    0{index + 1}
                  </span>
                  <div>
                    <h3 className={styles.featureTitle}>{feature.title}</h3>
                    <p>{feature.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <section className={styles.quoteBanner} aria-label="Our belief">
        <Container size="narrow">
          <blockquote className={styles.quote}>
            <p>“A home should look like the people who live in it, not like a catalogue.”</p>
          </blockquote>
          <p className={styles.quoteBy}>The Roomboard design team</p>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="values">
        <Container>
          <h2 id="values" className="visually-hidden">
            Our values
          </h2>
          <div className={styles.values}>
            <article className={styles.value}>
              <p className={styles.valueLabel}>Vision</p>
              <h3 className={styles.valueTitle}>Good design within everyone's reach</h3>
              <p>
                We picture a world where a beautiful, practical room is not a luxury: where anyone can plan a space with the confidence of a
                designer, whatever their budget or square metres.
              </p>
            </article>
            <article className={styles.value}>
              <p className={styles.valueLabel}>Mission</p>
              <h3 className={styles.valueTitle}>From an idea to a room that fits</h3>
              <p>
                We turn a few simple choices into a considered board, show how each piece sits in your floor plan, and put a real designer
                one click away when you want one.
              </p>
            </article>
          </div>
        </Container>
      </section>

      <section className={styles.ideas} aria-labelledby="ideas">
        <Container className={styles.ideasInner}>
          <div className={styles.copy}>
            <SectionHeading
              id="ideas"
              eyebrow="Start today"
              title="Converting your ideas into reality"
              subtitle="Browse boards from our community for a spark, then make one of your own in three steps."
            />
            <div>
              <ButtonLink to="/inspirations" size="lg" trailingIcon={<IconArrowRight size={18} />}>
                Discover More
              </ButtonLink>
            </div>
          </div>
          <img className={styles.ideasArt} src="/art/blog/plants-shelf.svg" alt="" width={400} height={300} />
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="testimonials">
        <Container className={styles.testimonials}>
          <SectionHeading id="testimonials" eyebrow="Testimonials" title="What our clients say" align="center" />
          <TestimonialsCarousel />
        </Container>
      </section>
    </>
  );
}
