import type { OnboardingLink } from '@contracts/earnings';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';

/** POST /api/designer/payouts/onboarding: a fresh link to Stripe's hosted onboarding, which returns to Get paid. */
export function useStartOnboarding(meta?: ErrorMeta) {
  return useMutation({ meta, mutationFn: () => api<OnboardingLink>('designer/payouts/onboarding', { body: {} }) });
}
