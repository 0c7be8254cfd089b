// @vitest-environment happy-dom
import type { AllowanceSummary } from '@contracts/membership';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { AllowanceGate } from './allowance-gate';

const summary = (overrides: Partial<AllowanceSummary>): AllowanceSummary => ({
  tier: 'gold',
  periodStart: '2026-11-05T12:00:00.000Z',
  periodEnd: '2026-12-05T12:00:00.000Z',
  used: { reviews: 2, consultations: 0, projects: 0 },
  left: { reviews: 1, consultations: 1, projects: 0 },
  consultationMinutes: 30,
  ...overrides,
});

function withAllowances(allowances: AllowanceSummary) {
  setSessionToken('session-token');
  fakeApi(({ path }) => (path === 'allowances' ? { body: allowances } : undefined));
}

const FORM = <form aria-label="The service's form" />;

describe('a designer service form and the plan', () => {
  it('says what is left before the member fills the form in', async () => {
    withAllowances(summary({}));
    renderPage(<AllowanceGate kind="reviews">{FORM}</AllowanceGate>);
    expect((await screen.findByTestId('allowance-left')).textContent).toBe('1 of your 3 board reviews left this month.');
    expect(screen.getByRole('form', { name: "The service's form" })).toBeTruthy();
  });

  it('shows the plans that include the service instead of the form when the plan has none', async () => {
    withAllowances(summary({}));
    renderPage(<AllowanceGate kind="projects">{FORM}</AllowanceGate>);
    const gate = await screen.findByTestId('allowance-gate');
    expect(screen.queryByRole('form', { name: "The service's form" })).toBeNull();
    expect(within(gate).getByText('Gold does not include design projects: they come with Platinum.')).toBeTruthy();
    const plans = within(gate).getByRole('list', { name: 'Plans that include more' });
    expect(
      within(plans)
        .getAllByTestId(/^offer-/)
        .map((plan) => plan.dataset.testid),
    ).toEqual(['offer-platinum']);
    expect(within(plans).getByRole('button', { name: 'Choose Platinum' })).toBeTruthy();
    expect(within(gate).getByRole('link', { name: 'Compare all plans' }).getAttribute('href')).toBe('/#membership-title');
  });

  it('shows when this period’s renew, and the plans with more, instead of a form once they are used', async () => {
    withAllowances(summary({ tier: 'basic', left: { reviews: 0, consultations: 0, projects: 0 } }));
    renderPage(<AllowanceGate kind="reviews">{FORM}</AllowanceGate>);
    const gate = await screen.findByTestId('allowance-gate');
    expect(screen.queryByRole('form', { name: "The service's form" })).toBeNull();
    expect(within(gate).getByText('You have used this month’s board review. It renews on December 5.')).toBeTruthy();
    expect(
      within(gate)
        .getAllByTestId(/^offer-/)
        .map((plan) => plan.dataset.testid),
    ).toEqual(['offer-gold', 'offer-platinum']);
  });

  it('leaves a visitor the form (it asks them to log in)', () => {
    const calls = fakeApi(() => undefined);
    renderPage(<AllowanceGate kind="consultations">{FORM}</AllowanceGate>);
    expect(screen.getByRole('form', { name: "The service's form" })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
