// @vitest-environment happy-dom
import type { AllowanceSummary, MembershipResponse } from '@contracts/membership';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { CurrentMembership } from './current-membership';

const PERIOD = { periodStart: '2026-11-05T12:00:00.000Z', periodEnd: '2026-12-05T12:00:00.000Z' };
const PLATINUM: MembershipResponse = {
  membership: {
    tier: 'platinum',
    title: 'Platinum',
    since: '2026-10-05T12:00:00.000Z',
    amountCents: 10000,
    currency: 'usd',
    checkoutSessionId: null,
    subscriptionId: 'sub_1',
    status: 'active',
    ...PERIOD,
  },
  payments: [],
};
const ALLOWANCES: AllowanceSummary = {
  tier: 'platinum',
  ...PERIOD,
  used: { reviews: 4, consultations: 2, projects: 0 },
  left: { reviews: null, consultations: 0, projects: 1 },
  consultationMinutes: 60,
};

describe('the current membership card', () => {
  it('links each allowance line to its service: to start one while any is left, else to what the member has', async () => {
    setSessionToken('session-token');
    fakeApi(({ path }) => {
      if (path === 'membership') return { body: PLATINUM };
      if (path === 'allowances') return { body: ALLOWANCES };
      return undefined;
    });
    renderPage(<CurrentMembership />);
    const card = await screen.findByTestId('allowances-left');
    const lines = within(card).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Board reviews: Unlimited · Ask about a board',
      'Live consultations (60 min): 0 of 2 left · renews December 5 · Your consultations',
      'Design projects: 1 of 1 left · renews December 5 · Start a brief',
    ]);
    expect(within(card).getByRole('link', { name: 'Start a brief' }).getAttribute('href')).toBe('/projects');
    expect(within(card).getByRole('link', { name: 'Ask about a board' }).getAttribute('href')).toBe('/seeBoard');
    expect(within(card).getByRole('link', { name: 'Your consultations' }).getAttribute('href')).toBe('/consultations');
  });
});
