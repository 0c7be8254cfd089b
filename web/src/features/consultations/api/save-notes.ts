import type { ConsultationView } from '@contracts/consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { consultationKeys } from './consultation-keys';

/** PUT /api/consultations/:id/notes: the designer's notes after the call (Markdown). */
export function useSaveNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      api<ConsultationView>(`consultations/${encodeURIComponent(id)}/notes`, { method: 'PUT', body: { notes } }),
    onSuccess: () => client.invalidateQueries({ queryKey: consultationKeys.calendar }),
  });
}
