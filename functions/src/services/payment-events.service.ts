import type { Membership } from '../contracts/membership.js';
import { MEMBERSHIP_CURRENCY, tierById, type MembershipTier } from '../contracts/membership-tiers.js';
import {
  membershipAfter,
  membershipAfterInvoicePaid,
  membershipAfterInvoiceReversed,
  membershipAfterPaymentFailed,
  membershipAfterSubscription,
  noticeOf,
  tierOfPrice,
  type MembershipChange,
  type MembershipNotice,
} from '../domain/membership.js';
import type { EarningsLedger } from '../ports/earnings.port.js';
import type { Memberships, StoredEvent, StoredEventStatus } from '../ports/memberships.port.js';
import type { PayoutAccounts } from '../ports/payouts.port.js';
import type {
  EventInvoice,
  EventInvoicePayment,
  EventSession,
  EventSubscription,
  PaymentEvent,
  PaymentReversal,
} from '../ports/payments.port.js';
import { recordPayoutAccount, reverseMemberWork } from './steps/earnings.js';
import { mailPaymentFailed, mailSubscriptionEnding } from './steps/mail-notices.js';
import { membershipLogs } from './membership.logs.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { SettledStatus, PAYMENT_STATUS_OF } from './steps/membership.js';

const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice_payment.paid',
  'account.updated',
] as const;

/** The event cannot be processed as sent; answering 500 makes Stripe retry and shows it failing in the dashboard. */
export class PaymentEventError extends Error {}

type EventOutcome = 'ignored' | 'duplicate' | 'account-updated' | StoredEventStatus;

export interface PaymentEventDeps {
  memberships: Memberships;
  /** The mode this deployment's Stripe account runs in (STRIPE_MODE): events of the other mode grant nothing. */
  livemode: boolean;
  /** How long a past-due plan stays after its first failed payment (SUBSCRIPTION_GRACE_DAYS). */
  graceMs: number;
  /** The outbox: a failed payment and a plan set to end are mailed to the member (absent in tests that need no mail). */
  mail?: SendMailDeps;
  /** The designers' Connect accounts, which account.updated keeps (absent in tests of the plans alone). */
  payoutAccounts?: Pick<PayoutAccounts, 'recordStatus'>;
  /** The designers' ledger: a refunded or disputed period reverses the earnings of the member's work in it. */
  earnings?: Pick<EarningsLedger, 'reverseMemberWork'>;
}

function checkoutStatus(event: PaymentEvent): SettledStatus {
  if (event.type === 'checkout.session.async_payment_failed') return 'payment-failed';
  if (event.type === 'checkout.session.async_payment_succeeded') return 'granted';
  const paid = event.session?.paymentStatus === 'paid' || event.session?.paymentStatus === 'no_payment_required';
  return paid ? 'granted' : 'awaiting-payment';
}

/**
 * A verified Stripe event. Each writes the event and the membership it changes in one transaction that first
 * checks the event, so a redelivery changes nothing. A subscription's events keep the plan in step with it (its Price
 * checked against the tier table, its customer one this app made); invoices move the billing period or start the
 * grace period. A paid one-time checkout (before subscriptions) grants its tier when its amount, currency and mode
 * match the tier table; a whole refund or a dispute of the payment ends the membership it granted. A whole refund or a
 * dispute of a subscription's invoice (found through its `invoice_payment.paid`) ends that period's allowances. Any
 * failure is noted on the event and thrown (→ 500, retry).
 */
