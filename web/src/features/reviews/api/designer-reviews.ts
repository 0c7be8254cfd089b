import type { QueuePage, ReviewList } from '@contracts/reviews';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/designer/queue: open requests, oldest first, a page at a time (404 to everyone but designers). */
function getQueue(cursor: string | null, signal?: AbortSignal): Promise<QueuePage> {
  return api<QueuePage>(`designer/queue${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });
}

/** GET /api/designer/reviews: the designer's claimed work, soonest due first, then what they delivered. */
function getMyReviews(signal?: AbortSignal): Promise<ReviewList> {
  return api<ReviewList>('designer/reviews', { signal });
}

const noRetryOn404 = (count: number, error: unknown) => !(error instanceof ApiError && error.status === 404) && count < 2;

/**
 * The queue is read afresh each time it shows: members ask and other designers claim at any moment, and a queue kept
 * from a visit seconds ago (the app's 30 s) hid a new request, or offered one already taken.
 */
export function useReviewQueue() {
  return useInfiniteQuery({
    queryKey: reviewKeys.queue,
    queryFn: ({ pageParam, signal }) => getQueue(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    staleTime: 0,
    retry: noRetryOn404,
  });
}

export function useMyReviews() {
  return useQuery({ queryKey: reviewKeys.mine, queryFn: ({ signal }) => getMyReviews(signal), retry: noRetryOn404 });
}
