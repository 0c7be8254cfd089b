import type { BookingRequest, BookingView } from '@contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { consultationKeys } from './consultation-keys';

/** POST /api/bookings. */
function bookConsultation(request: Partial<BookingRequest> & Pick<BookingRequest, 'designerId' | 'start'>): Promise<BookingView> {
  return api<BookingView>('bookings', { body: request });
}

export function useBookConsultation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bookConsultation, onSettled: () => client.invalidateQueries({ queryKey: consultationKeys.all }) });
}
