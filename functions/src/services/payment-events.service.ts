import { MEMBERSHIP_CURRENCY, tierById, type Membership, type MembershipTier, type PaymentStatus } from '../contracts/membership.js';
import { membershipAfter } from '../domain/membership.js';
import type { Memberships, StoredEvent, StoredEventStatus } from '../ports/memberships.port.js';
import type { EventSession, PaymentEvent, PaymentReversal } from '../ports/payments.port.js';
import { membershipLogs } from './membership.logs.js';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/** The event cannot be processed as sent; answering 500 makes Stripe retry and shows it failing in the dashboard. */
export class PaymentEventError extends Error {}

export type EventOutcome = 'ignored' | 'duplicate' | StoredEventStatus;

export interface PaymentEventDeps {
  memberships: Memberships;
  /** The mode this deployment's Stripe account runs in (STRIPE_MODE): events of the other mode grant nothing. */
  livemode: boolean;
}

type SettledStatus = Exclude<StoredEventStatus, 'error'>;

/** What a user's payment list shows for the newest settled event of a Checkout Session. */
export const PAYMENT_STATUS_OF: Record<SettledStatus, PaymentStatus> = {
  granted: 'paid',
  'payment-failed': 'failed',
  'awaiting-payment': 'pending',
  refused: 'failed',
  refunded: 'refunded',
  'partially-refunded': 'paid',
  disputed: 'disputed',
};

function checkoutStatus(event: PaymentEvent): SettledStatus {
  if (event.type === 'checkout.session.async_payment_failed') return 'payment-failed';
  if (event.type === 'checkout.session.async_payment_succeeded') return 'granted';
  const paid = event.session?.paymentStatus === 'paid' || event.session?.paymentStatus === 'no_payment_required';
  return paid ? 'granted' : 'awaiting-payment';
}

/**
 * A verified Stripe event. Each writes the event and the membership it changes in one transaction that first
 * checks the event, so a redelivery changes nothing. A paid checkout grants its tier when its amount, currency and
 * mode match the tier table; a whole refund or a dispute of the payment ends the membership it granted.
 * Any failure is noted on the event and thrown (→ 500, retry).
 */
export async function handlePaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<EventOutcome> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) {
    membershipLogs.eventIgnored(event.id, event.type);
    return 'ignored';
  }
  try {
    const change = event.reversal ? await reversalChange(deps, event, event.reversal) : checkoutChange(deps, event);
    if (!change) {
      membershipLogs.eventIgnored(event.id, event.type);
      return 'ignored';
    }
    const { stored, decide } = change;
    const result = await deps.memberships.recordEvent(stored, decide);
    if (result === 'duplicate') {
      membershipLogs.eventDuplicate(event.id, event.type);
      return 'duplicate';
    }
    if (stored.reason) membershipLogs.eventRefused(event.id, event.type, stored.uid, stored.reason);
    else membershipLogs.eventRecorded(event.id, event.type, stored.status, stored.uid);
    return stored.status;
  } catch (error) {
    membershipLogs.eventFailed(event.id, event.type, error);
    await deps.memberships
      .recordFailure(event.id, event.type, error instanceof Error ? error.message : String(error))
      .catch(() => undefined);
    throw error;
  }
}

interface Change {
  stored: StoredEvent;
  decide: (current: Membership | null) => Membership | null | undefined;
}

function checkoutChange(deps: PaymentEventDeps, event: PaymentEvent): Change {
  const session = event.session;
  if (!session) throw new PaymentEventError(`${event.type} without a Checkout Session`);
  const uid = session.metadata.uid || session.clientReferenceId;
  if (!uid) throw new PaymentEventError(`Checkout Session ${session.id} has no uid in its metadata`);
  const tier = tierById(session.metadata.tier ?? '');
  if (!tier || tier.amountCents === 0) throw new PaymentEventError(`Checkout Session ${session.id} has no paid tier in its metadata`);
  const reason = event.type === 'checkout.session.async_payment_failed' ? null : mismatch(deps, event, session, tier);
  const status: SettledStatus = reason ? 'refused' : checkoutStatus(event);
  const stored: StoredEvent = {
    eventId: event.id,
    type: event.type,
    created: event.created,
    livemode: event.livemode,
    status,
    uid,
    tier: tier.id,
    checkoutSessionId: session.id,
    paymentIntentId: session.paymentIntentId,
    amountCents: session.amountTotal ?? tier.amountCents,
    currency: session.currency ?? MEMBERSHIP_CURRENCY,
    paymentStatus: PAYMENT_STATUS_OF[status],
    ...(reason && { reason }),
  };
  const offered: Membership = {
    tier: tier.id,
    title: tier.title,
    since: event.created.toISOString(),
    amountCents: tier.amountCents,
    currency: MEMBERSHIP_CURRENCY,
    checkoutSessionId: session.id,
  };
  return { stored, decide: (current) => (status === 'granted' ? (membershipAfter(current, offered) ?? undefined) : undefined) };
}

/** Why a checkout cannot grant its tier: a mode, currency or amount other than the tier table's; null when it can. */
function mismatch(deps: PaymentEventDeps, event: PaymentEvent, session: EventSession, tier: MembershipTier): string | null {
  const mode = (live: boolean) => (live ? 'live' : 'test');
  if (event.livemode !== deps.livemode) return `${mode(event.livemode)}-mode event, this deployment takes ${mode(deps.livemode)} mode`;
  if (session.currency !== MEMBERSHIP_CURRENCY) return `currency ${session.currency ?? 'none'}, the ${tier.title} tier is in usd`;
  if (session.amountTotal !== tier.amountCents)
    return `amount ${session.amountTotal ?? 'none'}, the ${tier.title} tier costs ${tier.amountCents}`;
  return null;
}

/** A refund or dispute of the payment that granted a membership; null when no membership came from that payment. */
async function reversalChange(deps: PaymentEventDeps, event: PaymentEvent, reversal: PaymentReversal): Promise<Change | null> {
  if (event.livemode !== deps.livemode || !reversal.paymentIntentId) return null;
  const paid = await deps.memberships.grantedBy(reversal.paymentIntentId);
  if (!paid) return null;
  const status: SettledStatus = reversal.kind === 'dispute' ? 'disputed' : reversal.whole ? 'refunded' : 'partially-refunded';
  const stored: StoredEvent = {
    ...paid,
    eventId: event.id,
    type: event.type,
    created: event.created,
    livemode: event.livemode,
    status,
    paymentStatus: PAYMENT_STATUS_OF[status],
  };
  const ends = status !== 'partially-refunded';
  // Only the membership this payment bought ends: a later, different one (another checkout) stays.
  return { stored, decide: (current) => (ends && current?.checkoutSessionId === paid.checkoutSessionId ? null : undefined) };
}
