// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authDialogAtom } from '../../lib/auth-dialog';
import { setSessionToken, store } from '../../lib/session';
import { renderPage } from '../../testing/render-page';
import { RequireProfile, RequireSignIn } from './require-profile';

const profile = { firstName: 'Mia' };

const page = (value: typeof profile | null | undefined) => (
  <RequireProfile profile={value} what="edit your profile" loading="Loading your profile...">
    {(loaded) => <p>Hello {loaded.firstName}</p>}
  </RequireProfile>
);

beforeEach(() => store.set(authDialogAtom, null));

describe('RequireProfile', () => {
  it('asks a signed-out visitor to log in, and opens the Login dialog', async () => {
    const { user } = renderPage(page(null));
    expect(screen.getByText('Please log in to edit your profile.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(store.get(authDialogAtom)).toBe('login');
    expect(screen.queryByText(/Hello/)).toBeNull();
  });

  it('says it is loading while the profile loads, then shows the page with it', () => {
    setSessionToken('session');
    const { rerender } = renderPage(page(undefined));
    expect(screen.getByRole('status').textContent).toBe('Loading your profile...');
    rerender(page(profile));
    expect(screen.getByText('Hello Mia')).toBeTruthy();
  });

  it('asks to log in when a session has no profile', () => {
    setSessionToken('session');
    renderPage(page(null));
    expect(screen.getByText('Please log in to edit your profile.')).toBeTruthy();
  });
});

describe('RequireSignIn', () => {
  it('shows the page to a signed-in user', () => {
    setSessionToken('session');
    renderPage(
      <RequireSignIn prompt="Log in to read your messages.">
        <p>Your messages</p>
      </RequireSignIn>,
    );
    expect(screen.getByText('Your messages')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('says what logging in shows, with the Login link, to a visitor', () => {
    renderPage(
      <RequireSignIn prompt="Log in to read your messages.">
        <p>Your messages</p>
      </RequireSignIn>,
    );
    expect(screen.getByText('Log in to read your messages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText('Your messages')).toBeNull();
  });
});
