import type { BookingView } from '@contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { consultationKeys } from './consultation-keys';

/** DELETE /api/bookings/:id (until 24 hours before), or PATCH with a new start. */
function changeBooking(change: { id: string; start?: string }): Promise<BookingView> {
  const path = `bookings/${encodeURIComponent(change.id)}`;
  return change.start
    ? api<BookingView>(path, { method: 'PATCH', body: { start: change.start } })
    : api<BookingView>(path, { method: 'DELETE' });
}

export function useChangeBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeBooking, onSettled: () => client.invalidateQueries({ queryKey: consultationKeys.all }) });
}
