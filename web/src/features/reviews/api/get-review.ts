import type { Review } from '@contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/reviews/:id: for its member and its designer. */
function getReview(id: string, signal?: AbortSignal): Promise<Review> {
  return api<Review>(`reviews/${encodeURIComponent(id)}`, { signal });
}

export function useReview(id: string) {
  return useQuery({ queryKey: reviewKeys.detail(id), queryFn: ({ signal }) => getReview(id, signal) });
}
