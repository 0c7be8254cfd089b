import type { AdminActionName, AdminQueue } from '@contracts/community';
import type { ReportKind, ReportReason } from '@contracts/community-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { invalidateLinked } from '../../../lib/linked-reads';
import { whenSignedIn } from '../../../lib/react-query';
import { communityKeys } from './community-keys';

/** GET /api/admin/queue (admins only; 404 for everyone else). */
export function useAdminQueue() {
  return useQuery({
    queryKey: communityKeys.adminQueue,
    queryFn: ({ signal }) => api<AdminQueue>('admin/queue', { signal }),
    enabled: whenSignedIn,
    retry: false,
  });
}

/** POST /api/admin/{boards|comments}/:id {action}: hide, restore or dismiss; the queue and the lists are asked again. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    meta: { onFailure: notifyFailure },
    mutationFn: ({ kind, id, action, reason }: { kind: ReportKind; id: string; action: AdminActionName; reason?: ReportReason }) =>
      api<{ done: true }>(`admin/${kind}s/${encodeURIComponent(id)}`, { body: { action, ...(reason ? { reason } : {}) } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: communityKeys.adminQueue }),
        invalidateLinked(client, 'boards'),
        invalidateLinked(client, 'audit-log'),
      ]),
  });
}
