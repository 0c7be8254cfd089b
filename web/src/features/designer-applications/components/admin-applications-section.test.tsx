// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, renderPage } from '../../../testing/render-page';
import { AdminApplicationsSection } from './admin-applications-section';

const application = (id: string, name: string) => ({
  id,
  status: 'pending',
  name,
  bio: `${name} designs small flats.`,
  styles: ['Natural Tones', 'Light Tones'],
  time_zone: 'Europe/Berlin',
  meeting_url: `https://meet.example/${id}`,
  portfolio: [1, 2, 3].map((n) => ({ url: `/api/files/portfolio/${id}${n}.jpg`, board_id: n === 3 ? 'board1' : null })),
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  reason: null,
  applicant: { uid: id, email: `${id}@example.com` },
});

/** The admin page's audit log as another feature reads it: the cache key app/link-reads.ts gives the 'audit-log' read. */
function AuditLogReader() {
  const audit = useQuery({ queryKey: ['admin', 'audit'], queryFn: () => api<{ entries: unknown[] }>('admin/audit') });
  return audit.data ? <p>{audit.data.entries.length} audit lines</p> : null;
}

describe("the admin page's applications", () => {
  it('shows each pending application with its pictures, bio, styles and link; Approve approves and the list follows', async () => {
    setSessionToken('admin-session');
    let pending = [application('maya', 'Maya Ito'), application('noor', 'Noor Haddad')];
    const calls = fakeApi((call) => {
      if (call.path === 'admin/applications?status=pending') return { body: { applications: pending } };
      if (call.method === 'POST' && call.path === 'admin/applications/maya/approve') {
        pending = pending.slice(1);
        return { body: { ...application('maya', 'Maya Ito'), status: 'approved' } };
      }
      return undefined;
    });
    const { user } = renderPage(<AdminApplicationsSection />);
    const list = await screen.findByRole('list', { name: 'Pending applications' });
    const maya = within(list).getByRole('listitem', { name: 'Maya Ito' });
    expect(within(maya).getByText('Maya Ito designs small flats.')).toBeTruthy();
    expect(within(maya).getByText('Natural Tones, Light Tones')).toBeTruthy();
    expect(within(maya).getByRole('link', { name: 'https://meet.example/maya' }).getAttribute('href')).toBe('https://meet.example/maya');
    expect(maya.textContent).toContain('maya@example.com · sent Nov 20, 2026 · Europe/Berlin');
    const pictures = within(maya).getByRole('list', { name: "Maya Ito's portfolio" });
    expect(
      within(pictures)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('src'), img.getAttribute('alt')]),
    ).toEqual([
      ['/api/files/portfolio/maya1.jpg', 'Portfolio picture 1'],
      ['/api/files/portfolio/maya2.jpg', 'Portfolio picture 2'],
      ['/api/files/portfolio/maya3.jpg', 'Portfolio picture 3 (a board)'],
    ]);

    await user.click(within(maya).getByRole('button', { name: 'Approve Maya Ito' }));
    expect(await screen.findByText('Maya Ito is now a designer; the welcome mail is on its way.')).toBeTruthy();
    await screen.findByRole('listitem', { name: 'Noor Haddad' });
    expect(screen.queryByRole('listitem', { name: 'Maya Ito' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body, call.authorization])).toEqual([
      ['admin/applications/maya/approve', {}, 'Bearer admin-session'],
    ]);
  });

  it('asks for the reason before declining, and sends it', async () => {
    setSessionToken('admin-session');
    let pending = [application('noor', 'Noor Haddad')];
    const calls = fakeApi((call) => {
      if (call.path === 'admin/applications?status=pending') return { body: { applications: pending } };
      if (call.method === 'POST' && call.path === 'admin/applications/noor/decline') {
        pending = [];
        return { body: { ...application('noor', 'Noor Haddad'), status: 'declined' } };
      }
      return undefined;
    });
    const { user } = renderPage(<AdminApplicationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Decline Noor Haddad' }));
    const dialog = screen.getByRole('dialog', { name: "Decline Noor Haddad's application?" });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Enter the reason for declining.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason (mailed to them)'), 'Show us finished rooms, not renders.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('No applications waiting.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(alerts()).toEqual(["Noor Haddad's application is declined; they were mailed the reason."]);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: 'admin/applications/noor/decline',
      body: { reason: 'Show us finished rooms, not renders.' },
    });
  });

  it('says the approval went through when the card has left the list before the audit log has refreshed', async () => {
    setSessionToken('admin-session');
    let pending = [application('maya', 'Maya Ito')];
    fakeApi((call) => {
      if (call.path === 'admin/applications?status=pending') return { body: { applications: pending } };
      if (call.path === 'admin/audit') return { body: { entries: [], next: null } };
      if (call.method === 'POST' && call.path === 'admin/applications/maya/approve') {
        pending = [];
        return { body: { ...application('maya', 'Maya Ito'), status: 'approved' } };
      }
      return undefined;
    });
    // The audit log's refresh after the approval waits until released: the list has refreshed (the card is gone) first.
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let approved = false;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (init.method === 'POST') approved = true;
      else if (approved && String(input).includes('admin/audit')) await held;
      return answer(input, init);
    });
    const { user } = renderPage(
      <>
        <AdminApplicationsSection />
        <AuditLogReader />
      </>,
    );
    await screen.findByText('0 audit lines');
    await user.click(await screen.findByRole('button', { name: 'Approve Maya Ito' }));
    expect(await screen.findByText('No applications waiting.')).toBeTruthy();
    release();
    expect(await screen.findByText('Maya Ito is now a designer; the welcome mail is on its way.')).toBeTruthy();
  });
});
