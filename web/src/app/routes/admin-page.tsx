import { Container } from '../../components/ui/container';
import { useAdminQueue } from '../../features/community/api/admin-queue';
import { AdminQueueView } from '../../features/community/components/admin-queue';
import { AdminDesignersSection } from '../../features/designers/components/admin-designers-section';
import { LateReviewsSection } from '../../features/reviews/components/late-reviews-section';
import { NotFoundRoute } from './not-found-route';

/** /admin: the review queue, late reviews and the designers for admins; everyone else (the API answers them 404) sees the 404 page. */
export function AdminPage() {
  const queue = useAdminQueue();
  if (queue.isPending && queue.fetchStatus !== 'idle')
    return (
      <p role="status" style={{ padding: '4rem 1.5rem' }}>
        Loading…
      </p>
    );
  if (!queue.data) return <NotFoundRoute />;
  return (
    <section style={{ paddingBlock: 'clamp(3rem, 7vw, 5rem)' }} aria-labelledby="admin-title">
      <Container>
        <header style={{ display: 'grid', gap: 'var(--space-2)', marginBottom: 'var(--space-8)' }}>
          <h1 id="admin-title" style={{ fontSize: 'var(--text-3xl)' }}>
            Review queue
          </h1>
          <p style={{ color: 'var(--color-muted)' }}>
            Reported boards and comments first, then recent public boards. Hiding takes an item down everywhere; every action is logged.
          </p>
        </header>
        <AdminQueueView reported={queue.data.reported} recent={queue.data.recent} />
        <LateReviewsSection />
        <AdminDesignersSection />
      </Container>
    </section>
  );
}
