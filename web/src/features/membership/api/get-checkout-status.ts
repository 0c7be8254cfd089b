import type { CheckoutStatusResponse } from '@contracts/membership';
import { api } from '../../../lib/api-client';

/** GET /api/stripe/session/:id: what the server knows about a checkout ('pending' until Stripe's event arrives). */
export function getCheckoutStatus(sessionId: string, signal?: AbortSignal): Promise<CheckoutStatusResponse> {
  return api<CheckoutStatusResponse>(`stripe/session/${encodeURIComponent(sessionId)}`, { signal });
}
