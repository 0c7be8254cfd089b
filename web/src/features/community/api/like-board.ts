import type { LikeState } from '@contracts/community';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { communityKeys } from './community-keys';

const path = (boardId: string) => `boards/${encodeURIComponent(boardId)}/like`;

/** GET /api/boards/:id/like: the board's like count and whether the caller likes it; `initial` from a card, if any. */
export function useLikes(boardId: string, initial?: LikeState) {
  return useQuery({
    queryKey: communityKeys.likes(boardId),
    queryFn: ({ signal }) => api<LikeState>(path(boardId), { signal }),
    ...(initial ? { initialData: initial, staleTime: 30_000 } : {}),
  });
}

/** PUT (like) or DELETE (unlike): shown at once, then the server's count. */
export function useLike(boardId: string) {
  const client = useQueryClient();
  const key = communityKeys.likes(boardId);
  return useMutation({
    meta: { onFailure: notifyFailure },
    mutationFn: (like: boolean) => api<LikeState>(path(boardId), { method: like ? 'PUT' : 'DELETE' }),
    onMutate: (like) => {
      const before = client.getQueryData<LikeState>(key);
      if (before && before.liked !== like) client.setQueryData(key, { liked: like, likes: Math.max(0, before.likes + (like ? 1 : -1)) });
      return { before };
    },
    onError: (_error, _like, context) => client.setQueryData(key, context?.before),
    onSuccess: (state) => client.setQueryData(key, state),
  });
}
