import type { AdminDesigners, DesignerRevoked } from '@contracts/designer-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { invalidateLinked } from '../../../lib/linked-reads';
import { whenSignedIn } from '../../../lib/react-query';
import { designersKeys } from './designers-keys';

/** GET /api/admin/designers (admins only; 404 for everyone else): designers with a profile, by name. */
export function useAdminDesigners() {
  return useQuery({
    queryKey: designersKeys.admin,
    queryFn: ({ signal }) => api<AdminDesigners>('admin/designers', { signal }),
    enabled: whenSignedIn,
    retry: false,
  });
}

/** POST /api/admin/designers/:id/revoke {reason}: the role, their work and consultations; every designers list is asked again. */
export function useRevokeDesigner(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<DesignerRevoked>(`admin/designers/${encodeURIComponent(id)}/revoke`, { body: reason ? { reason } : {} }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: designersKeys.all }), invalidateLinked(client, 'audit-log')]),
  });
}

/** POST /api/admin/designers/:id/suspend {reason} or /reinstate: hides the designer (no new work) or shows them again. */
export function useSuspendDesigner(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ id, suspend, reason }: { id: string; suspend: boolean; reason: string }) =>
      api<{ suspended: boolean }>(`admin/designers/${encodeURIComponent(id)}/${suspend ? 'suspend' : 'reinstate'}`, {
        body: reason ? { reason } : {},
      }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: designersKeys.all }), invalidateLinked(client, 'audit-log')]),
  });
}
