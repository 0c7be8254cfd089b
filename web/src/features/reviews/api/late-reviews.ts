import type { LateReviews } from '@contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/admin/reviews (admins): requests unclaimed for a day and claimed work past its due time. */
export function getLateReviews(signal?: AbortSignal): Promise<LateReviews> {
  return api<LateReviews>('admin/reviews', { signal });
}

export function useLateReviews() {
  return useQuery({ queryKey: reviewKeys.late, queryFn: ({ signal }) => getLateReviews(signal), retry: false });
}
