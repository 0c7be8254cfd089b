import type { BookingsPage } from '@contracts/bookings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { consultationKeys } from './consultation-keys';

/** GET /api/designer/bookings: the designer's calendar, soonest first (404 for everyone else). */
export const designerBookingsQueryOptions = () =>
  queryOptions({
    queryKey: consultationKeys.calendar,
    queryFn: ({ signal }) => api<BookingsPage>('designer/bookings', { signal }),
    enabled: whenSignedIn,
  });
