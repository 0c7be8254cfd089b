import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { boardKeys } from './board-keys';

/** POST /api/boards/:id/appeal: the owner of a hidden board asks the moderators for another look. */
export function useAppealBoard(id: string) {
  const client = useQueryClient();
  return useMutation({
    // The server's words alone (the moderation notice's), without 'Error: '.
    meta: { onFailure: (error) => notify(error.message, 'error') },
    mutationFn: (text: string) =>
      api<{ message: string }>(`boards/${encodeURIComponent(id)}/appeal`, { body: text.trim() ? { text } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: boardKeys.detail(id) }),
  });
}
