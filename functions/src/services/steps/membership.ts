import { type PaymentStatus } from '../../contracts/membership.js';
import type { StoredEventStatus } from '../../ports/memberships.port.js';

export type SettledStatus = Exclude<StoredEventStatus, 'error'>;

/** What a user's payment list shows for the newest settled event of a Checkout Session. */
export const PAYMENT_STATUS_OF: Record<SettledStatus, PaymentStatus> = {
  granted: 'paid',
  'payment-failed': 'failed',
  'awaiting-payment': 'pending',
  refused: 'failed',
  refunded: 'refunded',
  'partially-refunded': 'paid',
  disputed: 'disputed',
  ended: 'paid',
  recorded: 'paid',
};
