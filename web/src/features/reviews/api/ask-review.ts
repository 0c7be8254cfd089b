import type { Review } from '@contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** POST /api/boards/:id/reviews: the owner's question for a designer (403 `allowance-used` past the plan's reviews). */
function askReview(boardId: string, question: string): Promise<Review> {
  return api<Review>(`boards/${encodeURIComponent(boardId)}/reviews`, { method: 'POST', body: { question } });
}

export function useAskReview(boardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => askReview(boardId, question),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.board(boardId) }),
  });
}
