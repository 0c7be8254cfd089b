import {
  NO_STRIPE_CUSTOMER,
  PAYMENTS_NOT_CONFIGURED,
  UNKNOWN_TIER,
  type CheckoutStatusResponse,
  type CreateCheckoutRequest,
  type CreateCheckoutResponse,
  type Membership,
  type MembershipResponse,
  type Payment,
  type PortalSessionResponse,
} from '../contracts/membership.js';
import { tierById, tierByTitle } from '../contracts/membership-tiers.js';
import { AppError, badRequest, conflict, notFound, unavailable } from '../domain/errors.js';
import { checkoutIdempotencyKey, hasLapsed, membershipAfter, priceLookupKey, withEndDate } from '../domain/membership.js';
import type { Memberships, StoredEvent } from '../ports/memberships.port.js';
import type { CheckoutGateway } from '../ports/payments.port.js';
import type { Identity } from '../ports/sessions.port.js';
import { membershipLogs } from './membership.logs.js';
import { PAYMENT_STATUS_OF } from './steps/membership.js';
import { nowOf } from './steps/clock.js';

export interface CheckoutDeps {
  memberships: Memberships;
  /** Null when Stripe keys are not configured: paid tiers answer 503. */
  checkout: CheckoutGateway | null;
  appOrigin: string;
  now?: () => Date;
}

/**
 * 'Book Here': Basic becomes the membership at once; Gold and Platinum get a subscription Checkout Session for the
 * tier's monthly Price (found by its lookup key, made by `npm run stripe:setup` from the tier table).
 */
export async function startCheckout(
  deps: CheckoutDeps,
  identity: Identity,
  request: CreateCheckoutRequest,
): Promise<CreateCheckoutResponse> {
  const tier = tierByTitle(request.card_title);
  if (!tier) throw badRequest(UNKNOWN_TIER);
  const now = nowOf(deps);

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
    const membership = await deps.memberships.change(
      identity.uid,
      (current) => (current?.tier === tier.id || !membershipAfter(current, basic) ? undefined : basic),
      now,
    );
    if (!membership || membership.tier !== tier.id) throw conflict(`You already have the ${membership?.title} membership.`);
    if (membership === basic) membershipLogs.basicActivated(identity.uid);
    return { membership };
  }

  const gateway = deps.checkout;
  if (!gateway) throw unavailable(PAYMENTS_NOT_CONFIGURED);
  const current = await deps.memberships.get(identity.uid);
  if (current?.subscriptionId && !hasLapsed(current, now)) {
    throw conflict(`You already have the ${current.title} plan. Use 'Manage subscription' on Account Management to change it.`);
  }
  const origin = deps.appOrigin.replace(/\/+$/, '');
  const step = stripeStep(identity.uid, tier.id);
  const priceId = await step(() => gateway.priceIdOf(priceLookupKey(tier.id)));
  if (!priceId) {
    membershipLogs.priceMissing(tier.id, priceLookupKey(tier.id));
    throw unavailable(PAYMENTS_NOT_CONFIGURED);
  }
  const customerId = await step(() => customerFor(deps.memberships, gateway, identity));
  const session = await step(() =>
    gateway.createCheckoutSession({
      uid: identity.uid,
      customerId,
      tier: tier.id,
      priceId,
      successUrl: `${origin}/membership/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/membership/cancel`,
      idempotencyKey: checkoutIdempotencyKey(identity.uid, tier.id, now),
    }),
  );
  membershipLogs.checkoutStarted(identity.uid, tier.id, session.id);
  return { url: session.url };
}

/** A Stripe call during checkout: a failure is logged and answered 502 without Stripe's words. */
const stripeStep =
  (uid: string, tier: string) =>
  async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      membershipLogs.checkoutFailed(uid, tier, error);
      throw new AppError('payment-provider', 'Checkout could not be started. Please try again.', 502);
    }
  };

/** The user's Stripe customer, made on their first subscription checkout and linked so that its events find the user. */
async function customerFor(memberships: Memberships, gateway: CheckoutGateway, identity: Identity): Promise<string> {
  const known = await memberships.customerOf(identity.uid);
  if (known) return known;
  const customerId = await gateway.createCustomer(identity.uid, identity.email);
  await memberships.linkCustomer(identity.uid, customerId);
  return customerId;
}

