import type { ConsultationView } from '@contracts/consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { consultationKeys } from './consultation-keys';

/** DELETE /api/consultations/:id (until 24 hours before), or PATCH with a new start. */
function changeConsultation(change: { id: string; start?: string }): Promise<ConsultationView> {
  const path = `consultations/${encodeURIComponent(change.id)}`;
  return change.start
    ? api<ConsultationView>(path, { method: 'PATCH', body: { start: change.start } })
    : api<ConsultationView>(path, { method: 'DELETE' });
}

export function useChangeConsultation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeConsultation, onSettled: () => client.invalidateQueries({ queryKey: consultationKeys.all }) });
}
