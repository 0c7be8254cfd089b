import type { PortalSessionResponse } from '@contracts/membership';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';

/** POST /api/stripe/portal-session: Stripe's Customer Portal (change plan, cancel, card, invoices) for the caller. */
function openCustomerPortal(): Promise<PortalSessionResponse> {
  return api<PortalSessionResponse>('stripe/portal-session', { body: {} });
}

export function useOpenCustomerPortal(meta?: ErrorMeta) {
  return useMutation({ mutationFn: openCustomerPortal, meta });
}
