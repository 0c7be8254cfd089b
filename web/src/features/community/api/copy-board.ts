import type { SaveBoardResponse } from '@contracts/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { invalidateLinked } from '../../../lib/linked-reads';

/** POST /api/boards/:id/copy ('Save to my boards'): a private copy of a public board; My Boards is asked again. */
export function useCopyBoard() {
  const client = useQueryClient();
  return useMutation({
    meta: { onFailure: notifyFailure },
    mutationFn: (boardId: string) => api<SaveBoardResponse>(`boards/${encodeURIComponent(boardId)}/copy`, { method: 'POST' }),
    onSuccess: () => invalidateLinked(client, 'board-lists'),
  });
}
