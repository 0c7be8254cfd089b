import { describe, expect, it } from 'vitest';
import type { Membership } from '../contracts/membership.js';
import { AppError } from './errors.js';
import { allowancePeriod, allowanceSummary, consumeAllowance, planWithMore } from './allowances.js';
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
