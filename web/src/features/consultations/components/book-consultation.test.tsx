// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, renderPage } from '../../../testing/render-page';
import { BookConsultation } from './book-consultation';

// Noon UTC: the same calendar day in every zone from UTC-11 to UTC+11, wherever the test runs.
const SLOTS = ['2026-12-01T12:00:00.000Z', '2026-12-01T12:30:00.000Z', '2026-12-02T12:00:00.000Z'];
const ALLOWANCE_USED =
  'You have used this period’s live consultation. It renews on 1 January 2027. Platinum includes 2 live consultations a month.';

describe('booking a consultation', () => {
  it('shows the days and times, sends the chosen slot with the brief, boards and zone, and shows an allowance refusal with the plans', async () => {
    setSessionToken('session-token');
    const calls = fakeApi(({ method, path }) => {
      if (path === 'designers/dana/slots') return { body: { designerId: 'dana', timeZone: 'Europe/London', minutes: 30, slots: SLOTS } };
      if (path.startsWith('get_products_by_email/')) {
        return {
          body: {
            boards: [
              // The saved title is the list of products; the board's name is its generated title.
              { id: 'b1', title: 'Sofa, Lamp', generated_title: 'Sunny Loft', function_name: 'Entertainment', visibility: 'public' },
              { id: 'b2', title: 'Desk', generated_title: 'Secret Den', function_name: 'Entertainment', visibility: 'private' },
            ],
            next: null,
          },
        };
      }
      if (method === 'POST' && path === 'consultations') {
        return { status: 403, body: { error: ALLOWANCE_USED, code: 'allowance-used', upgradeTo: 'platinum' } };
      }
      return undefined;
    });
    const { user } = renderPage(<BookConsultation designerId="dana" designerName="Dana" />);

    const days = await screen.findByRole('group', { name: 'Day' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((day) => day.textContent),
    ).toEqual(['Tue 1 Dec', 'Wed 2 Dec']);
    within(days).getByRole('button', { name: 'Tue 1 Dec' });
    const times = screen.getByRole('group', { name: 'Times on Tue 1 Dec' });
    expect(within(times).getAllByRole('button')).toHaveLength(2);
    await user.click(within(times).getAllByRole('button')[1]!);
    await user.type(screen.getByLabelText('Your brief (optional)'), 'A calm study.');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Sunny Loft' })).toBeTruthy());
    expect(screen.queryByRole('checkbox', { name: 'Secret Den' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Sunny Loft' }));
    await user.click(screen.getByRole('button', { name: /^Book / }));

    await screen.findByText(ALLOWANCE_USED);
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/#membership-title');
    expect(alerts()).not.toContain('You are not authorized to perform this task');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      designerId: 'dana',
      start: SLOTS[1],
      brief: 'A calm study.',
      boardIds: ['b1'],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
