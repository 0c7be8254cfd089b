import { designersView } from '@contracts/designer-views';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { Container } from '../../../components/ui/container';
import { PageBanner } from '../../../components/ui/page-banner';
import { Each, useTemplateView, When } from '../../../lib/page-template';
import { useDesigners } from '../api/get-designers';
import { DesignerCard } from '../components/designer-card';
import styles from '../components/designers.module.css';

/**
 * /designers: the designers members can ask for a board review, book a consultation with, or give a project. The api
 * function serves it with the designers in the HTML (lib/page-template.tsx): the list is the template it fills.
 */
export function DesignersRoute() {
  const designers = useDesigners();
  const view = useTemplateView(designers.data, designersView);
  return (
    <>
      <PageBanner
        eyebrow="Our designers"
        title="Design help from real people"
        subtitle="Every plan includes board reviews. Gold and Platinum add live consultations, and Platinum a complete design."
      />
      <section className={styles.section} aria-label="Designers">
        <Container>
          {view ? (
            <When
              name="designers"
              value={view.designers}
              otherwise={
                <EmptyState>
                  <p>No designers yet. Come back soon.</p>
                </EmptyState>
              }
            >
              <ul className={styles.grid}>
                <Each name="designers" items={view.designers}>
                  {(designer) => <DesignerCard key={designer.uid} designer={designer} />}
                </Each>
              </ul>
            </When>
          ) : designers.error ? (
            <p role="alert">{designers.error.message || 'Could not load the designers.'}</p>
          ) : (
            <p role="status">Loading designers…</p>
          )}
          <p className={styles.join}>
            Are you an interior designer? <Link to="/design-for-roomboard">Design for Roomboard</Link>.
          </p>
        </Container>
      </section>
    </>
  );
}
