import type { SlotsPage } from '@contracts/consultations';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { consultationKeys } from './consultation-keys';

/** GET /api/designers/:id/slots: the free slots of the next 14 days (UTC instants) and the designer's zone. */
export const slotsQueryOptions = (designerId: string) =>
  queryOptions({
    queryKey: consultationKeys.slots(designerId),
    queryFn: ({ signal }) => api<SlotsPage>(`designers/${encodeURIComponent(designerId)}/slots`, { signal }),
  });
