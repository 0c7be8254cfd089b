import type { PayoutAccountView } from '@contracts/earnings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { payoutsKeys } from './payouts-keys';

/** GET /api/designer/payouts: whether the designer's payouts are set up (designers only). */
export function usePayoutAccount() {
  return useQuery({
    queryKey: payoutsKeys.account,
    queryFn: ({ signal }) => api<PayoutAccountView>('designer/payouts', { signal }),
    enabled: whenSignedIn,
    // Back from Stripe's onboarding, the tab asks again: the webhook may have enabled payouts meanwhile.
    staleTime: 0,
  });
}
