import type { Invitation } from '@contracts/live';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/invites/:id, for the invited account only. Quiet: the invitation page shows the server's own refusal. */
function getInvitation(id: string, signal?: AbortSignal): Promise<Invitation> {
  return api<Invitation>(`invites/${encodeURIComponent(id)}`, { signal, quiet: true });
}

export function useInvitation(id: string, enabled: boolean) {
  return useQuery({ queryKey: liveKeys.invitation(id), queryFn: ({ signal }) => getInvitation(id, signal), enabled, retry: false });
}
