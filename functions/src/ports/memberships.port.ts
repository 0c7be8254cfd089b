import type { Membership, PaymentStatus, MembershipTierId } from '../contracts/membership.js';

/** How a stored event ended. 'error' is the only state a redelivery may change. */
export type StoredEventStatus = 'granted' | 'payment-failed' | 'awaiting-payment' | 'error';

/** `stripeEvents/{eventId}`: the event, what it did, and its attempts. */
export interface StoredEvent {
  eventId: string;
  type: string;
  created: Date;
  livemode: boolean;
  status: StoredEventStatus;
  uid: string;
  tier: MembershipTierId;
  checkoutSessionId: string;
  amountCents: number;
  currency: string;
  paymentStatus: PaymentStatus;
}

/** Inside the transaction: the current membership, and whether to write a new one. */
export type MembershipDecision = (current: Membership | null) => Membership | null;

export interface Memberships {
  get(uid: string): Promise<Membership | null>;
  /** Sets `users/{uid}.membership` (and nothing else of the user's document). */
  set(uid: string, membership: Membership): Promise<void>;
  /**
   * One transaction: reads `stripeEvents/{eventId}`; when it is already settled, changes nothing and
   * answers 'duplicate'. Otherwise writes the event and, when `decide` returns one, the membership.
   */
  recordEvent(event: StoredEvent, decide: MembershipDecision): Promise<'recorded' | 'duplicate'>;
  /** Notes a failed attempt on `stripeEvents/{eventId}` (status 'error', attempts + 1, the reason). */
  recordFailure(eventId: string, type: string, reason: string): Promise<void>;
  /** The user's stored payment events, newest first. */
  payments(uid: string): Promise<StoredEvent[]>;
  /** The stored events of one Checkout Session that belong to `uid`, newest first. */
  sessionEvents(uid: string, checkoutSessionId: string): Promise<StoredEvent[]>;
}