/** 'Manage subscription': a Customer Portal session for the caller's Stripe customer, back to Account Management. */
export async function openCustomerPortal(deps: CheckoutDeps, uid: string): Promise<PortalSessionResponse> {
  if (!deps.checkout) throw unavailable(PAYMENTS_NOT_CONFIGURED);
  const customerId = await deps.memberships.customerOf(uid);
  if (!customerId) throw conflict(NO_STRIPE_CUSTOMER);
  try {
    const session = await deps.checkout.createPortalSession(customerId, `${deps.appOrigin.replace(/\/+$/, '')}/account-management`);
    membershipLogs.portalOpened(uid);
    return { url: session.url };
  } catch (error) {
    membershipLogs.portalFailed(uid, error);
    throw new AppError('payment-provider', 'The subscription page could not be opened. Please try again.', 502);
  }
}

/** A payment row's key: the Checkout Session of a one-time membership, or a subscription's invoice. */
const paymentKey = (event: StoredEvent): string | null => event.invoiceId ?? (event.subscriptionId ? null : event.checkoutSessionId);

/**
 * One row per Checkout Session or invoice: its newest settled event (a completed-but-unpaid event is followed by an
 * async one). A subscription's own events and its Checkout are no payments: its invoices are.
 */
function paymentsFrom(events: StoredEvent[], key: (event: StoredEvent) => string | null = paymentKey): Payment[] {
  // Stripe dates events to the second: a refund or dispute in the same second as the payment still comes after it.
  const reverses = (event: StoredEvent) => (['refunded', 'partially-refunded', 'disputed'].includes(event.status) ? 1 : 0);
  const newestFirst = events
    .filter((event) => event.status !== 'error')
    .sort((a, b) => b.created.getTime() - a.created.getTime() || reverses(b) - reverses(a));
  const seen = new Set<string>();
  const payments: Payment[] = [];
  for (const event of newestFirst) {
    const id = key(event);
    if (event.status === 'error' || !id || !event.tier || seen.has(id)) continue;
    seen.add(id);
    payments.push({
      eventId: event.eventId,
      checkoutSessionId: id,
      tier: event.tier,
      description: `${tierById(event.tier)?.title ?? event.tier} ${event.invoiceId ? 'plan, monthly' : 'membership'}`,
      amountCents: event.amountCents,
      currency: event.currency,
      status: PAYMENT_STATUS_OF[event.status],
      date: event.created.toISOString(),
    });
  }
  return payments;
}

/**
 * The membership in force with its end date (a one-time membership's 30 days said), or the one that ended: a
 * membership past its grace end or its 30 days has ended even before the sweep removes it.
 */
export async function membershipOf(deps: Pick<CheckoutDeps, 'memberships' | 'now'>, uid: string): Promise<MembershipResponse> {
  const now = nowOf(deps);
  const [stored, events] = await Promise.all([deps.memberships.get(uid), deps.memberships.payments(uid)]);
  const membership = stored && withEndDate(stored);
  if (membership && !hasLapsed(membership, now)) return { membership, ended: null, payments: paymentsFrom(events) };
  const ended = membership
    ? { tier: membership.tier, title: membership.title, endedAt: membership.endsAt ?? now.toISOString() }
    : await deps.memberships.lastEnded(uid);
  return { membership: null, ended, payments: paymentsFrom(events) };
}

/** For the success page: 'pending' until Stripe's event has arrived. Another user's session is not found. */
export async function checkoutStatus(
  deps: Pick<CheckoutDeps, 'memberships'>,
  uid: string,
  sessionId: string,
): Promise<CheckoutStatusResponse> {
  if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) throw notFound('No such checkout.');
  const [membership, events] = await Promise.all([deps.memberships.get(uid), deps.memberships.sessionEvents(uid, sessionId)]);
  // A subscription's Checkout counts here: the success page waits for it.
  const [payment] = paymentsFrom(events, (event) => event.checkoutSessionId);
  return { status: payment?.status ?? 'pending', tier: payment?.tier ?? null, membership };
}
