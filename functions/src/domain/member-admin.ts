// An admin's refund of a member's current period: which paid invoice that is, from the payment events stored for them.
import type { Membership } from '../contracts/membership.js';

/** What the rule reads of a stored payment event (`stripeEvents/{id}`). */
export interface PaymentFact {
  type: string;
  status: string;
  subscriptionId?: string;
  invoiceId?: string;
  periodStart?: Date;
}

const REVERSED = new Set(['refunded', 'partially-refunded', 'disputed']);

/**
 * The `invoice.paid` event of the membership's current billing period (same subscription, same period start), when no
 * refund or dispute of that invoice is recorded yet; null otherwise (Basic, a one-time membership, a period not paid,
 * or one refunded already).
 */
export function periodInvoice<E extends PaymentFact>(membership: Membership | null, events: E[]): E | null {
  if (!membership?.subscriptionId || !membership.periodStart) return null;
  const start = new Date(membership.periodStart).getTime();
  const paid = events.find(
    (event) =>
      event.type === 'invoice.paid' &&
      event.status === 'granted' &&
      event.subscriptionId === membership.subscriptionId &&
      event.invoiceId &&
      event.periodStart?.getTime() === start,
  );
  if (!paid) return null;
  const reversed = events.some((event) => event.invoiceId === paid.invoiceId && REVERSED.has(event.status));
  return reversed ? null : paid;
}

/** One refund per invoice: asking again (a double click, a retry) answers the same refund. */
export const refundIdempotencyKey = (invoiceId: string) => `refund-${invoiceId}`;