export async function handlePaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<EventOutcome> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) {
    membershipLogs.eventIgnored(event.id, event.type);
    return 'ignored';
  }
  try {
    if (event.account) {
      // Only the deployment's own mode: a test account's onboarding never enables a live designer's payouts.
      if (event.livemode !== deps.livemode || !deps.payoutAccounts) {
        membershipLogs.eventIgnored(event.id, event.type);
        return 'ignored';
      }
      await recordPayoutAccount({ payoutAccounts: deps.payoutAccounts }, event.account, event.created);
      return 'account-updated';
    }
    const change = await changeOf(deps, event);
    if (!change) {
      membershipLogs.eventIgnored(event.id, event.type);
      return 'ignored';
    }
    const { stored } = change;
    // The transaction may run decide more than once: the last run is the one written.
    let notice: ReturnType<typeof noticeOf> = null;
    let changed: MembershipChange;
    const result = await deps.memberships.recordEvent(stored, (current) => {
      changed = change.decide(current);
      notice = noticeOf(current, changed);
      return changed;
    });
    // Also on a redelivery: a run cut short after recording the event still reverses (each reversal is written once).
    await reverseRefundedWork(deps, stored, event.created);
    if (result === 'duplicate') {
      membershipLogs.eventDuplicate(event.id, event.type);
      return 'duplicate';
    }
    if (stored.reason) membershipLogs.eventRefused(event.id, event.type, stored.uid, stored.reason);
    else membershipLogs.eventRecorded(event.id, event.type, stored.status, stored.uid);
    if (notice) {
      membershipLogs.memberToBeTold(stored.uid, notice, event.id);
      await tellMember(deps, stored.uid, notice, changed, event.id);
    }
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
  decide: (current: Membership | null) => MembershipChange;
}

function changeOf(deps: PaymentEventDeps, event: PaymentEvent): Promise<Change | null> | Change | null {
  if (event.reversal) return reversalChange(deps, event, event.reversal);
  if (event.invoicePayment) return invoicePaymentChange(event, event.invoicePayment);
  if (event.type === 'invoice_payment.paid') throw new PaymentEventError(`${event.type} without its invoice payment`);
  if (event.subscription) return subscriptionChange(deps, event, event.subscription);
  if (event.invoice) return invoiceChange(deps, event, event.invoice);
  if (event.type.startsWith('customer.subscription.') || event.type.startsWith('invoice.')) {
    throw new PaymentEventError(`${event.type} without its ${event.type.startsWith('invoice.') ? 'invoice' : 'subscription'}`);
  }
  return checkoutChange(deps, event);
}

function checkoutChange(deps: PaymentEventDeps, event: PaymentEvent): Change {
  const session = event.session;
  if (!session) throw new PaymentEventError(`${event.type} without a Checkout Session`);
  const uid = session.metadata.uid || session.clientReferenceId;
  if (!uid) throw new PaymentEventError(`Checkout Session ${session.id} has no uid in its metadata`);
  const tier = tierById(session.metadata.tier ?? '');
  if (!tier || tier.amountCents === 0) throw new PaymentEventError(`Checkout Session ${session.id} has no paid tier in its metadata`);
  const subscriptionMode = session.mode === 'subscription';
  // A subscription's Checkout grants nothing itself: its subscription's events do, with the Price checked.
  const reason = event.type === 'checkout.session.async_payment_failed' || subscriptionMode ? null : mismatch(deps, event, session, tier);
  const status: SettledStatus = reason ? 'refused' : checkoutStatus(event);
  const stored: StoredEvent = {
    ...eventRecord(event, status),
    uid,
    tier: tier.id,
    checkoutSessionId: session.id,
    paymentIntentId: session.paymentIntentId,
    amountCents: session.amountTotal ?? tier.amountCents,
    currency: session.currency ?? MEMBERSHIP_CURRENCY,
    ...(reason && { reason }),
    ...(session.subscriptionId && { subscriptionId: session.subscriptionId }),
  };
  if (subscriptionMode) return { stored, decide: () => undefined };
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
  if (event.livemode !== deps.livemode) return `${mode(event.livemode)}-mode event, this deployment takes ${mode(deps.livemode)} mode`;
  if (session.currency !== MEMBERSHIP_CURRENCY) return `currency ${session.currency ?? 'none'}, the ${tier.title} tier is in usd`;
  if (session.amountTotal !== tier.amountCents)
    return `amount ${session.amountTotal ?? 'none'}, the ${tier.title} tier costs ${tier.amountCents}`;
  return null;
}

/**
 * A refund or dispute of the payment that granted a (one-time) membership, or that paid a subscription's invoice; null
 * when the payment did neither.
 */
