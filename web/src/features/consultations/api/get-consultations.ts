import type { ConsultationsPage } from '@contracts/consultations';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { consultationKeys } from './consultation-keys';

/** GET /api/consultations: the member's consultations, newest first. */
export const myConsultationsQueryOptions = () =>
  queryOptions({
    queryKey: consultationKeys.mine,
    queryFn: ({ signal }) => api<ConsultationsPage>('consultations', { signal }),
    enabled: whenSignedIn,
  });
