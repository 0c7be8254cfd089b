import { Navigate, useParams } from 'react-router-dom';
import { useOwnDesignerProfile } from '../../features/designers/api/get-own-designer-profile';
import { DesignerProfileSection } from '../../features/designers/components/designer-profile-section';
import { DesignerWorkspace, type WorkspaceSection } from '../../features/designers/components/designer-workspace';
import { ProductPicker } from '../../features/catalogue/components/product-picker';
import { CalendarSection } from '../../features/consultations/components/calendar-section';
import { MessagesSection } from '../../features/messages/components/messages-section';
import { EarningsSection } from '../../features/payouts/components/earnings-section';
import { GetPaidSection } from '../../features/payouts/components/get-paid-section';
import { ProjectsSection } from '../../features/projects/components/projects-section';
import type { RenderSwapPicker } from '../../features/reviews/components/delivery-editor';
import { MyReviewsSection } from '../../features/reviews/components/my-reviews-section';
import { ReviewQueueSection } from '../../features/reviews/components/review-queue-section';
import { NotFoundRoute } from './not-found-route';

/** The catalogue's product list, for a review's swaps. */
const swapPicker: RenderSwapPicker = ({ functionName, onPick }) => (
  <ProductPicker functionName={functionName} chosenIds={[]} onToggle={(product) => onPick({ id: product.id, title: product.Title })} />
);

/**
 * /designer and /designer/:section: the designer's workspace, composed from the features' sections (one line each);
 * everyone who is not a designer (the API answers them 404) sees the site's 404 page.
 */
export function DesignerWorkspacePage() {
  const { section = '' } = useParams();
  const own = useOwnDesignerProfile();
  if (own.isPending && own.fetchStatus !== 'idle') {
    return (
      <p role="status" style={{ padding: '4rem 1.5rem' }}>
        Loading…
      </p>
    );
  }
  if (!own.data) return <NotFoundRoute />;
  // A designer without a profile starts with it; the address names the section from then on.
  if (!section) return <Navigate to={`/designer/${own.data.profile ? 'queue' : 'profile'}`} replace />;
  const sections: WorkspaceSection[] = [
    { path: 'queue', label: 'Queue', element: <ReviewQueueSection /> },
    { path: 'work', label: 'My work', element: <MyReviewsSection renderSwapPicker={swapPicker} /> },
    { path: 'calendar', label: 'Calendar', element: <CalendarSection /> },
    { path: 'projects', label: 'Projects', element: <ProjectsSection notFound={<NotFoundRoute />} /> },
    { path: 'messages', label: 'Messages', element: <MessagesSection /> },
    { path: 'earnings', label: 'Earnings', element: <EarningsSection /> },
    { path: 'get-paid', label: 'Get paid', element: <GetPaidSection /> },
    { path: 'profile', label: 'Profile', element: <DesignerProfileSection own={own.data} /> },
  ];
  if (!sections.some((entry) => entry.path === section)) return <NotFoundRoute />;
  return <DesignerWorkspace name={own.data.profile?.name ?? ''} sections={sections} current={section} />;
}
