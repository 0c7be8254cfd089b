import type { PayoutReport, PayoutRun } from '@contracts/earnings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { invalidateLinked } from '../../../lib/linked-reads';
import { whenSignedIn } from '../../../lib/react-query';
import { payoutsKeys } from './payouts-keys';

/** GET /api/admin/payouts?period= (admins only; 404 for everyone else): per designer, the period's sums. */
export function usePayoutReport(period: string) {
  return useQuery({
    queryKey: payoutsKeys.report(period),
    queryFn: ({ signal }) => api<PayoutReport>(`admin/payouts?period=${encodeURIComponent(period)}`, { signal }),
    enabled: whenSignedIn,
    retry: false,
  });
}

/**
 * POST /api/admin/payouts/run {period}: pays the month (and what is still unpaid before it); the reports follow, and
 * the audit log, where the run leaves a line.
 */
export function useRunPayouts(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (period: string) => api<PayoutRun>('admin/payouts/run', { body: { period } }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: payoutsKeys.all }), invalidateLinked(client, 'audit-log')]),
  });
}
