import type { EndedMembership, Membership } from '@contracts/membership';
import { periodUnpaid } from '@contracts/membership-tiers';
import { formatDate } from './format';

/** What Account Management says of the plan: its state line, an optional warning, and which action it offers. */
interface PlanSummary {
  name: string;
  /** e.g. 'Renews on Mar 1, 2026'. */
  state: string;
  /** A past-due plan or an ending one-time membership: what to do before it ends. */
  notice: string | null;
  action: 'manage' | 'plans';
}

/** The plan as a member reads it, from the membership record (or the one that ended). Pure, for tests. */
export function planSummary(membership: Membership | null, ended: EndedMembership | null | undefined, now = new Date()): PlanSummary {
  if (!membership) {
    return ended
      ? {
          name: 'No plan',
          state: `Your ${ended.title} plan ended on ${formatDate(ended.endedAt)}.`,
          notice: 'Subscribe to Gold or Platinum to continue.',
          action: 'plans',
        }
      : { name: 'No plan', state: 'You have no membership yet.', notice: null, action: 'plans' };
  }
  const { title } = membership;
  if (membership.subscriptionId) {
    if (membership.status === 'past-due') {
      return {
        name: title,
        state: `Payment failed · ends on ${formatDate(membership.graceEndsAt ?? membership.endsAt ?? membership.since)}`,
        notice: `Your last payment did not go through. Update your card by ${formatDate(membership.graceEndsAt ?? membership.since)} to keep ${title}.`,
        action: 'manage',
      };
    }
    if (membership.status === 'ending' && membership.endsAt) {
      return {
        name: title,
        state: `Cancelled · ends on ${formatDate(membership.endsAt)}`,
        notice: `${title} stays until then. Changed your mind? Renew it under Manage subscription.`,
        action: 'manage',
      };
    }
    const state = membership.periodEnd ? `Renews on ${formatDate(membership.periodEnd)}` : 'Active';
    // The period's allowances hold only once it is paid (domain/allowances.ts): say why they are Basic's meanwhile.
    const { periodStart, periodEnd, reversedAt } = membership;
    if (periodEnd && periodUnpaid(membership, now)) {
      const refunded = Boolean(reversedAt && periodStart && Date.parse(reversedAt) >= Date.parse(periodStart));
      return {
        name: title,
        state,
        notice: refunded
          ? `This period's payment was refunded, so until ${formatDate(periodEnd)} your plan includes what Basic includes.`
          : `This period's payment has not gone through yet; until it does, your plan includes what Basic includes.`,
        action: 'manage',
      };
    }
    return { name: title, state, notice: null, action: 'manage' };
  }
  if (membership.checkoutSessionId && membership.endsAt) {
    return {
      name: title,
      state: `One-time membership · ends on ${formatDate(membership.endsAt)}`,
      notice: `Memberships are monthly subscriptions now. Subscribe before ${formatDate(membership.endsAt)} to keep ${title}.`,
      action: 'plans',
    };
  }
  return { name: title, state: `Free · since ${formatDate(membership.since)}`, notice: null, action: 'plans' };
}
