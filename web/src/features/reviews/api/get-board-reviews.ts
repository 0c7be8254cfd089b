import type { ReviewList } from '@contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/boards/:id/reviews (the board's owner): its reviews, newest first. */
function getBoardReviews(boardId: string, signal?: AbortSignal): Promise<ReviewList> {
  return api<ReviewList>(`boards/${encodeURIComponent(boardId)}/reviews`, { signal });
}

export function useBoardReviews(boardId: string) {
  return useQuery({ queryKey: reviewKeys.board(boardId), queryFn: ({ signal }) => getBoardReviews(boardId, signal) });
}