async function reversalChange(deps: PaymentEventDeps, event: PaymentEvent, reversal: PaymentReversal): Promise<Change | null> {
  if (event.livemode !== deps.livemode || !reversal.paymentIntentId) return null;
  const status: SettledStatus = reversal.kind === 'dispute' ? 'disputed' : reversal.whole ? 'refunded' : 'partially-refunded';
  const ends = status !== 'partially-refunded';
  const paid = await deps.memberships.grantedBy(reversal.paymentIntentId);
  if (paid) {
    const stored: StoredEvent = { ...paid, ...eventRecord(event, status) };
    // Only the membership this payment bought ends: a later, different one (another checkout) stays.
    return { stored, decide: (current) => (ends && current?.checkoutSessionId === paid.checkoutSessionId ? null : undefined) };
  }
  const invoice = await deps.memberships.paidInvoice(reversal.paymentIntentId);
  const { subscriptionId, periodStart, periodEnd } = invoice ?? {};
  if (!invoice || !subscriptionId || !periodStart || !periodEnd) return null;
  const stored: StoredEvent = { ...invoice, ...eventRecord(event, status), paymentIntentId: reversal.paymentIntentId };
  const state = { subscriptionId, periodStart, periodEnd };
  // The plan stays (its subscription says whether it goes on); the period the invoice paid is paid no more.
  return { stored, decide: (current) => (ends ? membershipAfterInvoiceReversed(current, state, event.created) : undefined) };
}

/** A whole refund or a dispute of a paid period: the designers' earnings for the member's work in it are reversed. */
async function reverseRefundedWork(deps: PaymentEventDeps, stored: StoredEvent, at: Date): Promise<void> {
  if (!deps.earnings || (stored.status !== 'refunded' && stored.status !== 'disputed')) return;
  if (!stored.uid || !stored.periodStart || !stored.periodEnd) return;
  await reverseMemberWork({ earnings: deps.earnings }, stored.uid, { from: stored.periodStart, to: stored.periodEnd }, at, stored.status);
}

/** invoice_payment.paid: which PaymentIntent paid which invoice, recorded for a later refund or dispute of it. */
function invoicePaymentChange(event: PaymentEvent, payment: EventInvoicePayment): Change | null {
  if (!payment.paymentIntentId) return null;
  const stored: StoredEvent = {
    ...eventRecord(event, 'recorded'),
    uid: '',
    tier: null,
    checkoutSessionId: null,
    paymentIntentId: payment.paymentIntentId,
    amountCents: 0,
    currency: MEMBERSHIP_CURRENCY,
    invoiceId: payment.invoiceId,
  };
  return { stored, decide: () => undefined };
}

/** What every stored event records of the event itself and of its outcome. */
const eventRecord = (event: PaymentEvent, status: SettledStatus) => ({
  eventId: event.id,
  type: event.type,
  created: event.created,
  livemode: event.livemode,
  status,
  paymentStatus: PAYMENT_STATUS_OF[status],
});

const mode = (live: boolean) => (live ? 'live' : 'test');

/** Whose event it is: the user the customer bills, or why none (another mode, or a customer this app did not create). */
async function subscriberOf(
  deps: PaymentEventDeps,
  event: PaymentEvent,
  customerId: string | null,
): Promise<{ uid: string; reason: string | null }> {
  if (event.livemode !== deps.livemode) {
    return { uid: '', reason: `${mode(event.livemode)}-mode event, this deployment takes ${mode(deps.livemode)} mode` };
  }
  const uid = customerId ? await deps.memberships.uidOfCustomer(customerId) : null;
  return uid ? { uid, reason: null } : { uid: '', reason: `unknown customer ${customerId ?? 'none'}` };
}

function subscriptionStatus(subscription: EventSubscription): SettledStatus {
  if (['active', 'trialing', 'past_due'].includes(subscription.status)) return 'granted';
  return subscription.status === 'incomplete' ? 'awaiting-payment' : 'ended';
}

