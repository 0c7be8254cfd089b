// @vitest-environment happy-dom
import type { EarningsView } from '@contracts/earnings';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, renderPage } from '../../../testing/render-page';
import { AdminPayoutsSection } from './admin-payouts-section';
import { EarningsSection } from './earnings-section';
import { GetPaidSection } from './get-paid-section';

const EARNINGS: EarningsView = {
  period: '2026-11',
  thisPeriodCents: 3000,
  pendingCents: 1500,
  paidCents: 4500,
  currency: 'usd',
  lines: [
    {
      id: 'reversal_review_r1',
      kind: 'review',
      workId: 'r1',
      title: 'Calm bedroom',
      memberName: 'Maya T.',
      date: '2026-11-25T10:00:00.000Z',
      period: '2026-11',
      amountCents: -1500,
      status: 'pending',
      reversal: true,
    },
    {
      id: 'review_r1',
      kind: 'review',
      workId: 'r1',
      title: 'Calm bedroom',
      memberName: 'Maya T.',
      date: '2026-11-20T10:00:00.000Z',
      period: '2026-11',
      amountCents: 1500,
      status: 'pending',
      reversal: false,
    },
    {
      id: 'consultation_k1',
      kind: 'consultation',
      workId: 'k1',
      title: 'Green kitchen',
      memberName: 'Noah B.',
      date: '2026-10-28T11:00:00.000Z',
      period: '2026-10',
      amountCents: 4500,
      status: 'paid',
      reversal: false,
    },
  ],
};

