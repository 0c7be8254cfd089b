// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSessionToken } from '../../../lib/session';
import { alerts, errorOf, fakeApi, renderPage } from '../../../testing/render-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

// The identity provider (Firebase Auth's web SDK) is a port we do not own: its answers are played here.
const provider = vi.hoisted(() => ({
  passwordSignIn: vi.fn<(email: string, password: string) => Promise<string>>(),
  googleSignIn: vi.fn<() => Promise<string>>(),
  createAccount: vi.fn<(email: string, password: string) => Promise<{ idToken: string; remove: () => Promise<void> }>>(),
  sendPasswordReset: vi.fn<(email: string) => Promise<void>>(),
}));
vi.mock('../lib/provider', () => ({
  ...provider,
  preloadProvider: () => {},
  providerSignOut: async () => {},
  providerErrorCode: (error: unknown) => String((error as { code?: string }).code ?? '').replace(/^auth\//, ''),
}));

const failure = (code: string) => Object.assign(new Error(code), { code: `auth/${code}` });

beforeEach(() => {
  for (const fn of Object.values(provider)) fn.mockReset();
});

describe('login form', () => {
  it("shows the spec's messages for an empty form and calls nobody", async () => {
    const calls = fakeApi(() => undefined);
    const { user } = renderPage(<LoginForm onForgotPassword={() => {}} onSignedIn={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(errorOf('Email')).toBe('Email is required.');
    expect(errorOf('Password')).toBe('Password is required.');
    expect(provider.passwordSignIn).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('clears a field’s message as soon as that field is edited', async () => {
    const { user } = renderPage(<LoginForm onForgotPassword={() => {}} onSignedIn={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(errorOf('Email')).toBeNull();
    expect(errorOf('Password')).toBe('Password is required.');
  });

  it("shows the password as text after 'Show password', and hides it again", async () => {
    const { user } = renderPage(<LoginForm onForgotPassword={() => {}} onSignedIn={() => {}} />);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Secret!23');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it.each([
    ['user-not-found', 'No account found with this email.'],
    ['wrong-password', 'Incorrect password.'],
    ['invalid-credential', 'Invalid credentials.'],
    ['too-many-requests', 'Unexpected error occurred.'],
  ])("turns the provider's %s into '%s'", async (code, message) => {
    provider.passwordSignIn.mockRejectedValue(failure(code));
    const { user } = renderPage(<LoginForm onForgotPassword={() => {}} onSignedIn={() => {}} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret!23');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  });

  it('exchanges the ID token for the session token, stores it as jwt and reports the sign-in', async () => {
    provider.passwordSignIn.mockResolvedValue('id-token');
    const calls = fakeApi((call) => (call.path === 'login' ? { body: { token: 'session-token' } } : undefined));
    const onSignedIn = vi.fn();
    const { user } = renderPage(<LoginForm onForgotPassword={() => {}} onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret!23');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(provider.passwordSignIn).toHaveBeenCalledWith('ada@example.com', 'Secret!23');
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'login', body: { idToken: 'id-token' } },
    ]);
    expect(currentSessionToken()).toBe('session-token');
    expect(localStorage.getItem('jwt')).toBe('session-token');
  });

  it("answers a refused login with 'Email or password is incorrect.' and stays signed out", async () => {
    provider.passwordSignIn.mockResolvedValue('id-token');
    fakeApi(() => ({ status: 401, body: { error: 'Your sign-in could not be verified.' } }));
    const onSignedIn = vi.fn();
    const { user } = renderPage(<LoginForm onForgotPassword={() => {}} onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret!23');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email or password is incorrect.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(currentSessionToken()).toBeNull();
  });
});

describe('register form', () => {
  const type = async (user: ReturnType<typeof renderPage>['user'], values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  };
  const VALID = {
    'First Name': 'Ada',
    'Last Name': 'Lovelace',
    Email: 'ada@example.com',
    Address: '1 Analytical Way',
    Password: 'Secret!23',
    'Confirm Password': 'Secret!23',
  };

  it("shows every field's required message on an empty submit", async () => {
    const { user } = renderPage(<RegisterForm onRegistered={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(['First Name', 'Last Name', 'Email', 'Address', 'Password', 'Confirm Password'].map((label) => [label, errorOf(label)])).toEqual(
      [
        ['First Name', 'First Name is required'],
        ['Last Name', 'Last Name is required'],
        ['Email', 'Email is required'],
        ['Address', 'Address is required'],
        ['Password', 'Password is required'],
        ['Confirm Password', 'Please confirm your password'],
      ],
    );
    expect(provider.createAccount).not.toHaveBeenCalled();
  });

  it('clears a field’s message as soon as that field is edited, and only that one', async () => {
    const { user } = renderPage(<RegisterForm onRegistered={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('First Name'), 'A');
    expect(errorOf('First Name')).toBeNull();
    expect(errorOf('Last Name')).toBe('Last Name is required');
  });

  it("shows the spec's rule messages for bad values", async () => {
    const { user } = renderPage(<RegisterForm onRegistered={() => {}} />);
    await type(user, { ...VALID, 'First Name': 'Ada2', Email: 'ada@', Password: 'short', 'Confirm Password': 'other' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(errorOf('First Name')).toBe('First Name can only contain letters and spaces');
    expect(errorOf('Email')).toBe('Email must be a valid email address (e.g., name@example.com)');
    expect(errorOf('Password')).toBe(
      'Password must be 8-15 characters long, with at least one uppercase, one lowercase, and one special character.',
    );
    expect(errorOf('Confirm Password')).toBe('Passwords do not match');
    expect(provider.createAccount).not.toHaveBeenCalled();
  });

  it("answers the provider's email-already-in-use with 'This email is already in use.'", async () => {
    provider.createAccount.mockRejectedValue(failure('email-already-in-use'));
    const { user } = renderPage(<RegisterForm onRegistered={() => {}} />);
    await type(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This email is already in use.');
  });

  it('creates the account, posts sign_up with its ID token (no password), starts the session and clears the form', async () => {
    provider.createAccount.mockResolvedValue({ idToken: 'new-id-token', remove: vi.fn() });
    const calls = fakeApi((call) =>
      call.path === 'sign_up' ? { status: 201, body: {} } : call.path === 'login' ? { body: { token: 'session-token' } } : undefined,
    );
    const onRegistered = vi.fn();
    const { user } = renderPage(<RegisterForm onRegistered={onRegistered} />);
    await type(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(calls.map(({ path, body, authorization }) => ({ path, body, authorization }))).toEqual([
      {
        path: 'sign_up',
        body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', address: '1 Analytical Way' },
        authorization: 'Bearer new-id-token',
      },
      { path: 'login', body: { idToken: 'new-id-token' }, authorization: null },
    ]);
    expect(currentSessionToken()).toBe('session-token');
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', '');
  });

  it("undoes the provider account when sign_up fails and shows the server's message", async () => {
    const remove = vi.fn(async () => {});
    provider.createAccount.mockResolvedValue({ idToken: 'new-id-token', remove });
    fakeApi(() => ({ status: 409, body: { error: 'An account with this email already exists.' } }));
    const { user } = renderPage(<RegisterForm onRegistered={() => {}} />);
    await type(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'An account with this email already exists.');
    expect(remove).toHaveBeenCalledOnce();
  });
});

describe('forgot password form', () => {
  it("requires the email ('Email is required.')", async () => {
    const { user } = renderPage(<ForgotPasswordForm onCancel={() => {}} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(errorOf('Email')).toBe('Email is required.');
    expect(provider.sendPasswordReset).not.toHaveBeenCalled();
  });

  it.each([
    ['user-not-found', 'No account found with this email.'],
    ['invalid-email', 'Invalid email address.'],
    ['network-request-failed', 'Failed to send reset link.'],
  ])("turns the provider's %s into '%s'", async (code, message) => {
    provider.sendPasswordReset.mockRejectedValue(failure(code));
    const { user } = renderPage(<ForgotPasswordForm onCancel={() => {}} onDone={() => {}} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  });

  it("says 'Password reset link sent to your email.', then returns to Login after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      provider.sendPasswordReset.mockResolvedValue();
      const onDone = vi.fn();
      const { user } = renderPage(<ForgotPasswordForm onCancel={() => {}} onDone={onDone} />);
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Send Link' }));
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Password reset link sent to your email.');
      expect(provider.sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
      await vi.advanceTimersByTimeAsync(4900);
      expect(onDone).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(onDone).toHaveBeenCalledOnce();
      expect(alerts()).toEqual(['Password reset link sent to your email.']);
    } finally {
      vi.useRealTimers();
    }
  });
});
