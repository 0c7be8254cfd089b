// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { FiguresSection } from './figures-section';

const FIGURES = {
  month: '2026-11',
  mrrCents: 1_505_000,
  activeByPlan: { basic: 0, gold: 101, platinum: 100 },
  newSubscriptions: 12,
  cancelled: 3,
  allowancesUsed: { reviews: 40, consultations: 9, projects: 2 },
  reviewsDelivered: 30,
  reviewsOnTime: 27,
  onTimePercent: 90,
};

describe("the admin page's figures", () => {
  it('shows MRR, active plans, the month’s new and cancelled, allowances used and reviews on time', async () => {
    setSessionToken('admin-session');
    const calls = fakeApi((call) => (call.path === 'admin/figures' ? { body: FIGURES } : undefined));
    renderPage(<FiguresSection />);
    const tiles = await screen.findByRole('heading', { name: 'Figures' });
    const list = tiles.parentElement!.querySelector('dl')!;
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'MRR: $15,050.00',
      'Active Gold: 101',
      'Active Platinum: 100',
      'New this month: 12',
      'Cancelled this month: 3',
      'Allowances used this month: 40 reviews, 9 consultations, 2 projects',
      'Reviews delivered on time this month: 27 of 30 (90%)',
    ]);
    expect(calls).toEqual([expect.objectContaining({ path: 'admin/figures', authorization: 'Bearer admin-session' })]);
  });

  it('says when no review was delivered this month yet', async () => {
    setSessionToken('admin-session');
    fakeApi((call) =>
      call.path === 'admin/figures' ? { body: { ...FIGURES, reviewsDelivered: 0, reviewsOnTime: 0, onTimePercent: null } } : undefined,
    );
    renderPage(<FiguresSection />);
    expect(await screen.findByText('None delivered yet')).toBeTruthy();
  });
});
