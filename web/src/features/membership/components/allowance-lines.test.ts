import type { AllowanceSummary } from '@contracts/membership';
import { MEMBERSHIP_TIERS } from '@contracts/membership-tiers';
import { describe, expect, it } from 'vitest';
import { allowanceLines, allowancesLeft } from './allowance-lines';

const summary = (overrides: Partial<AllowanceSummary>): AllowanceSummary => ({
  tier: 'gold',
  periodStart: '2026-11-05T12:00:00.000Z',
  periodEnd: '2026-12-05T12:00:00.000Z',
  used: { reviews: 1, consultations: 0, projects: 0 },
  left: { reviews: 2, consultations: 1, projects: 0 },
  consultationMinutes: 30,
  ...overrides,
});

describe('allowances on the plan cards and in Account Management', () => {
  it("reads each tier's allowances from the tier table", () => {
    expect(MEMBERSHIP_TIERS.map((tier) => allowanceLines(tier.allowances))).toEqual([
      ['1 board review a month'],
      ['3 board reviews a month', '1 live consultation of 30 min a month'],
      ['Unlimited board reviews', '2 live consultations of 60 min a month', '1 design project a month'],
    ]);
  });

  it('says what is left this period and when it renews; unlimited as such', () => {
    expect(allowancesLeft(summary({}))).toEqual([
      'Board reviews: 2 of 3 left · renews December 5',
      'Live consultations (30 min): 1 of 1 left · renews December 5',
    ]);
    expect(
      allowancesLeft(summary({ tier: 'platinum', left: { reviews: null, consultations: 0, projects: 1 }, consultationMinutes: 60 })),
    ).toEqual([
      'Board reviews: unlimited',
      'Live consultations (60 min): 0 of 2 left · renews December 5',
      'Design projects: 1 of 1 left · renews December 5',
    ]);
    expect(allowancesLeft(summary({ tier: 'basic', left: { reviews: 0, consultations: 0, projects: 0 } }))).toEqual([
      'Board reviews: 0 of 1 left · renews December 5',
    ]);
  });
});
