import type { Membership } from '@contracts/membership';
import { describe, expect, it } from 'vitest';
import { planSummary } from './plan-summary';

const gold: Membership = {
  tier: 'gold',
  title: 'Gold',
  since: '2026-02-01T12:00:00.000Z',
  amountCents: 5000,
  currency: 'usd',
  checkoutSessionId: null,
  subscriptionId: 'sub_1',
  status: 'active',
  periodStart: '2026-02-01T12:00:00.000Z',
  periodEnd: '2026-03-01T12:00:00.000Z',
  endsAt: null,
  graceEndsAt: null,
};

describe('planSummary', () => {
  it('says when an active plan renews, and offers the portal', () => {
    expect(planSummary(gold, null)).toEqual({ name: 'Gold', state: 'Renews on Mar 1, 2026', notice: null, action: 'manage' });
  });

  it('says a period whose payment was refunded, or has not gone through, gives what Basic includes', () => {
    const now = new Date('2026-02-12T00:00:00.000Z');
    const refunded = { ...gold, paidThrough: gold.periodStart, reversedAt: '2026-02-10T09:00:00.000Z' };
    expect(planSummary(refunded, null, now)).toEqual({
      name: 'Gold',
      state: 'Renews on Mar 1, 2026',
      notice: "This period's payment was refunded, so until Mar 1, 2026 your plan includes what Basic includes.",
      action: 'manage',
    });
    expect(planSummary({ ...gold, paidThrough: gold.periodStart }, null, now).notice).toBe(
      "This period's payment has not gone through yet; until it does, your plan includes what Basic includes.",
    );
    expect(planSummary({ ...gold, paidThrough: gold.periodEnd }, null, now).notice).toBeNull();
  });

  it('says when a cancelled plan ends', () => {
    expect(planSummary({ ...gold, status: 'ending', endsAt: '2026-03-01T12:00:00.000Z' }, null)).toEqual({
      name: 'Gold',
      state: 'Cancelled · ends on Mar 1, 2026',
      notice: 'Gold stays until then. Changed your mind? Renew it under Manage subscription.',
      action: 'manage',
    });
  });

  it('tells a past-due member to update the card before the grace end', () => {
    const pastDue = { ...gold, status: 'past-due' as const, graceEndsAt: '2026-03-08T12:00:00.000Z', endsAt: '2026-03-08T12:00:00.000Z' };
    expect(planSummary(pastDue, null)).toEqual({
      name: 'Gold',
      state: 'Payment failed · ends on Mar 8, 2026',
      notice: 'Your last payment did not go through. Update your card by Mar 8, 2026 to keep Gold.',
      action: 'manage',
    });
  });

  it('asks a one-time member to subscribe, and one whose plan ended', () => {
    const oneTime = {
      ...gold,
      subscriptionId: undefined,
      status: undefined,
      checkoutSessionId: 'cs_1',
      endsAt: '2026-03-03T12:00:00.000Z',
    };
    expect(planSummary(oneTime, null)).toMatchObject({
      state: 'One-time membership · ends on Mar 3, 2026',
      notice: 'Memberships are monthly subscriptions now. Subscribe before Mar 3, 2026 to keep Gold.',
      action: 'plans',
    });
    expect(planSummary(null, { tier: 'gold', title: 'Gold', endedAt: '2026-03-08T12:00:00.000Z' })).toEqual({
      name: 'No plan',
      state: 'Your Gold plan ended on Mar 8, 2026.',
      notice: 'Subscribe to Gold or Platinum to continue.',
      action: 'plans',
    });
  });
});
