import type { AllowanceSummary } from '@contracts/membership';
import { MEMBERSHIP_TIERS } from '@contracts/membership-tiers';
import { describe, expect, it } from 'vitest';
import { allowanceLines, allowanceState, plansWithMore, serviceLines } from './allowance-lines';

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

  it('says what is left this period and when it renews, each with the way to its service; unlimited as such', () => {
    const text = (lines: ReturnType<typeof serviceLines>) =>
      lines.map((line) => `${line.label}: ${line.left} · ${line.action.label} ${line.action.to}`);
    expect(text(serviceLines(summary({})))).toEqual([
      'Board reviews: 2 of 3 left · renews December 5 · Ask about a board /seeBoard',
      'Live consultations (30 min): 1 of 1 left · renews December 5 · Book a consultation /designers',
    ]);
    expect(
      text(serviceLines(summary({ tier: 'platinum', left: { reviews: null, consultations: 0, projects: 1 }, consultationMinutes: 60 }))),
    ).toEqual([
      'Board reviews: Unlimited · Ask about a board /seeBoard',
      'Live consultations (60 min): 0 of 2 left · renews December 5 · Your consultations /consultations',
      'Design projects: 1 of 1 left · renews December 5 · Start a brief /projects',
    ]);
    expect(text(serviceLines(summary({ tier: 'basic', left: { reviews: 0, consultations: 0, projects: 0 } })))).toEqual([
      'Board reviews: 0 of 1 left · renews December 5 · Your reviews /design-services',
    ]);
  });

  it('tells a form what is left before it is filled in, that it is used up, or that the plan does not include it', () => {
    expect(allowanceState(summary({}), 'reviews')).toEqual({ state: 'available', line: '2 of your 3 board reviews left this month.' });
    expect(allowanceState(summary({}), 'consultations')).toEqual({ state: 'available', line: '1 of 1 live consultation left this month.' });
    expect(allowanceState(summary({ left: { reviews: 0, consultations: 0, projects: 0 } }), 'reviews')).toEqual({
      state: 'used',
      line: 'You have used all 3 of this month’s board reviews. It renews on December 5.',
    });
    expect(allowanceState(summary({ left: { reviews: 1, consultations: 0, projects: 0 } }), 'consultations')).toEqual({
      state: 'used',
      line: 'You have used this month’s live consultation. It renews on December 5.',
    });
    expect(allowanceState(summary({}), 'projects')).toEqual({
      state: 'not-included',
      line: 'Gold does not include design projects: they come with Platinum.',
    });
    expect(allowanceState(summary({ tier: 'basic' }), 'consultations')).toEqual({
      state: 'not-included',
      line: 'Basic does not include live consultations: they come with Gold and Platinum.',
    });
    expect(allowanceState(summary({ tier: 'platinum', left: { reviews: null, consultations: 2, projects: 1 } }), 'reviews')).toEqual({
      state: 'available',
      line: 'Unlimited board reviews with Platinum.',
    });
  });

  it('offers the plans above that include more of a service', () => {
    expect(plansWithMore('basic', 'reviews').map((tier) => tier.id)).toEqual(['gold', 'platinum']);
    expect(plansWithMore('gold', 'consultations').map((tier) => tier.id)).toEqual(['platinum']);
    expect(plansWithMore('platinum', 'consultations')).toEqual([]);
  });
});
