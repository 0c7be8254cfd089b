import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { boardKeys } from './board-keys';

/** DELETE /api/boards/:id (owner only). */
async function deleteBoard(id: string): Promise<void> {
  await api<unknown>(`boards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a board; it leaves the cache and every list is asked again. */
export function useDeleteBoard() {
  const client = useQueryClient();
  return useMutation({
    meta: { onFailure: notifyFailure },
    mutationFn: deleteBoard,
    onSuccess: (_nothing, id) => {
      client.removeQueries({ queryKey: boardKeys.detail(id), exact: true });
      return client.invalidateQueries({ queryKey: boardKeys.lists });
    },
  });
}
