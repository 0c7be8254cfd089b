import type { EarningsView } from '@contracts/earnings';
import { useQuery } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { payoutsKeys } from './payouts-keys';

/** GET /api/designer/earnings: this period, pending, paid, and each line with its work. */
export function useEarnings() {
  return useQuery({
    queryKey: payoutsKeys.earnings,
    queryFn: ({ signal }) => api<EarningsView>('designer/earnings', { signal }),
    enabled: whenSignedIn,
    // Money: asked again each time the tab opens (a delivery or a payout elsewhere changes it).
    staleTime: 0,
  });
}

/** GET /api/designer/earnings.csv, saved by the browser as a file. */
export async function downloadEarningsCsv(): Promise<void> {
  const file = await apiFile('designer/earnings.csv');
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'roomboard-earnings.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
