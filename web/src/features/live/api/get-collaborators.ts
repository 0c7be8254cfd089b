import type { Collaborators } from '@contracts/live';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/boards/:id/collaborators (owner only): co-editors and pending invitations. */
function getCollaborators(boardId: string, signal?: AbortSignal): Promise<Collaborators> {
  return api<Collaborators>(`boards/${encodeURIComponent(boardId)}/collaborators`, { signal });
}

export function useCollaborators(boardId: string) {
  return useQuery({ queryKey: liveKeys.collaborators(boardId), queryFn: ({ signal }) => getCollaborators(boardId, signal) });
}
