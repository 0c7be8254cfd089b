import { ONE_TIME_MEMBERSHIP_DAYS, type Membership } from '../contracts/membership.js';
import { MEMBERSHIP_CURRENCY, MEMBERSHIP_TIERS, type MembershipTier, type MembershipTierId } from '../contracts/membership-tiers.js';

/** Checkouts of the same user and tier within this window share one idempotency key, so one Checkout Session. */
const CHECKOUT_KEY_WINDOW_MS = 5 * 60_000;

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

const DAY_MS = 86_400_000;

/** A Stripe subscription as its events carry it, in the fields the plan follows. */
export interface SubscriptionState {
  id: string;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: string;
  tier: MembershipTier;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** A set cancellation time (cancel at period end, or at a chosen date). */
  cancelAt: Date | null;
}

/** A paid, failed, refunded or disputed invoice of a subscription (its line's period: for a renewal, the new period). */
interface InvoiceState {
  subscriptionId: string;
  periodStart: Date;
  periodEnd: Date;
}

/** Keep / remove / write, as a membership decision reads it. */
export type MembershipChange = Membership | null | undefined;

const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);
const IN_FORCE_STATUSES = new Set(['active', 'trialing', 'past_due']);

const ofSubscription = (current: Membership | null, subscriptionId: string) => current?.subscriptionId === subscriptionId;

/** An event older than the state the membership already holds for the same subscription (events arrive out of order). */
const stale = (current: Membership | null, subscriptionId: string, at: Date) =>
  ofSubscription(current, subscriptionId) && current?.stateAt !== undefined && new Date(current.stateAt) > at;

function planFrom(tier: MembershipTier, subscriptionId: string, at: Date, since: string | undefined): Membership {
  return {
    tier: tier.id,
    title: tier.title,
    since: since ?? at.toISOString(),
    amountCents: tier.amountCents,
    currency: MEMBERSHIP_CURRENCY,
    checkoutSessionId: null,
    subscriptionId,
    status: 'active',
    periodStart: null,
    periodEnd: null,
    endsAt: null,
    graceEndsAt: null,
    stateAt: at.toISOString(),
  };
}

/**
 * The membership after a `customer.subscription.*` event at `at`. In force (active, trialing, past due) it is the
 * subscription's plan and period: 'ending' when cancelled, 'past-due' with a grace end `graceMs` after the first
 * failure. Ended (canceled, unpaid, expired, paused) it removes the membership that subscription gave, and nothing
 * else. An incomplete subscription (first payment under way) grants nothing yet.
 */
export function membershipAfterSubscription(
  current: Membership | null,
  subscription: SubscriptionState,
  at: Date,
  graceMs: number,
): MembershipChange {
  if (stale(current, subscription.id, at)) return undefined;
  const same = ofSubscription(current, subscription.id);
  if (ENDED_STATUSES.has(subscription.status)) return same ? null : undefined;
  if (!IN_FORCE_STATUSES.has(subscription.status)) return undefined;
  const plan: Membership = {
    ...planFrom(subscription.tier, subscription.id, at, same ? current?.since : undefined),
    // What is paid is the invoices' to say (a subscription's period moves at renewal, before its invoice is paid).
    ...(same && current?.paidThrough !== undefined && { paidThrough: current.paidThrough }),
    ...(same && current?.reversedAt !== undefined && { reversedAt: current.reversedAt }),
  };
  plan.periodStart = subscription.periodStart.toISOString();
  plan.periodEnd = subscription.periodEnd.toISOString();
  if (subscription.status === 'past_due') {
    const graceEndsAt = same && current?.graceEndsAt ? current.graceEndsAt : new Date(at.getTime() + graceMs).toISOString();
    return { ...plan, status: 'past-due', graceEndsAt, endsAt: graceEndsAt };
  }
  const cancelAt = subscription.cancelAt ?? (subscription.cancelAtPeriodEnd ? subscription.periodEnd : null);
  return cancelAt ? { ...plan, status: 'ending', endsAt: cancelAt.toISOString() } : plan;
}

const laterOf = (iso: string | null | undefined, date: Date): string => (iso && new Date(iso) > date ? iso : date.toISOString());

/** How far the plan is paid once `invoice` (paid at `at`) counts: never back, and not again after a later refund or dispute. */
function paidThroughAfter(current: Membership, invoice: InvoiceState, at: Date): string | null {
  if (current.reversedAt && new Date(current.reversedAt) > at) return current.paidThrough ?? null;
  return laterOf(current.paidThrough, invoice.periodEnd);
}

/**
 * `invoice.paid`: the plan of that subscription is paid up for the invoice's period (a past-due plan is active again;
 * a cancelled one stays ending). An invoice arriving before its subscription grants nothing: the subscription's own
 * event does, with its Price checked against the tier table. One older than the state held still counts as paid.
 */