/** customer.subscription.created|updated|deleted: the plan follows the subscription's state, its Price checked against the tier table. */
async function subscriptionChange(deps: PaymentEventDeps, event: PaymentEvent, subscription: EventSubscription): Promise<Change> {
  const subscriber = await subscriberOf(deps, event, subscription.customerId);
  const priced = subscription.price ? tierOfPrice(subscription.price) : { reason: `subscription ${subscription.id} has no price` };
  const tier = 'tier' in priced ? priced.tier : null;
  const reason = subscriber.reason ?? ('reason' in priced ? priced.reason : null);
  const status: SettledStatus = reason ? 'refused' : subscriptionStatus(subscription);
  const stored: StoredEvent = {
    ...eventRecord(event, status),
    uid: subscriber.uid,
    tier: tier?.id ?? null,
    checkoutSessionId: null,
    paymentIntentId: null,
    amountCents: tier?.amountCents ?? subscription.price?.unitAmount ?? 0,
    currency: subscription.price?.currency ?? MEMBERSHIP_CURRENCY,
    subscriptionId: subscription.id,
    ...(subscription.customerId && { customerId: subscription.customerId }),
    ...(reason && { reason }),
  };
  if (reason || !tier) return { stored, decide: () => undefined };
  const { periodStart, periodEnd } = subscription;
  if (!periodStart || !periodEnd) throw new PaymentEventError(`subscription ${subscription.id} has no current period`);
  const state = { ...subscription, tier, periodStart, periodEnd };
  return { stored, decide: (current) => membershipAfterSubscription(current, state, event.created, deps.graceMs) };
}

/** invoice.paid (the period moves on, a past-due plan is active again) and invoice.payment_failed (past due, grace period). */
async function invoiceChange(deps: PaymentEventDeps, event: PaymentEvent, invoice: EventInvoice): Promise<Change | null> {
  const { subscriptionId } = invoice;
  if (!subscriptionId) return null;
  const subscriber = await subscriberOf(deps, event, invoice.customerId);
  const tier = tierById(invoice.tier ?? '');
  const reason = subscriber.reason;
  const failed = event.type === 'invoice.payment_failed';
  const status: SettledStatus = reason ? 'refused' : failed ? 'payment-failed' : 'granted';
  const stored: StoredEvent = {
    ...eventRecord(event, status),
    uid: subscriber.uid,
    tier: tier?.id ?? null,
    checkoutSessionId: null,
    paymentIntentId: null,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    subscriptionId,
    invoiceId: invoice.id,
    ...(invoice.customerId && { customerId: invoice.customerId }),
    ...(reason && { reason }),
    // The period a refund or dispute of this invoice ends.
    ...(!failed && invoice.periodStart && invoice.periodEnd && { periodStart: invoice.periodStart, periodEnd: invoice.periodEnd }),
  };
  if (reason) return { stored, decide: () => undefined };
  const { periodStart, periodEnd } = invoice;
  if (!periodStart || !periodEnd) throw new PaymentEventError(`invoice ${invoice.id} has no period`);
  const state = { subscriptionId, periodStart, periodEnd };
  return {
    stored,
    decide: (current) =>
      failed
        ? membershipAfterPaymentFailed(current, state, event.created, deps.graceMs)
        : membershipAfterInvoicePaid(current, state, event.created),
  };
}

/**
 * Mails the member about a failed payment (the plan stays until its grace end) or a plan set to end. The event is
 * recorded already: a mail that cannot be queued is logged and never fails the event (Stripe would redeliver a
 * duplicate); each mail's id comes from the event or subscription, so it is queued once.
 */
async function tellMember(deps: PaymentEventDeps, uid: string | null, notice: MembershipNotice, after: MembershipChange, eventId: string) {
  if (!deps.mail || !uid || !after) return;
  try {
    if (notice === 'payment-failed') await mailPaymentFailed(deps.mail, { uid, planName: after.title, eventId });
    if (notice === 'subscription-ending' && after.endsAt && after.subscriptionId)
      await mailSubscriptionEnding(deps.mail, {
        uid,
        planName: after.title,
        endsAt: new Date(after.endsAt),
        subscriptionId: after.subscriptionId,
      });
  } catch (error) {
    membershipLogs.memberNotMailed(uid, notice, error);
  }
}
