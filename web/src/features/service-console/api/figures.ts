import type { AdminFigures, Scorecards } from '@contracts/service-console';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { serviceKeys } from './service-keys';

/** GET /api/admin/figures (admins only; 404 for everyone else): the counters in force and this month's. */
export function useAdminFigures() {
  return useQuery({
    queryKey: serviceKeys.figures,
    queryFn: ({ signal }) => api<AdminFigures>('admin/figures', { signal }),
    enabled: whenSignedIn,
    retry: false,
  });
}

/** GET /api/admin/scorecards: each active designer's work done, on time, rating and earnings. */
export function useScorecards() {
  return useQuery({
    queryKey: serviceKeys.scorecards,
    queryFn: ({ signal }) => api<Scorecards>('admin/scorecards', { signal }),
    enabled: whenSignedIn,
    retry: false,
  });
}
