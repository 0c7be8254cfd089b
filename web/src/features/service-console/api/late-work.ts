import type { LateWork, Reassigned, ServiceWork } from '@contracts/service-console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { invalidateLinked } from '../../../lib/linked-reads';
import { whenSignedIn } from '../../../lib/react-query';
import { serviceKeys } from './service-keys';

/** GET /api/admin/service: late reviews and projects, and the active designers work can go to. */
export function useLateWork() {
  return useQuery({
    queryKey: serviceKeys.work,
    queryFn: ({ signal }) => api<ServiceWork>('admin/service', { signal }),
    enabled: whenSignedIn,
    retry: false,
  });
}

interface ReassignInput {
  work: Pick<LateWork, 'kind' | 'id' | 'designerUid'>;
  /** Null: back to the queue. */
  designerUid: string | null;
  reason: string;
}

/**
 * POST /api/admin/{reviews|projects}/:id/reassign, naming who held it as the admin saw it (the server answers 409 when
 * that changed); the late list, the figures and the audit log are asked again.
 */
export function useReassign(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ work, designerUid, reason }: ReassignInput) =>
      api<Reassigned>(`admin/${work.kind}s/${encodeURIComponent(work.id)}/reassign`, {
        body: { designerUid, fromDesignerUid: work.designerUid, ...(reason && { reason }) },
      }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: serviceKeys.all }), invalidateLinked(client, 'audit-log')]),
  });
}
