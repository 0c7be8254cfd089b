import { describe, expect, it } from 'vitest';
import type { Membership } from '../contracts/membership.js';
import { AppError } from './errors.js';
import { allowancePeriod, allowanceSummary, consumeAllowance, planWithMore, usesFreeAllowance } from './allowances.js';
import { tierById } from '../contracts/membership-tiers.js';

const NOW = new Date('2026-11-20T10:00:00Z');
const gold: Membership = {
  tier: 'gold',
  title: 'Gold',
  since: '2026-10-05T00:00:00.000Z',
  amountCents: 5000,
  currency: 'usd',
  checkoutSessionId: null,
  subscriptionId: 'sub_1',
  status: 'active',
  periodStart: '2026-11-05T09:00:00.000Z',
  periodEnd: '2026-12-05T09:00:00.000Z',
};

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('allowances', () => {
  it('counts a subscription in its billing period and everyone else in the calendar month', () => {
    expect(allowancePeriod(gold, NOW)).toMatchObject({ tier: 'gold', key: 'gold-2026-11-05', end: new Date('2026-12-05T09:00:00Z') });
    expect(allowancePeriod(null, NOW)).toMatchObject({ tier: 'basic', key: 'basic-2026-11-01', end: new Date('2026-12-01T00:00:00Z') });
  });

  it('lets Basic ask one review a month, then answers 403 allowance-used naming the renewal and Gold', () => {
    const first = consumeAllowance(null, null, 'reviews', NOW);
    expect(first.counts.reviews).toBe(1);
    const error = refusal(() => consumeAllowance(null, first.counts, 'reviews', NOW));
    expect(error).toMatchObject({
      code: 'allowance-used',
      status: 403,
      extra: { upgradeTo: 'gold', renewsAt: '2026-12-01T00:00:00.000Z' },
    });
    expect(error.message).toBe(
      "You have used this period's board review: Basic includes 1 board review a month. It renews on December 1, 2026. Gold includes 3 board reviews a month.",
    );
  });

  it('gives Gold one consultation and no project, and Platinum unlimited reviews', () => {
    const used = consumeAllowance(gold, null, 'consultations', NOW).counts;
    expect(refusal(() => consumeAllowance(gold, used, 'consultations', NOW)).message).toContain(
      'Platinum includes 2 live consultations a month.',
    );
    expect(refusal(() => consumeAllowance(gold, null, 'projects', NOW)).message).toBe(
      'Gold does not include design projects. Platinum includes 1 design project a month.',
    );
    const platinum = { ...gold, tier: 'platinum' as const };
    let counts = null;
    for (let i = 0; i < 50; i += 1) counts = consumeAllowance(platinum, counts, 'reviews', NOW).counts;
    expect(counts?.reviews).toBe(50);
    expect(planWithMore(tierById('platinum')!, 'consultations')).toBeNull();
  });

  it('summarises what is left', () => {
    expect(allowanceSummary(gold, { reviews: 1, consultations: 1, projects: 0 }, NOW)).toMatchObject({
      tier: 'gold',
      left: { reviews: 2, consultations: 0, projects: 0 },
      consultationMinutes: 30,
    });
  });
});

describe('allowances follow the money', () => {
  const UNPAID_REVIEWS =
    "Your Gold allowances have not renewed: this period's payment has not gone through. Until it does, you have what Basic includes: 1 board review a month. Update your payment under Manage subscription.";

  it("do not renew for a past-due period: Basic's review is all there is, and no consultation", () => {
    const pastDue: Membership = { ...gold, status: 'past-due', graceEndsAt: '2026-11-27T09:00:00.000Z' };
    expect(allowancePeriod(pastDue, NOW).key).toBe('gold-2026-11-05');
    const { counts } = consumeAllowance(pastDue, null, 'reviews', NOW);
    const second = refusal(() => consumeAllowance(pastDue, counts, 'reviews', NOW));
    expect(second).toMatchObject({
      code: 'allowance-used',
      status: 403,
      extra: { paymentDue: true, renewsAt: '2026-12-05T09:00:00.000Z' },
    });
    expect(second.message).toBe(UNPAID_REVIEWS);
    expect(refusal(() => consumeAllowance(pastDue, null, 'consultations', NOW)).message).toContain(
      'Until it does, you have what Basic includes: no live consultations.',
    );
    expect(allowanceSummary(pastDue, counts, NOW)).toMatchObject({ tier: 'basic', left: { reviews: 0, consultations: 0 } });
  });

  it('do not renew for a period whose invoice is not paid yet, and start once it is', () => {
    const renewed: Membership = { ...gold, paidThrough: gold.periodStart };
    expect(refusal(() => consumeAllowance(renewed, { reviews: 1, consultations: 0, projects: 0 }, 'reviews', NOW)).message).toBe(
      UNPAID_REVIEWS,
    );
    const paid: Membership = { ...gold, paidThrough: gold.periodEnd };
    expect(consumeAllowance(paid, { reviews: 1, consultations: 0, projects: 0 }, 'reviews', NOW).counts.reviews).toBe(2);
    expect(consumeAllowance(paid, null, 'consultations', NOW).counts.consultations).toBe(1);
  });

  it('end with a refunded or disputed invoice (paid through its period start again), and only for a paid plan', () => {
    const refunded: Membership = { ...gold, paidThrough: gold.periodStart, reversedAt: '2026-11-10T00:00:00.000Z' };
    expect(allowanceSummary(refunded, { reviews: 2, consultations: 1, projects: 0 }, NOW)).toMatchObject({
      tier: 'basic',
      left: { reviews: 0, consultations: 0, projects: 0 },
    });
    expect(usesFreeAllowance(refunded, NOW)).toBe(true);
    expect(usesFreeAllowance(gold, NOW)).toBe(false);
    expect(usesFreeAllowance(null, NOW)).toBe(true);
  });
});
