import type { Review, ReviewDelivery } from '@contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

const path = (id: string, action: string) => `reviews/${encodeURIComponent(id)}/${action}`;

/** POST /api/reviews/:id/claim (designers). */
export const claimReview = (id: string) => api<Review>(path(id, 'claim'), { method: 'POST' });
/** POST /api/reviews/:id/deliver (the claiming designer). */
export const deliverReview = (id: string, delivery: ReviewDelivery) => api<Review>(path(id, 'deliver'), { method: 'POST', body: delivery });
/** POST /api/reviews/:id/swaps/:index/accept (the member, once the board has the new product). */
export const acceptSwap = (id: string, index: number) => api<Review>(path(id, `swaps/${index}/accept`), { method: 'POST' });
/** POST /api/reviews/:id/reply: the member's one revision round. */
export const replyToReview = (id: string, text: string) => api<Review>(path(id, 'reply'), { method: 'POST', body: { text } });
/** POST /api/reviews/:id/rating: 1 to 5 stars, once. */
export const rateReview = (id: string, stars: number) => api<Review>(path(id, 'rating'), { method: 'POST', body: { stars } });

/** A change to one review: the answer replaces it in the cache, and the lists that show it ask again. */
export function useReviewAction<Input>(action: (input: Input) => Promise<Review>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (review) => {
      client.setQueryData(reviewKeys.detail(review.id), review);
      return client.invalidateQueries({ queryKey: reviewKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
    },
  });
}