describe('the Get paid tab', () => {
  it('offers to set up payouts and opens Stripe’s onboarding', async () => {
    setSessionToken('designer-session');
    const calls = fakeApi((call) => {
      if (call.path === 'designer/payouts') return { body: { status: 'none', detailsSubmitted: false } };
      if (call.method === 'POST' && call.path === 'designer/payouts/onboarding') return { body: { url: 'https://connect.test/setup/1' } };
      return undefined;
    });
    const onLeave = vi.fn();
    const { user } = renderPage(<GetPaidSection onLeave={onLeave} />);
    expect(await screen.findByText('Payouts are not set up yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await vi.waitFor(() => expect(onLeave).toHaveBeenCalledWith('https://connect.test/setup/1'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ authorization: 'Bearer designer-session' });
  });

  it('says when onboarding is not finished, and when payouts are enabled', async () => {
    setSessionToken('designer-session');
    let status = 'onboarding';
    fakeApi((call) => (call.path === 'designer/payouts' ? { body: { status, detailsSubmitted: false } } : undefined));
    const first = renderPage(<GetPaidSection onLeave={vi.fn()} />);
    expect(await screen.findByText('Your payout set-up is not finished.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue setting up payouts' })).toBeTruthy();
    first.unmount();
    status = 'enabled';
    renderPage(<GetPaidSection onLeave={vi.fn()} />);
    expect(await screen.findByText('Payouts are enabled. Your earnings are paid to your Stripe account.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the set-up was not finished when Stripe sends the designer back to refresh the link', async () => {
    setSessionToken('designer-session');
    fakeApi((call) => (call.path === 'designer/payouts' ? { body: { status: 'onboarding', detailsSubmitted: false } } : undefined));
    renderPage(<GetPaidSection onLeave={vi.fn()} />, { at: { path: '/designer/get-paid', search: '?refresh=1' } });
    expect(await screen.findByText('The set-up was not finished: open it again to go on where you left off.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue setting up payouts' })).toBeTruthy();
  });

  it('tells the server’s message when onboarding cannot start', async () => {
    setSessionToken('designer-session');
    fakeApi((call) => {
      if (call.path === 'designer/payouts') return { body: { status: 'none', detailsSubmitted: false } };
      if (call.method === 'POST') return { status: 503, body: { error: 'Payments are not configured.' } };
      return undefined;
    });
    const { user } = renderPage(<GetPaidSection onLeave={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    await vi.waitFor(() => expect(alerts()).toEqual(['Error: Payments are not configured.']));
  });
});

describe('the Earnings tab', () => {
  it('shows this month, pending and paid, each line with its work, and the CSV link', async () => {
    setSessionToken('designer-session');
    fakeApi((call) => (call.path === 'designer/earnings' ? { body: EARNINGS } : undefined));
    renderPage(<EarningsSection />);
    const table = await screen.findByRole('table', { name: 'Your earnings, newest first' });
    const totals = screen.getAllByRole('definition').map((figure) => figure.textContent);
    expect(totals).toEqual(['$30.00', '$15.00', '$45.00']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      [],
      ['Nov 25, 2026', 'Reversal: Board review · Calm bedroom', 'Maya T.', '-$15.00', 'Pending'],
      ['Nov 20, 2026', 'Board review · Calm bedroom', 'Maya T.', '$15.00', 'Pending'],
      ['Oct 28, 2026', 'Consultation · Green kitchen', 'Noah B.', '$45.00', 'Paid'],
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/designer/earnings.csv');
  });

  it('downloads the CSV with the session', async () => {
    setSessionToken('designer-session');
    const calls = fakeApi((call) => (call.path.startsWith('designer/earnings') ? { body: EARNINGS } : undefined));
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:earnings');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = renderPage(<EarningsSection />);
    await user.click(await screen.findByRole('link', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.at(-1)).toMatchObject({ path: 'designer/earnings.csv', authorization: 'Bearer designer-session' });
    vi.restoreAllMocks();
  });

  it('says there is nothing yet', async () => {
    setSessionToken('designer-session');
    fakeApi((call) =>
      call.path === 'designer/earnings'
        ? { body: { ...EARNINGS, lines: [], thisPeriodCents: 0, pendingCents: 0, paidCents: 0 } }
        : undefined,
    );
    renderPage(<EarningsSection />);
    expect(
      await screen.findByText(
        'No earnings yet. Each review you deliver, consultation you hold and project a member closes adds a line here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});

/** The admin page's audit log as another feature reads it: the cache key app/link-reads.ts gives the 'audit-log' read. */
function AuditLogReader() {
  const audit = useQuery({ queryKey: ['admin', 'audit'], queryFn: () => api<{ entries: unknown[] }>('admin/audit') });
  return audit.data ? <p>{audit.data.entries.length} audit lines</p> : null;
}

describe("the admin page's payouts", () => {
  it('reports a month per designer and pays it on demand', async () => {
    setSessionToken('admin-session');
    const period = new Date().toISOString().slice(0, 7);
    let paid = false;
    const calls = fakeApi((call) => {
      if (call.path === `admin/payouts?period=${period}`) {
        return {
          body: {
            period,
            designers: [
              { uid: 'ada', name: 'Ada Lind', pendingCents: paid ? 0 : 1500, paidCents: paid ? 1500 : 0, heldCents: 0, account: 'enabled' },
              { uid: 'ben', name: 'Ben Okafor', pendingCents: 0, paidCents: 0, heldCents: 2500, account: 'none' },
            ],
          },
        };
      }
      if (call.method === 'POST' && call.path === 'admin/payouts/run') {
        paid = true;
        return {
          body: {
            period,
            outcomes: [
              { designerUid: 'ada', outcome: 'paid', amountCents: 1500, transferId: 'tr_1' },
              { designerUid: 'ben', outcome: 'held', amountCents: 0, transferId: null },
            ],
          },
        };
      }
      return undefined;
    });
    const { user } = renderPage(<AdminPayoutsSection />);
    const table = await screen.findByRole('table', { name: `Payouts for ${period}` });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(rows()).toEqual([
      ['Ada Lind', 'Enabled', '$15.00', '$0.00', '$0.00'],
      ['Ben Okafor', 'Not set up', '$0.00', '$25.00', '$0.00'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Pay this month now' }));
    await vi.waitFor(() => expect(alerts()).toEqual([`${period}: Paid 1 designer $15.00, held 1.`]));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { period }, authorization: 'Bearer admin-session' });
    await vi.waitFor(() => expect(rows()[0]).toEqual(['Ada Lind', 'Enabled', '$0.00', '$0.00', '$15.00']));
  });

  it("asks the audit log again after a run, which appends the run's line", async () => {
    setSessionToken('admin-session');
    const period = new Date().toISOString().slice(0, 7);
    let ran = false;
    fakeApi((call) => {
      if (call.path === `admin/payouts?period=${period}`) return { body: { period, designers: [] } };
      if (call.path === 'admin/audit') return { body: { entries: ran ? [{ id: 'a1' }] : [], next: null } };
      if (call.method === 'POST' && call.path === 'admin/payouts/run') {
        ran = true;
        return { body: { period, outcomes: [] } };
      }
      return undefined;
    });
    const { user } = renderPage(
      <>
        <AdminPayoutsSection />
        <AuditLogReader />
      </>,
    );
    await screen.findByText('0 audit lines');
    await user.click(screen.getByRole('button', { name: 'Pay this month now' }));
    expect(await screen.findByText('1 audit lines')).toBeTruthy();
  });
});
