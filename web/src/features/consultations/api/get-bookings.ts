import type { BookingsPage } from '@contracts/bookings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { consultationKeys } from './consultation-keys';

/** GET /api/bookings: the member's consultations, newest first. */
export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: consultationKeys.mine,
    queryFn: ({ signal }) => api<BookingsPage>('bookings', { signal }),
    enabled: whenSignedIn,
  });
