import type { BoardInvite } from '@contracts/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { liveKeys } from './live-keys';

/** POST /api/boards/:id/invites (owner only). */
function inviteCoEditor(boardId: string, email: string): Promise<BoardInvite> {
  return api<BoardInvite>(`boards/${encodeURIComponent(boardId)}/invites`, { body: { email } });
}

export function useInviteCoEditor(boardId: string, meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteCoEditor(boardId, email),
    meta,
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.collaborators(boardId) }),
  });
}
