import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { liveKeys } from './live-keys';

/** DELETE /api/boards/:id/invites/:inviteId or /editors/:uid (owner only): withdraws an invitation or removes a co-editor. */
function removeCollaborator(boardId: string, who: { invite: string } | { editor: string }): Promise<void> {
  const path = 'invite' in who ? `invites/${encodeURIComponent(who.invite)}` : `editors/${encodeURIComponent(who.editor)}`;
  return api<void>(`boards/${encodeURIComponent(boardId)}/${path}`, { method: 'DELETE' });
}

export function useRemoveCollaborator(boardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (who: { invite: string } | { editor: string }) => removeCollaborator(boardId, who),
    meta: { onFailure: notifyFailure },
    onSettled: () => client.invalidateQueries({ queryKey: liveKeys.collaborators(boardId) }),
  });
}
