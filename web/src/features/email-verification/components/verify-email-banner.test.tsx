// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { VerifyEmailBanner } from './verify-email-banner';

afterEach(() => sessionStorage.clear());

describe('the reminder to verify the e-mail address', () => {
  it('shows the address and the button, and stays hidden for the session once hidden', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) =>
      call.path === 'email-verification' ? { body: { email: 'bob@example.com', verified: false } } : undefined,
    );
    const { user, unmount } = renderPage(<VerifyEmailBanner />);
    const banner = await screen.findByRole('complementary', { name: 'Verify your e-mail address' });
    expect(banner.querySelector('p')?.textContent).toBe(
      'Verify your e-mail address to accept invitations and make AI boards: open the link we sent to bob@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Send the e-mail again' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide this reminder' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    const asked = calls.length;
    renderPage(<VerifyEmailBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(calls.length).toBe(asked);
  });

  it('shows nothing for an address verified since the session was made', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) =>
      call.path === 'email-verification' ? { body: { email: 'bob@example.com', verified: true } } : undefined,
    );
    renderPage(<VerifyEmailBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.path)).toEqual(['email-verification']);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
