import type { ConsultationsPage } from '@contracts/consultations';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { consultationKeys } from './consultation-keys';

/** GET /api/designer/consultations: the designer's calendar, soonest first (404 for everyone else). */
export const designerConsultationsQueryOptions = () =>
  queryOptions({
    queryKey: consultationKeys.calendar,
    queryFn: ({ signal }) => api<ConsultationsPage>('designer/consultations', { signal }),
    enabled: whenSignedIn,
  });
