import {
  PAYMENTS_NOT_CONFIGURED,
  UNKNOWN_TIER,
  tierById,
  tierByTitle,
  type CheckoutStatusResponse,
  type CreateCheckoutRequest,
  type CreateCheckoutResponse,
  type Membership,
  type MembershipResponse,
  type Payment,
} from '../contracts/membership.js';
import { AppError, badRequest, conflict, notFound, unavailable } from '../domain/errors.js';
import { checkoutIdempotencyKey, membershipAfter } from '../domain/membership.js';
import type { Memberships, StoredEvent } from '../ports/memberships.port.js';
import type { CheckoutGateway } from '../ports/payments.port.js';
import type { Identity } from '../ports/sessions.port.js';
import { membershipLogs } from './membership.logs.js';
import { PAYMENT_STATUS_OF } from './payment-events.service.js';

export interface CheckoutDeps {
  memberships: Memberships;
  /** Null when Stripe keys are not configured: paid tiers answer 503. */
  checkout: CheckoutGateway | null;
  appOrigin: string;
  now?: () => Date;
}

/** 'Book Here': Basic becomes the membership at once; Gold and Platinum get a Checkout Session priced from the server's table. */
export async function startCheckout(
  deps: CheckoutDeps,
  identity: Identity,
  request: CreateCheckoutRequest,
): Promise<CreateCheckoutResponse> {
  const tier = tierByTitle(request.card_title);
  if (!tier) throw badRequest(UNKNOWN_TIER);
  const now = deps.now?.() ?? new Date();

  if (tier.amountCents === 0) {
    const basic: Membership = {
      tier: tier.id,
      title: tier.title,
      since: now.toISOString(),
      amountCents: 0,
      currency: 'usd',
      checkoutSessionId: null,
    };
    // In the transaction the webhook also runs in, so a payment landing meanwhile is never overwritten by Basic.
    const membership = await deps.memberships.change(identity.uid, (current) =>
      current?.tier === tier.id || !membershipAfter(current, basic) ? undefined : basic,
    );
    if (!membership || membership.tier !== tier.id) throw conflict(`You already have the ${membership?.title} membership.`);
    if (membership === basic) membershipLogs.basicActivated(identity.uid);
    return { membership };
  }

  if (!deps.checkout) throw unavailable(PAYMENTS_NOT_CONFIGURED);
  const origin = deps.appOrigin.replace(/\/+$/, '');
  try {
    const session = await deps.checkout.createCheckoutSession({
      uid: identity.uid,
      email: identity.email,
      tier: tier.id,
      productName: `${tier.title} membership`,
      amountCents: tier.amountCents,
      currency: 'usd',
      successUrl: `${origin}/membership/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/membership/cancel`,
      idempotencyKey: checkoutIdempotencyKey(identity.uid, tier.id, now),
    });
    membershipLogs.checkoutStarted(identity.uid, tier.id, session.id);
    return { url: session.url };
  } catch (error) {
    membershipLogs.checkoutFailed(identity.uid, tier.id, error);
    throw new AppError('payment-provider', 'Checkout could not be started. Please try again.', 502);
  }
}

/** One row per Checkout Session: its newest settled event (a completed-but-unpaid event is followed by an async one). */
function paymentsFrom(events: StoredEvent[]): Payment[] {
  // Stripe dates events to the second: a refund or dispute in the same second as the payment still comes after it.
  const reverses = (event: StoredEvent) => (['refunded', 'partially-refunded', 'disputed'].includes(event.status) ? 1 : 0);
  const newestFirst = events
    .filter((event) => event.status !== 'error')
    .sort((a, b) => b.created.getTime() - a.created.getTime() || reverses(b) - reverses(a));
  const seen = new Set<string>();
  const payments: Payment[] = [];
  for (const event of newestFirst) {
    if (event.status === 'error' || seen.has(event.checkoutSessionId)) continue;
    seen.add(event.checkoutSessionId);
    payments.push({
      eventId: event.eventId,
      checkoutSessionId: event.checkoutSessionId,
      tier: event.tier,
      description: `${tierById(event.tier)?.title ?? event.tier} membership`,
      amountCents: event.amountCents,
      currency: event.currency,
      status: PAYMENT_STATUS_OF[event.status],
      date: event.created.toISOString(),
    });
  }
  return payments;
}

export async function membershipOf(deps: Pick<CheckoutDeps, 'memberships'>, uid: string): Promise<MembershipResponse> {
  const [membership, events] = await Promise.all([deps.memberships.get(uid), deps.memberships.payments(uid)]);
  return { membership, payments: paymentsFrom(events) };
}

/** For the success page: 'pending' until Stripe's event has arrived. Another user's session is not found. */
export async function checkoutStatus(
  deps: Pick<CheckoutDeps, 'memberships'>,
  uid: string,
  sessionId: string,
): Promise<CheckoutStatusResponse> {
  if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) throw notFound('No such checkout.');
  const [membership, events] = await Promise.all([deps.memberships.get(uid), deps.memberships.sessionEvents(uid, sessionId)]);
  const [payment] = paymentsFrom(events);
  return { status: payment?.status ?? 'pending', tier: payment?.tier ?? null, membership };
}
