// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, renderPage } from '../../../testing/render-page';
import { AdminDesignersSection } from './admin-designers-section';

const ADA = { id: 'ada', name: 'Ada Lind', email: 'ada@example.com', suspended: false };
const BEN = { id: 'ben', name: 'Ben Okafor', email: 'ben@example.com', suspended: false };

describe("the admin page's designers", () => {
  it('asks before revoking, says what happened, and the list follows', async () => {
    setSessionToken('admin-session');
    let designers = [ADA, BEN];
    const calls = fakeApi((call) => {
      if (call.path === 'admin/designers') return { body: { designers } };
      if (call.method !== 'POST' || call.path !== 'admin/designers/ada/revoke') return undefined;
      designers = [BEN];
      return { body: { reviews: 2, projects: 1, boards: 1, consultations: 0 } };
    });
    const { user } = renderPage(<AdminDesignersSection />);
    const list = await screen.findByRole('list', { name: 'Designers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Ada Lindada@example.comSuspendRevoke', 'Ben Okaforben@example.comSuspendRevoke']);

    // Cancelling changes nothing.
    await user.click(screen.getByRole('button', { name: 'Revoke Ada Lind' }));
    expect(screen.getByRole('dialog', { name: "Revoke Ada Lind's designer role?" })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Ada Lind' }));
    await user.type(screen.getByLabelText('Why (kept in the audit log, optional)'), 'Left the studio.');
    await user.click(screen.getByRole('button', { name: 'Revoke the role' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(alerts()).toEqual([
      'Ada Lind is no longer a designer. 2 reviews and 1 project went back to the queue, 1 concept board is no longer co-edited ' +
        'by them, and 0 upcoming consultations were cancelled and given back to the members.',
    ]);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: 'admin/designers/ada/revoke',
      body: { reason: 'Left the studio.' },
      authorization: 'Bearer admin-session',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText('Ben Okafor');
    expect(screen.queryByText('Ada Lind')).toBeNull();
  });

  it('keeps the dialog open with the server’s message when the revoke fails', async () => {
    setSessionToken('admin-session');
    fakeApi((call) => {
      if (call.path === 'admin/designers') return { body: { designers: [ADA] } };
      if (call.method === 'POST') return { status: 404, body: { error: 'This designer does not exist.' } };
      return undefined;
    });
    const { user } = renderPage(<AdminDesignersSection />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Ada Lind' }));
    await user.click(screen.getByRole('button', { name: 'Revoke the role' }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This designer does not exist.');
  });

  it('suspends after asking why, shows the designer as suspended with Reinstate, and reinstates', async () => {
    setSessionToken('admin-session');
    let ada = ADA;
    const calls = fakeApi((call) => {
      if (call.path === 'admin/designers') return { body: { designers: [ada] } };
      if (call.method === 'POST' && call.path === 'admin/designers/ada/suspend') {
        ada = { ...ADA, suspended: true };
        return { body: { suspended: true } };
      }
      if (call.method === 'POST' && call.path === 'admin/designers/ada/reinstate') {
        ada = ADA;
        return { body: { suspended: false } };
      }
      return undefined;
    });
    const { user } = renderPage(<AdminDesignersSection />);
    await user.click(await screen.findByRole('button', { name: 'Suspend Ada Lind' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Ada Lind?' });
    await user.type(within(dialog).getByLabelText('Why (kept in the audit log, optional)'), 'Late twice.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Ada Lind is suspended.')).toBeTruthy();
    const row = await screen.findByRole('listitem');
    await within(row).findByText('Suspended');
    expect(row.textContent).toBe('Ada LindSuspendedada@example.comReinstateRevoke');
    await user.click(screen.getByRole('button', { name: 'Reinstate Ada Lind' }));
    expect(await screen.findByText('Ada Lind is reinstated.')).toBeTruthy();
    await screen.findByRole('button', { name: 'Suspend Ada Lind' });
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['admin/designers/ada/suspend', { reason: 'Late twice.' }],
      ['admin/designers/ada/reinstate', {}],
    ]);
  });
});
