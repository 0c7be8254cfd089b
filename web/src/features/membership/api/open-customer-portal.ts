import type { PortalSessionResponse } from '@contracts/membership';
import { api } from '../../../lib/api-client';

/** POST /api/stripe/portal-session: Stripe's Customer Portal (change plan, cancel, card, invoices) for the caller. */
export function openCustomerPortal(): Promise<PortalSessionResponse> {
  return api<PortalSessionResponse>('stripe/portal-session', { body: {} });
}
