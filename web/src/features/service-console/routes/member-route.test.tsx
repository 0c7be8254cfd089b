// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { EMERGENCY_CANCEL_REASON } from '@contracts/service-console';
import { describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, renderPage } from '../../../testing/render-page';
import { MemberRoute } from './member-route';

const allowances = (reviews: number) => ({
  tier: 'gold',
  periodStart: '2026-11-10T00:00:00.000Z',
  periodEnd: '2026-12-10T00:00:00.000Z',
  used: { reviews, consultations: 0, projects: 0 },
  left: { reviews: 3 - reviews, consultations: 1, projects: 0 },
  consultationMinutes: 30,
});
const member = (reviews: number, refundable = true) => ({
  uid: 'maya',
  email: 'maya@example.com',
  name: 'Maya Berg',
  membership: { tier: 'gold', title: 'Gold', status: 'active' },
  allowances: allowances(reviews),
  refundable,
  reviews: [{ id: 'r1', title: 'Sunny den', status: 'delivered', designerName: 'Aki Sato', at: '2026-11-12T10:00:00.000Z' }],
  consultations: [],
  projects: [],
});

describe("an admin's page of a member", () => {
  it('gives back one allowance of a kind after asking why, and shows it given back', async () => {
    setSessionToken('admin-session');
    let used = 1;
    const calls = fakeApi((call) => {
      if (call.path === 'admin/members/maya') return { body: member(used) };
      if (call.method === 'POST' && call.path === 'admin/members/maya/credit') {
        used = 0;
        return { body: { kind: 'reviews', allowances: allowances(0) } };
      }
      return undefined;
    });
    const { user } = renderPage(<MemberRoute />, { at: { path: '/admin/members/maya', route: '/admin/members/:uid' } });
    expect((await screen.findByRole('heading', { name: 'Maya Berg' })).textContent).toBe('Maya Berg');
    const table = screen.getByRole('table', { name: 'Allowances this period' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Board reviews12Give back');
    expect((screen.getByRole('button', { name: 'Give back one consultation' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Give back one board review' }));
    const dialog = screen.getByRole('dialog', { name: 'Give back one board review?' });
    await user.type(within(dialog).getByLabelText('Why (kept in the audit log, optional)'), 'The review came late.');
    await user.click(within(dialog).getByRole('button', { name: 'Give back' }));
    expect(await screen.findByText('One board review was given back.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { kind: 'reviews', reason: 'The review came late.' } });
    await screen.findByText((_, element) => element?.textContent === 'Board reviews03Give back');
  });

  it('refunds this period after asking, and offers no refund when there is none to make', async () => {
    setSessionToken('admin-session');
    let refundable = true;
    const calls = fakeApi((call) => {
      if (call.path === 'admin/members/maya') return { body: member(0, refundable) };
      if (call.method === 'POST' && call.path === 'admin/members/maya/refund') {
        refundable = false;
        return { body: { refundId: 're_1', invoiceId: 'in_1', amountCents: 5000 } };
      }
      return undefined;
    });
    const { user } = renderPage(<MemberRoute />, { at: { path: '/admin/members/maya', route: '/admin/members/:uid' } });
    await user.click(await screen.findByRole('button', { name: 'Refund this period' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Refund this period?' })).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$50.00 is being refunded.')).toBeTruthy();
    expect(alerts()).toEqual(['$50.00 is being refunded.']);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: 'admin/members/maya/refund', body: {} }),
    ]);
    await screen.findByRole('button', { name: 'Refund this period' });
    await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Refund this period' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('cancels a confirmed consultation and gives it back after asking why (required), and the list follows', async () => {
    setSessionToken('admin-session');
    let status = 'confirmed';
    const withConsultations = () => ({
      ...member(0),
      consultations: [
        { id: 'k1', status, designerName: 'Aki Sato', start: '2026-11-20T15:00:00.000Z' },
        { id: 'k0', status: 'cancelled', designerName: 'Aki Sato', start: '2026-11-12T15:00:00.000Z' },
      ],
    });
    const calls = fakeApi((call) => {
      if (call.path === 'admin/members/maya') return { body: withConsultations() };
      if (call.method === 'POST' && call.path === 'admin/consultations/k1/cancel') {
        status = 'cancelled';
        return { body: { id: 'k1', memberUid: 'maya', status: 'cancelled', reversedCents: 2500 } };
      }
      return undefined;
    });
    const { user } = renderPage(<MemberRoute />, { at: { path: '/admin/members/maya', route: '/admin/members/:uid' } });
    const list = await screen.findByRole('list', { name: 'Consultations' });
    // Only the confirmed one can be cancelled.
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel and give back']);
    await user.click(
      screen.getByRole('button', { name: 'Cancel and give back the consultation of Nov 20, 2026, 3:00 PM UTC with Aki Sato' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this consultation and give it back?' });
    expect(dialog.textContent).toContain("If it was held, the designer's earning for it is reversed.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and give back' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(EMERGENCY_CANCEL_REASON);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Why (kept in the audit log)'), 'The designer did not show up.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and give back' }));
    const said = "The consultation is cancelled and given back to the member. The designer's earning of $25.00 is reversed.";
    expect(await screen.findByText(said)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: 'admin/consultations/k1/cancel', body: { reason: 'The designer did not show up.' } }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: 'Consultations' })).queryAllByRole('button')).toEqual([]));
    expect(within(screen.getByRole('list', { name: 'Consultations' })).getAllByRole('listitem')[0]!.textContent).toBe(
      'Nov 20, 2026 · Aki Sato · cancelled',
    );
  });

  it("shows the server's refusal in the dialog when the consultation was cancelled meanwhile", async () => {
    setSessionToken('admin-session');
    fakeApi((call) => {
      if (call.path === 'admin/members/maya')
        return {
          body: {
            ...member(0),
            consultations: [{ id: 'k1', status: 'confirmed', designerName: 'Aki Sato', start: '2026-11-20T15:00:00.000Z' }],
          },
        };
      if (call.method === 'POST') return { status: 409, body: { error: 'This consultation is cancelled already.' } };
      return undefined;
    });
    const { user } = renderPage(<MemberRoute />, { at: { path: '/admin/members/maya', route: '/admin/members/:uid' } });
    await user.click(await screen.findByRole('button', { name: /^Cancel and give back the consultation/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this consultation and give it back?' });
    await user.type(within(dialog).getByLabelText('Why (kept in the audit log)'), 'No-show.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and give back' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This consultation is cancelled already.');
  });
});
