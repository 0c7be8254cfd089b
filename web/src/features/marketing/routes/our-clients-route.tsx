import { Container } from '../../../components/ui/container';
import { PageBanner } from '../../../components/ui/page-banner';
import { SectionHeading } from '../../../components/ui/section-heading';
import styles from './our-clients.module.css';

const CLIENTS = [
  {
    name: 'Harbour & Pine',
    kind: 'Boutique hotel',
    project: 'Twelve guest rooms in natural tones, each with a reading corner by the window.',
  },
  { name: 'Casa Lumen', kind: 'Family home', project: 'An open kitchen and dining room planned around a long oak table for eight.' },
  {
    name: 'Northfold Studio',
    kind: 'Co-working space',
    project: 'Quiet booths, soft seating and a palette of greys warmed with terracotta.',
  },
  {
    name: 'The Linden Flats',
    kind: 'Rental apartments',
    project: 'Furnished show flats that let tenants picture themselves at home on day one.',
  },
  { name: 'Oak & Ember Café', kind: 'Café', project: 'Mixed seating for thirty, pendant lighting and a long banquette along the window.' },
  {
    name: 'Willow Dental',
    kind: 'Clinic',
    project: 'A calmer waiting room in sage and light wood, with planting that copes with low light.',
  },
];

export function OurClientsRoute() {
  return (
    <>
      <PageBanner
        eyebrow="Portfolio"
        title="Our Clients"
        subtitle="Homeowners, hosts and small businesses who trusted us with the rooms that matter to them."
      />
      <section className={styles.section} aria-labelledby="client-list">
        <Container className={styles.inner}>
          <SectionHeading
            id="client-list"
            title="Rooms we have helped shape"
            subtitle="A few of the projects our designers and members have brought to life."
          />
          <ul className={styles.grid}>
            {CLIENTS.map((client) => (
              <li key={client.name} className={styles.card}>
                <span className={styles.monogram} aria-hidden="true">
                  {client.name
                    .split(/\s+/)
                    .filter((word) => /^[A-Z]/.test(word))
                    .slice(0, 2)
                    .map((word) => word[0])
                    .join('')}
                </span>
                <h3 className={styles.name}>{client.name}</h3>
                <p className={styles.kind}>{client.kind}</p>
                <p className={styles.project}>{client.project}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
