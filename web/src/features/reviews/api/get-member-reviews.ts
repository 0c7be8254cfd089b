import type { ReviewList } from '@contracts/reviews';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { reviewKeys } from './review-keys';

/** GET /api/reviews: the member's reviews of all their boards, the newest asked first. */
function getMemberReviews(signal?: AbortSignal): Promise<ReviewList> {
  return api<ReviewList>('reviews', { signal });
}

/** Under the reviews' key: replying and rating, which invalidate the reviews' lists, refresh it too. */
export const memberReviewsQuery = () =>
  queryOptions({ queryKey: [...reviewKeys.all, 'member'], queryFn: ({ signal }) => getMemberReviews(signal), enabled: whenSignedIn });
