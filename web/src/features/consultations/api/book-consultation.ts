import type { ConsultationRequest, ConsultationView } from '@contracts/consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { consultationKeys } from './consultation-keys';

/** POST /api/consultations. */
function bookConsultation(
  request: Partial<ConsultationRequest> & Pick<ConsultationRequest, 'designerId' | 'start'>,
): Promise<ConsultationView> {
  return api<ConsultationView>('consultations', { body: request });
}

export function useBookConsultation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bookConsultation, onSettled: () => client.invalidateQueries({ queryKey: consultationKeys.all }) });
}
