// @vitest-environment happy-dom
import { INVITE_EMAIL_UNVERIFIED } from '@contracts/live';
import { VERIFICATION_TOO_SOON } from '@contracts/email-verification';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../lib/session';
import { fakeApi, renderPage } from '../../testing/render-page';
import { InvitePage } from './invite-page';

const AT = { at: { path: '/invite/inv123', route: '/invite/:id' } };
const UNVERIFIED = { status: 403, body: { error: INVITE_EMAIL_UNVERIFIED, code: 'email-unverified', email: 'bob@example.com' } };

describe('invitation page for an invitee whose address is not verified', () => {
  it('offers the e-mail again, then accepts by itself once the address is verified', async () => {
    setSessionToken('session');
    let verified = false;
    const calls = fakeApi((call) => {
      if (call.path === 'invites/inv123') return UNVERIFIED;
      if (call.path === 'email-verification') return { body: { email: 'bob@example.com', verified } };
      if (call.path === 'invites/inv123/accept') return { body: { boardId: 'b1' } };
      return undefined;
    });
    const { user } = renderPage(<InvitePage />, AT);
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address to accept' })).toBeTruthy();
    expect(screen.getByText(/open the link in the e-mail we sent to it. This page goes on by itself once you have./).textContent).toBe(
      'You were invited to edit a board together. First verify bob@example.com: open the link in the e-mail we sent to it. This page goes on by itself once you have.',
    );
    expect(await screen.findByText('Waiting for you to open the link…')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('Sent to bob@example.com. It can take a minute to arrive; look in your spam folder too.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['email-verification']);

    verified = true;
    // The next check (every 4 s) finds it verified: the invitation is accepted and the board opens, with no click.
    expect((await screen.findByTestId('elsewhere', {}, { timeout: 8_000 })).textContent).toBe('/UserBoard/b1');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'email-verification',
      'invites/inv123/accept',
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('You can now edit this board together.');
  }, 15_000);

  it('says when the e-mail was sent a moment ago', async () => {
    setSessionToken('session');
    fakeApi((call) => {
      if (call.path === 'invites/inv123') return UNVERIFIED;
      if (call.path === 'email-verification' && call.method === 'POST') {
        return { status: 429, body: { error: VERIFICATION_TOO_SOON, code: 'rate-limited', retryAfter: 40 } };
      }
      if (call.path === 'email-verification') return { body: { email: 'bob@example.com', verified: false } };
      return undefined;
    });
    const { user } = renderPage(<InvitePage />, AT);
    await user.click(await screen.findByRole('button', { name: 'Send the e-mail again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(VERIFICATION_TOO_SOON);
  });
});
