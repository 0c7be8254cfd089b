import type { AllowanceSummary } from '@contracts/membership';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { membershipKey } from './membership-keys';

/** Under the membership's key: a plan change (which invalidates the membership) asks for the allowances again. */
const allowancesKey = [...membershipKey, 'allowances'] as const;

/** GET /api/allowances: what the caller's plan has left this period. */
export function useAllowances() {
  return useQuery({
    queryKey: allowancesKey,
    queryFn: ({ signal }) => api<AllowanceSummary>('allowances', { signal }),
    enabled: whenSignedIn,
    // The writes that use an allowance (a review, a consultation, a brief) belong to other features: each form, card and
    // page that says what is left asks again when it opens.
    staleTime: 0,
  });
}
