// @vitest-environment happy-dom
import type { Profile } from '../api/get-profile';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, errorOf, fakeApi, navigatedTo, renderPage } from '../../../testing/render-page';
import { AccountManagementRoute } from '../routes/account-management-route';
import { EditProfileRoute } from '../routes/edit-profile-route';

const PROFILE: Profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  userName: 'ada.l',
  image: null,
  email: 'ada@example.com',
  address: '1 Analytical Way',
  unit: '',
  zip: '12345',
  city: 'London',
  state: 'Greater London',
  country: 'England',
};

const MAIL_PREFERENCES = { comments: true, followers: true, messages: true };

/** The profile, and Account Management's e-mail preferences beside it. */
const profileApi = (extra: Parameters<typeof fakeApi>[0] = () => undefined) =>
  fakeApi((call) =>
    call.path === 'get-profile' ? { body: PROFILE } : call.path === 'mail-preferences' ? { body: MAIL_PREFERENCES } : extra(call),
  );

describe('edit profile form', () => {
  it('asks a signed-out visitor to log in, without calling the API', () => {
    const calls = fakeApi(() => undefined);
    renderPage(<EditProfileRoute />);
    expect(screen.getByText('Please log in to edit your profile.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("fills the form from the profile and shows the spec's messages for bad values, on submit only", async () => {
    setSessionToken('session');
    profileApi();
    const { user } = renderPage(<EditProfileRoute />);
    const first = await screen.findByLabelText('First Name');
    expect(first).toHaveProperty('value', 'Ada');
    await user.clear(first);
    await user.type(first, 'Ada3');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.clear(screen.getByLabelText('User Name'));
    await user.type(screen.getByLabelText('User Name'), '12');
    expect(errorOf('First Name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf('First Name')).toBe('First name can only contain letters and hyphens');
    expect(errorOf('Last Name')).toBe('Last name is required');
    expect(errorOf('User Name')).toBe('Username must be at least 3 characters');
    await user.type(screen.getByLabelText('User Name'), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf('User Name')).toBe('Username must contain at least one alphabet');
    expect(navigatedTo()).toBeNull();
  });

  it("clears the user name's message as it is edited, and the circle's initials follow the names as typed", async () => {
    setSessionToken('session');
    profileApi();
    const { user } = renderPage(<EditProfileRoute />);
    const userName = await screen.findByLabelText('User Name');
    expect(screen.getByTestId('avatar').textContent).toBe('AL');
    await user.clear(userName);
    await user.type(userName, 'ab');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf('User Name')).toBe('Username must be at least 3 characters');
    await user.type(userName, 'c');
    expect(errorOf('User Name')).toBeNull();
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Zoë');
    expect(screen.getByTestId('avatar').textContent).toBe('ZL');
    expect(navigatedTo()).toBeNull();
  });

  it('saves the name and user name at once (no billing address), then goes on to Account Management', async () => {
    setSessionToken('session');
    const calls = profileApi((call) => (call.path === 'save-profile' ? { body: { message: 'Your profile is updated' } } : undefined));
    const { user } = renderPage(<EditProfileRoute />);
    const user_name = await screen.findByLabelText('User Name');
    await user.clear(user_name);
    await user.type(user_name, 'countess_ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(navigatedTo()).toBe('/account-management'));
    expect(calls.filter((call) => call.path === 'save-profile').map((call) => [call.method, call.body])).toEqual([
      ['PUT', { first_name: 'Ada', last_name: 'Lovelace', user_name: 'countess_ada' }],
    ]);
    expect(alerts()).toEqual(['Your name and user name are saved.']);
  });

  it("stays on the form with the server's message when the save is refused", async () => {
    setSessionToken('session');
    profileApi((call) => (call.path === 'save-profile' ? { status: 409, body: { error: 'This user name is taken.' } } : undefined));
    const { user } = renderPage(<EditProfileRoute />);
    await screen.findByLabelText('User Name');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This user name is taken.')).toBeTruthy();
    expect(navigatedTo()).toBeNull();
  });
});

describe('account management form', () => {
  it("shows the spec's messages for bad values and saves nothing", async () => {
    setSessionToken('session');
    const calls = profileApi();
    const { user } = renderPage(<AccountManagementRoute />);
    const zip = await screen.findByLabelText('Zip Code');
    await user.clear(zip);
    await user.type(zip, '1234');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'L0ndon');
    await user.clear(screen.getByLabelText('Address'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Address')).toBe('Address is required');
    expect(errorOf('Zip Code')).toBe('Please enter a valid zip code (e.g., 12345 or 12345-6789)');
    expect(errorOf('City')).toBe('City can only contain letters and hyphens');
    expect(errorOf('Country')).toBeNull();
    expect(calls.map((call) => call.path).sort()).toEqual(['account/export', 'get-profile', 'mail-preferences']);
  });

  it("saves with the profile's email and the Edit Profile data carried here, alerts 'Your profile is updated' and goes home", async () => {
    setSessionToken('session');
    const calls = profileApi((call) => (call.path === 'save-profile' ? { body: { ok: true } } : undefined));
    const carried = { first_name: 'Ada', last_name: 'King', user_name: 'countess_ada', image: null };
    const { user } = renderPage(<AccountManagementRoute />, { at: { path: '/account-management', state: carried } });
    const unit = await screen.findByLabelText('Apt/Unit/Suite (Optional)');
    await user.type(unit, 'Flat 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigatedTo()).toBe('/'));
    expect(alerts()).toEqual(['Your profile is updated']);
    expect(calls.find((call) => call.path === 'save-profile')).toEqual({
      method: 'PUT',
      path: 'save-profile',
      body: {
        email: 'ada@example.com',
        address: '1 Analytical Way',
        unit: 'Flat 2',
        zip: '12345',
        city: 'London',
        state: 'Greater London',
        country: 'England',
        first_name: 'Ada',
        last_name: 'King',
        user_name: 'countess_ada',
      },
      authorization: 'Bearer session',
    });
  });

  it("alerts the server's error field, or 'An unexpected error occurred. Please try again.' without one", async () => {
    setSessionToken('session');
    let answer = { status: 400, body: { error: 'Zip code is required' } as Record<string, unknown> };
    profileApi((call) => (call.path === 'save-profile' ? answer : undefined));
    const { user } = renderPage(<AccountManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Zip code is required');
    answer = { status: 502, body: {} };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toContain('An unexpected error occurred. Please try again.'));
    expect(navigatedTo()).toBeNull();
  });

  it("shows 'Saving...' on a disabled button while the save is under way", async () => {
    setSessionToken('session');
    let release = () => {};
    const calls = profileApi();
    const { user } = renderPage(<AccountManagementRoute />);
    const save = await screen.findByRole('button', { name: 'Save' });
    const slow = new Promise<void>((resolve) => (release = resolve));
    const fetchNow = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      await slow;
      return fetchNow(input, init);
    };
    await user.click(save);
    expect(save.textContent).toBe('Saving...');
    expect(save).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(calls.some((call) => call.path === 'save-profile')).toBe(true));
  });
});
