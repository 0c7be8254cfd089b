import { describe, expect, it } from 'vitest';
import { GOOGLE_CANCELLED, GOOGLE_FAILED, googleMessage, loginMessage, registerProviderMessage, resetMessage } from './messages';

describe('provider error messages (spec 8)', () => {
  it.each([
    ['user-not-found', 'No account found with this email.'],
    ['wrong-password', 'Incorrect password.'],
    ['invalid-email', 'Invalid email address.'],
    ['user-disabled', 'Account has been disabled.'],
    ['invalid-credential', 'Invalid credentials.'],
    ['invalid-password', 'Invalid password.'],
    ['network-request-failed', 'Unexpected error occurred.'],
  ])('login: %s → %s', (code, message) => expect(loginMessage(code)).toBe(message));

  it.each([
    ['user-not-found', 'No account found with this email.'],
    ['invalid-email', 'Invalid email address.'],
    ['too-many-requests', 'Failed to send reset link.'],
  ])('forgot password: %s → %s', (code, message) => expect(resetMessage(code)).toBe(message));

  it.each([
    ['email-already-in-use', 'This email is already in use.'],
    ['invalid-email', 'Invalid email address.'],
    ['weak-password', 'Password is too weak. Please use a stronger password.'],
    ['operation-not-allowed', 'An unexpected error occurred. Please try again later.'],
  ])('register: %s → %s', (code, message) => expect(registerProviderMessage(code)).toBe(message));

  it('gives Google failures a short message', () => {
    expect(googleMessage('popup-closed-by-user')).toBe(GOOGLE_CANCELLED);
    expect(googleMessage('popup-blocked')).toBe(GOOGLE_FAILED);
    expect(googleMessage('')).toBe(GOOGLE_FAILED);
  });
});
