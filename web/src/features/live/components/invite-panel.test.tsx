// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { AcceptInviteRoute } from '../routes/accept-invite-route';
import { AWAITING_VERIFICATION, InvitePanel } from './invite-panel';

const INVITE = { id: 'inv123', email: 'bob@example.com', createdAt: '2026-01-15T10:00:00.000Z' };

describe('invite panel', () => {
  it('refuses what is not an address without calling the API, then invites and shows the link to send', async () => {
    let invites: (typeof INVITE)[] = [];
    const calls = fakeApi((call) => {
      if (call.path === 'boards/b1/collaborators') return { body: { editors: [], invites } };
      if (call.path !== 'boards/b1/invites') return undefined;
      invites = [INVITE];
      return { status: 201, body: INVITE };
    });
    const { user } = renderPage(<InvitePanel boardId="b1" />);
    await user.type(screen.getByLabelText('E-mail address'), 'bob');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), ' Bob@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const ready = await screen.findByText(/Invitation ready for bob@example.com/);
    expect(within(ready.parentElement!).getByText(`${window.location.origin}/invite/inv123`)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'bob@example.com' });
    const list = await screen.findByRole('list', { name: 'Co-editors and invitations' });
    expect(within(list).getByText('Invited, not accepted yet')).toBeTruthy();
  });

  it('says which invitation waits for its invitee to verify their address', async () => {
    fakeApi((call) =>
      call.path === 'boards/b1/collaborators'
        ? {
            body: {
              editors: [],
              invites: [
                { ...INVITE, awaitingVerification: true },
                { ...INVITE, id: 'inv2', email: 'cy@example.com' },
              ],
            },
          }
        : undefined,
    );
    renderPage(<InvitePanel boardId="b1" />);
    const list = await screen.findByRole('list', { name: 'Co-editors and invitations' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      `bob@example.com${AWAITING_VERIFICATION}`,
      'cy@example.comInvited, not accepted yet',
    ]);
  });

  it('lists co-editors and removes one', async () => {
    let editors = [{ uid: 'u2', email: 'bob@example.com', name: 'Bob Builder' }];
    const calls = fakeApi((call) => {
      if (call.path === 'boards/b1/collaborators') return { body: { editors, invites: [] } };
      if (call.method !== 'DELETE' || call.path !== 'boards/b1/editors/u2') return undefined;
      editors = [];
      return { status: 204, body: {} };
    });
    const { user } = renderPage(<InvitePanel boardId="b1" />);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bob Builder no longer edits this board.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.queryByText('Bob Builder')).toBeNull();
  });
});

describe('invitation page', () => {
  it('asks a visitor to log in with the invited address', async () => {
    fakeApi(() => undefined);
    renderPage(<AcceptInviteRoute />, { at: { path: '/invite/inv123', route: '/invite/:id' } });
    expect(screen.getByText(/Log in with the e-mail address the invitation was sent to/)).toBeTruthy();
  });

  it("shows the server's refusal to another account", async () => {
    setSessionToken('session');
    fakeApi((call) =>
      call.path === 'invites/inv123'
        ? { status: 403, body: { error: 'This invitation is for another e-mail address. Sign in with the address it was sent to.' } }
        : undefined,
    );
    renderPage(<AcceptInviteRoute />, { at: { path: '/invite/inv123', route: '/invite/:id' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation is for another e-mail address. Sign in with the address it was sent to.',
    );
  });

  it('accepts for the invited account and opens the board', async () => {
    setSessionToken('session');
    fakeApi((call) => {
      if (call.path === 'invites/inv123') return { body: { id: 'inv123', boardId: 'b1', boardTitle: 'Calm Bedroom', ownerName: 'Ann' } };
      if (call.path === 'invites/inv123/accept') return { body: { boardId: 'b1' } };
      return undefined;
    });
    const { user } = renderPage(<AcceptInviteRoute />, { at: { path: '/invite/inv123', route: '/invite/:id' } });
    expect(await screen.findByRole('heading', { name: 'Edit “Calm Bedroom” together' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/UserBoard/b1');
  });
});
