import type { BoardPicturesResponse } from '@contracts/board-pictures';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { pictureKeys } from './picture-keys';

/** POST /api/boards/:id/picture/photoreal (owner only, OpenAI): the named picture, blended into a photoreal one. */
function makePhotoreal(boardId: string, pictureId: string): Promise<BoardPicturesResponse> {
  return api<BoardPicturesResponse>(`boards/${encodeURIComponent(boardId)}/picture/photoreal`, { method: 'POST', body: { pictureId } });
}

export function useMakePhotoreal(boardId: string, onPicture: (imageUrl: string | null) => void) {
  const client = useQueryClient();
  return useMutation({
    meta: { onFailure: notifyFailure },
    mutationFn: (pictureId: string) => makePhotoreal(boardId, pictureId),
    onSuccess: (answer) => {
      client.setQueryData(pictureKeys.list(boardId), answer);
      onPicture(answer.image_url);
    },
  });
}

/** Whether the deployment draws with OpenAI (GET /api/health's `generator`): only then is 'Make it photoreal' offered. */
export function usePhotorealAvailable(): boolean {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => api<{ generator?: string }>('health', { signal }),
    staleTime: 10 * 60_000,
  });
  return health.data?.generator === 'openai';
}
