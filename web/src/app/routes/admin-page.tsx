import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';
import { AuditLogSection } from '../../features/audit-log/components/audit-log-section';
import { AdminApplicationsSection } from '../../features/designer-applications/components/admin-applications-section';
import { useAdminQueue } from '../../features/community/api/admin-queue';
import { AdminQueueView } from '../../features/community/components/admin-queue';
import { AdminDesignersSection } from '../../features/designers/components/admin-designers-section';
import { FiguresSection } from '../../features/service-console/components/figures-section';
import { ServiceSection } from '../../features/service-console/components/service-section';
import { AdminPayoutsSection } from '../../features/payouts/components/admin-payouts-section';
import { NotFoundRoute } from './not-found-route';

/** The console's parts, in the order of the page's contents list; each renders its own heading. */
interface AdminSection {
  id: string;
  label: string;
  element: ReactNode;
}

/** /admin: the operator's console; everyone else (the API answers them 404) sees the 404 page. */
export function AdminPage() {
  const queue = useAdminQueue();
  if (queue.isPending && queue.fetchStatus !== 'idle')
    return (
      <p role="status" style={{ padding: '4rem 1.5rem' }}>
        Loading…
      </p>
    );
  if (!queue.data) return <NotFoundRoute />;
  const sections: AdminSection[] = [
    { id: 'figures', label: 'Figures', element: <FiguresSection /> },
    { id: 'moderation', label: 'Moderation', element: <AdminQueueView reported={queue.data.reported} recent={queue.data.recent} /> },
    { id: 'service', label: 'Service', element: <ServiceSection /> },
    { id: 'applications', label: 'Applications', element: <AdminApplicationsSection /> },
    { id: 'designers', label: 'Designers', element: <AdminDesignersSection /> },
    { id: 'payouts', label: 'Payouts', element: <AdminPayoutsSection /> },
    { id: 'audit', label: 'Audit log', element: <AuditLogSection /> },
  ];
  return (
    <section style={{ paddingBlock: 'clamp(3rem, 7vw, 5rem)' }} aria-labelledby="admin-title">
      <Container>
        <header style={{ display: 'grid', gap: 'var(--space-2)', marginBottom: 'var(--space-6)' }}>
          <h1 id="admin-title" style={{ fontSize: 'var(--text-3xl)' }}>
            Admin
          </h1>
          <p style={{ color: 'var(--color-muted)' }}>
            How the service is doing, what needs a decision and who did what. Every action here is written to the audit log.
          </p>
        </header>
        <nav aria-label="Admin sections" style={{ marginBottom: 'var(--space-8)' }}>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2) var(--space-5)', listStyle: 'none', padding: 0 }}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div style={{ display: 'grid', gap: 'clamp(3rem, 7vw, 5rem)' }}>
          {sections.map((section) => (
            <div key={section.id} id={section.id} style={{ scrollMarginTop: 'var(--space-9)', minWidth: 0 }}>
              {section.element}
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
