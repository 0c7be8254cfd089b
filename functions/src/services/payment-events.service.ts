import { MEMBERSHIP_CURRENCY, tierById, type Membership } from '../contracts/membership.js';
import { membershipAfter } from '../domain/membership.js';
import type { Memberships, StoredEvent, StoredEventStatus } from '../ports/memberships.port.js';
import type { PaymentEvent } from '../ports/payments.port.js';
import { membershipLogs } from './membership.logs.js';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
] as const;

/** The event cannot be processed as sent; answering 500 makes Stripe retry and shows it failing in the dashboard. */
export class PaymentEventError extends Error {}

export type EventOutcome = 'ignored' | 'duplicate' | StoredEventStatus;

function statusOf(event: PaymentEvent): StoredEventStatus {
  if (event.type === 'checkout.session.async_payment_failed') return 'payment-failed';
  if (event.type === 'checkout.session.async_payment_succeeded') return 'granted';
  const paid = event.session?.paymentStatus === 'paid' || event.session?.paymentStatus === 'no_payment_required';
  return paid ? 'granted' : 'awaiting-payment';
}

/**
 * A verified Stripe event. Paid checkouts write the membership and the event in one transaction that first
 * checks the event, so a redelivery changes nothing. Any failure is noted on the event and thrown (→ 500, retry).
 */
export async function handlePaymentEvent(deps: { memberships: Memberships }, event: PaymentEvent): Promise<EventOutcome> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) {
    membershipLogs.eventIgnored(event.id, event.type);
    return 'ignored';
  }
  try {
    const stored = storedEvent(event);
    const offered: Membership = {
      tier: stored.tier,
      title: tierById(stored.tier)?.title ?? stored.tier,
      since: event.created.toISOString(),
      amountCents: stored.amountCents,
      currency: stored.currency,
      checkoutSessionId: stored.checkoutSessionId,
    };
    const result = await deps.memberships.recordEvent(stored, (current) =>
      stored.status === 'granted' ? membershipAfter(current, offered) : null,
    );
    if (result === 'duplicate') {
      membershipLogs.eventDuplicate(event.id, event.type);
      return 'duplicate';
    }
    membershipLogs.eventRecorded(event.id, event.type, stored.status, stored.uid);
    return stored.status;
  } catch (error) {
    membershipLogs.eventFailed(event.id, event.type, error);
    await deps.memberships
      .recordFailure(event.id, event.type, error instanceof Error ? error.message : String(error))
      .catch(() => undefined);
    throw error;
  }
}

function storedEvent(event: PaymentEvent): StoredEvent {
  const session = event.session;
  if (!session) throw new PaymentEventError(`${event.type} without a Checkout Session`);
  const uid = session.metadata.uid || session.clientReferenceId;
  if (!uid) throw new PaymentEventError(`Checkout Session ${session.id} has no uid in its metadata`);
  const tier = tierById(session.metadata.tier ?? '');
  if (!tier || tier.amountCents === 0) throw new PaymentEventError(`Checkout Session ${session.id} has no paid tier in its metadata`);
  const status = statusOf(event);
  return {
    eventId: event.id,
    type: event.type,
    created: event.created,
    livemode: event.livemode,
    status,
    uid,
    tier: tier.id,
    checkoutSessionId: session.id,
    amountCents: session.amountTotal ?? tier.amountCents,
    currency: session.currency ?? MEMBERSHIP_CURRENCY,
    paymentStatus: status === 'granted' ? 'paid' : status === 'payment-failed' ? 'failed' : 'pending',
  };
}
