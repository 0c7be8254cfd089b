import { MEMBERSHIP_TIERS, type Membership, type MembershipTierId } from '../contracts/membership.js';

/** Checkouts of the same user and tier within this window share one idempotency key, so one Checkout Session. */
export const CHECKOUT_KEY_WINDOW_MS = 5 * 60_000;

export function checkoutIdempotencyKey(uid: string, tier: MembershipTierId, now: Date): string {
  return `checkout-${uid}-${tier}-${Math.floor(now.getTime() / CHECKOUT_KEY_WINDOW_MS)}`;
}

const rank = (tier: MembershipTierId) => MEMBERSHIP_TIERS.findIndex((t) => t.id === tier);

/**
 * The membership after `offered` arrives: a paid tier never gives way to a lower one (events can arrive
 * out of order, and Basic must not wipe a paid membership). Null means "keep what is there".
 */
export function membershipAfter(current: Membership | null, offered: Membership): Membership | null {
  if (current && rank(current.tier) > rank(offered.tier)) return null;
  return offered;
}
