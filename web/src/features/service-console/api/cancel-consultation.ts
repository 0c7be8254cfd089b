import type { EmergencyCancelled } from '@contracts/service-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { invalidateLinked } from '../../../lib/linked-reads';
import { serviceKeys } from './service-keys';

/**
 * POST /api/admin/consultations/:id/cancel {reason}: the consultation cancelled whatever the time, given back to the member,
 * and the designer's earning for it reversed. The member's page, the scorecards and the audit log follow.
 */
export function useCancelConsultation(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<EmergencyCancelled>(`admin/consultations/${encodeURIComponent(id)}/cancel`, { body: { reason } }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: serviceKeys.all }), invalidateLinked(client, 'audit-log')]),
  });
}
