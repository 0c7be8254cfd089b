import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Container } from '../../components/ui/container';
import { ApiError } from '../../lib/api-client';
import { availabilityQueryOptions } from '../../features/consultations/api/availability';
import { BookConsultation } from '../../features/consultations/components/book-consultation';
import { CalendarSection } from '../../features/consultations/components/calendar-section';
import styles from '../../features/consultations/components/consultations.module.css';
import { NotFoundRoute } from './not-found-route';

/**
 * Until the designer profile page (/designers/:id) is merged: a page of its own for the booking panel. The lead puts
 * <BookConsultation> on the profile page at merge.
 */
export function BookConsultationPage() {
  const { id = '' } = useParams();
  return (
    <Container size="narrow" as="section" className={styles.page}>
      <BookConsultation designerId={id} designerName="your designer" />
    </Container>
  );
}

/** Until the designer workspace (/designer) is merged: the calendar section alone; the 404 page for non-designers. */
export function DesignerCalendarPage() {
  const probe = useQuery(availabilityQueryOptions());
  if (probe.error instanceof ApiError && probe.error.status === 404) return <NotFoundRoute />;
  return (
    <Container as="section" className={styles.page}>
      <p className={styles.eyebrow}>Designer workspace</p>
      <CalendarSection headingLevel="h1" />
    </Container>
  );
}
