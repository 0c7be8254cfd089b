import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/invites/:id/accept: the signed-in, invited account becomes a co-editor. */
function acceptInvitation(id: string): Promise<{ boardId: string }> {
  return api<{ boardId: string }>(`invites/${encodeURIComponent(id)}/accept`, { method: 'POST', quiet: true });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
