import { Container } from '../../components/ui/container';
import { ProductPicker } from '../../features/catalogue/components/product-picker';
import { useMyReviews } from '../../features/reviews/api/designer-reviews';
import { MyReviewsSection } from '../../features/reviews/components/my-reviews-section';
import { ReviewQueueSection } from '../../features/reviews/components/review-queue-section';
import type { RenderSwapPicker } from '../../features/reviews/components/delivery-editor';
import { NotFoundRoute } from './not-found-route';

/** The catalogue's product list, for the designer's swaps. */
const swapPicker: RenderSwapPicker = ({ functionName, onPick }) => (
  <ProductPicker functionName={functionName} chosenIds={[]} onToggle={(product) => onPick({ id: product.id, title: product.Title })} />
);

/**
 * /designer/reviews: the designer's board reviews, the queue and their claimed work. A stand-in until the designer
 * workspace (/designer) takes these sections; everyone else (the API answers them 404) sees the site's 404 page.
 */
export function DesignerReviewsPage() {
  const mine = useMyReviews();
  if (mine.isPending && mine.fetchStatus !== 'idle')
    return (
      <p role="status" style={{ padding: '4rem 1.5rem' }}>
        Loading…
      </p>
    );
  if (!mine.data) return <NotFoundRoute />;
  return (
    <section style={{ paddingBlock: 'clamp(3rem, 7vw, 5rem)' }} aria-labelledby="designer-reviews-title">
      <Container>
        <header style={{ display: 'grid', gap: 'var(--space-2)', marginBottom: 'var(--space-8)' }}>
          <h1 id="designer-reviews-title" style={{ fontSize: 'var(--text-3xl)' }}>
            Board reviews
          </h1>
          <p style={{ color: 'var(--color-muted)' }}>Members ask about their boards; answer with pinned notes, swaps and a summary.</p>
        </header>
        <div style={{ display: 'grid', gap: 'var(--space-9)' }}>
          <MyReviewsSection renderSwapPicker={swapPicker} />
          <ReviewQueueSection />
        </div>
      </Container>
    </section>
  );
}
