// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, renderPage } from '../../../testing/render-page';
import { bannerWanted, paintEarlyBanner } from '../early-banner';
import { VerifyEmailBanner } from './verify-email-banner';

/** A session token as /api/login makes it (a Firebase session cookie), with the claims the app reads. */
function sessionToken(uid: string, claims: Record<string, unknown> = {}): string {
  const payload = { sub: uid, email: `${uid}@example.com`, email_verified: false, firebase: { sign_in_provider: 'password' }, ...claims };
  return ['header', btoa(JSON.stringify(payload)).replace(/=+$/, ''), 'signature'].join('.');
}

const TEXT = (email: string) => `Verify your e-mail address to accept invitations and make AI boards: open the link we sent to ${email}.`;

/** Each element's tag, classes and own text, in document order: what decides the banner's size. */
function shape(element: Element): string[] {
  return [element, ...element.querySelectorAll('*')].map((node) => {
    const text = [...node.childNodes].filter((child) => child.nodeType === 3).map((child) => child.textContent);
    return `${node.tagName} ${node.className} ${JSON.stringify(text)}`;
  });
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the reminder to verify the e-mail address', () => {
  it('is on screen before the server answers, with the address of the session and the button', () => {
    setSessionToken(sessionToken('bob'));
    fakeApi((call) => (call.path === 'email-verification' ? { body: { email: 'bob@example.com', verified: false } } : undefined));
    renderPage(<VerifyEmailBanner />);
    const banner = screen.getByRole('complementary', { name: 'Verify your e-mail address' });
    expect(banner.querySelector('p')?.textContent).toBe(TEXT('bob@example.com'));
    expect(screen.getByRole('button', { name: 'Send the e-mail again' })).toBeTruthy();
  });

  it('stays hidden for the session once hidden, without asking the server again', async () => {
    const token = sessionToken('bob');
    setSessionToken(token);
    const calls = fakeApi((call) =>
      call.path === 'email-verification' ? { body: { email: 'bob@example.com', verified: false } } : undefined,
    );
    const { user, unmount } = renderPage(<VerifyEmailBanner />);
    await user.click(screen.getByRole('button', { name: 'Hide this reminder' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(bannerWanted(token, '/seeBoard')).toBe(false);
    unmount();
    const asked = calls.length;
    renderPage(<VerifyEmailBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(calls.length).toBe(asked);
  });

  it('goes once the server says the address is verified, says so, and is not wanted again for that account', async () => {
    const token = sessionToken('bob');
    setSessionToken(token);
    fakeApi((call) => (call.path === 'email-verification' ? { body: { email: 'bob@example.com', verified: true } } : undefined));
    expect(bannerWanted(token, '/seeBoard')).toBe(true);
    renderPage(<VerifyEmailBanner />);
    // The banner may not be up yet when the answer comes: wait for what the answer does, not for the banner to go.
    await waitFor(() => expect(alerts()).toEqual(['Your e-mail address is verified.']));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(bannerWanted(token, '/seeBoard')).toBe(false);
    expect(bannerWanted(sessionToken('ann'), '/seeBoard'), 'another account is asked about again').toBe(true);
  });

  it('is not wanted for a verified session, a Google account, or on the invitation page', () => {
    expect(bannerWanted(sessionToken('bob', { email_verified: true }), '/seeBoard')).toBe(false);
    expect(bannerWanted(sessionToken('bob', { firebase: { sign_in_provider: 'google.com' } }), '/seeBoard')).toBe(false);
    expect(bannerWanted(sessionToken('bob'), '/invite/abc')).toBe(false);
    expect(bannerWanted(null, '/seeBoard')).toBe(false);
  });

  it("is painted before the app loads with the app's markup, which takes its place", () => {
    const token = sessionToken('bob');
    localStorage.setItem('jwt', token);
    document.body.innerHTML = '<div id="root"></div>';
    paintEarlyBanner();
    const slot = document.getElementById('root')?.previousElementSibling;
    const copy = slot?.querySelector('aside');
    expect(copy?.inert).toBe(true);
    expect(copy?.querySelector('p')?.textContent).toBe(TEXT('bob@example.com'));
    const painted = shape(copy!);

    setSessionToken(token);
    fakeApi((call) => (call.path === 'email-verification' ? { body: { email: 'bob@example.com', verified: false } } : undefined));
    renderPage(<VerifyEmailBanner />);
    expect(copy?.isConnected, 'the copy is gone once the app shows its own').toBe(false);
    expect(shape(screen.getByRole('complementary', { name: 'Verify your e-mail address' }))).toEqual(painted);
  });

  it('paints nothing for a session that shows no reminder', () => {
    localStorage.setItem('jwt', sessionToken('bob', { email_verified: true }));
    document.body.innerHTML = '<div id="root"></div>';
    paintEarlyBanner();
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