export function membershipAfterInvoicePaid(current: Membership | null, invoice: InvoiceState, at: Date): MembershipChange {
  if (!current || !ofSubscription(current, invoice.subscriptionId)) return undefined;
  const paidThrough = paidThroughAfter(current, invoice, at);
  if (stale(current, invoice.subscriptionId, at))
    return paidThrough === (current.paidThrough ?? null) ? undefined : { ...current, paidThrough };
  const ending = current.status === 'ending';
  return {
    ...current,
    paidThrough,
    status: ending ? 'ending' : 'active',
    periodStart: invoice.periodStart.toISOString(),
    periodEnd: invoice.periodEnd.toISOString(),
    graceEndsAt: null,
    endsAt: ending ? (current.endsAt ?? null) : null,
    stateAt: at.toISOString(),
  };
}

/** `invoice.payment_failed`: the plan is past due and stays until `graceMs` after the first failure; later failures keep that end. */
export function membershipAfterPaymentFailed(
  current: Membership | null,
  invoice: InvoiceState,
  at: Date,
  graceMs: number,
): MembershipChange {
  if (!current || !ofSubscription(current, invoice.subscriptionId) || stale(current, invoice.subscriptionId, at)) return undefined;
  if (current.status === 'past-due') return undefined;
  const graceEndsAt = new Date(at.getTime() + graceMs).toISOString();
  return { ...current, status: 'past-due', graceEndsAt, endsAt: graceEndsAt, stateAt: at.toISOString() };
}

/**
 * A whole refund or a dispute of a subscription's invoice (`charge.refunded`, `charge.dispute.created`): that period is
 * no longer paid, so the plan's allowances end for it (paid through its start). The plan itself stays, as Stripe's
 * subscription does. An invoice of a period before the one paid now changes nothing.
 */
export function membershipAfterInvoiceReversed(current: Membership | null, invoice: InvoiceState, at: Date): MembershipChange {
  if (!current || !ofSubscription(current, invoice.subscriptionId)) return undefined;
  const paidEnd = current.paidThrough ?? current.periodEnd;
  if (paidEnd && new Date(paidEnd) > invoice.periodEnd) return undefined;
  return { ...current, paidThrough: invoice.periodStart.toISOString(), reversedAt: laterOf(current.reversedAt, at) };
}

/** A one-time membership: bought through a payment-mode Checkout before subscriptions. */
const isOneTime = (membership: Membership): boolean => Boolean(membership.checkoutSessionId) && !membership.subscriptionId;

/** The membership with its end date said: a one-time membership ends ONE_TIME_MEMBERSHIP_DAYS after its purchase. */
export function withEndDate(membership: Membership): Membership {
  if (!isOneTime(membership) || membership.endsAt) return membership;
  return { ...membership, endsAt: new Date(new Date(membership.since).getTime() + ONE_TIME_MEMBERSHIP_DAYS * DAY_MS).toISOString() };
}

/** Whether a membership has run out at `now`: past its grace end, or a one-time membership past its 30 days. */
export function hasLapsed(membership: Membership, now: Date): boolean {
  if (membership.status === 'past-due' && membership.graceEndsAt) return new Date(membership.graceEndsAt) <= now;
  const { endsAt } = withEndDate(membership);
  return isOneTime(membership) && endsAt !== null && endsAt !== undefined && new Date(endsAt) <= now;
}

/** The lookup key of a paid tier's monthly Price: `npm run stripe:setup` creates it, Checkout and the webhook find the Price by it. */
export const priceLookupKey = (tier: MembershipTierId): string => `roomboard_${tier}_monthly`;

/** The metadata `npm run stripe:setup` tags its Customer Portal configuration with (plan switching, cancel at period end). */
export const PORTAL_CONFIGURATION_TAG = { key: 'roomboard', value: 'plans' } as const;

/** A Stripe Price as events carry it. */
export interface PriceFacts {
  id: string;
  lookupKey: string | null;
  unitAmount: number | null;
  currency: string | null;
  interval: string | null;
}

/** The paid tier a Price stands for, or why it stands for none (an unknown Price, or one that differs from the tier table). */
export function tierOfPrice(price: PriceFacts): { tier: MembershipTier } | { reason: string } {
  const tier = MEMBERSHIP_TIERS.find((t) => t.amountCents > 0 && priceLookupKey(t.id) === price.lookupKey);
  if (!tier) return { reason: `unknown price ${price.id} (lookup key ${price.lookupKey ?? 'none'})` };
  if (price.currency !== MEMBERSHIP_CURRENCY || price.unitAmount !== tier.amountCents || price.interval !== 'month') {
    return {
      reason: `price ${price.id} is ${price.unitAmount ?? 'none'} ${price.currency ?? ''} a ${price.interval ?? 'once'}, the ${tier.title} tier is ${tier.amountCents} usd a month`,
    };
  }
  return { tier };
}

/** What a member should be told after a change of their membership (the mail outbox sends it). */
export type MembershipNotice = 'payment-failed' | 'subscription-ending' | 'membership-ended';

export function noticeOf(before: Membership | null, after: MembershipChange): MembershipNotice | null {
  if (after === undefined) return null;
  if (after === null) return before ? 'membership-ended' : null;
  if (after.status === 'past-due' && before?.status !== 'past-due') return 'payment-failed';
  if (after.status === 'ending' && before?.status !== 'ending') return 'subscription-ending';
  return null;
}
