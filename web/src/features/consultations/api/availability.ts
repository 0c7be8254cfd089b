import type { AvailabilityForm } from '@contracts/designers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { consultationKeys } from './consultation-keys';

/** GET /api/designer/availability: null before the designer first saves it. */
export const availabilityQueryOptions = () =>
  queryOptions({
    queryKey: consultationKeys.availability,
    queryFn: ({ signal }) => api<{ availability: AvailabilityForm | null }>('designer/availability', { signal }),
    enabled: whenSignedIn,
  });

/** PUT /api/designer/availability. */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: AvailabilityForm) => api<{ availability: AvailabilityForm }>('designer/availability', { method: 'PUT', body: form }),
    onSuccess: (saved) => client.setQueryData(consultationKeys.availability, saved),
  });
}
