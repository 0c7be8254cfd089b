import { EmptyState } from '../../../components/ui/empty-state';
import { Container } from '../../../components/ui/container';
import { PageBanner } from '../../../components/ui/page-banner';
import { useDesigners } from '../api/get-designers';
import { DesignerCard } from '../components/designer-card';
import styles from '../components/designers.module.css';

/** /designers: the designers members can ask for a board review, book a consultation with, or give a project. */
export function DesignersRoute() {
  const designers = useDesigners();
  return (
    <>
      <PageBanner
        eyebrow="Our designers"
        title="Design help from real people"
        subtitle="Every plan includes board reviews. Gold and Platinum add live consultations, and Platinum a complete design."
      />
      <section className={styles.section} aria-label="Designers">
        <Container>
          {designers.isPending ? (
            <p role="status">Loading designers…</p>
          ) : designers.error ? (
            <p role="alert">{designers.error.message || 'Could not load the designers.'}</p>
          ) : designers.data.designers.length === 0 ? (
            <EmptyState>
              <p>No designers yet. Come back soon.</p>
            </EmptyState>
          ) : (
            <ul className={styles.grid}>
              {designers.data.designers.map((designer) => (
                <DesignerCard key={designer.uid} designer={designer} />
              ))}
            </ul>
          )}
        </Container>
      </section>
    </>
  );
}
