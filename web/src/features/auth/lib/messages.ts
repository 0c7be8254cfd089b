// The spec's messages for sign-in, password reset and registration (section 8), by provider error code.

export const LOGIN_REJECTED = 'Email or password is incorrect.';
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
export const GOOGLE_CANCELLED = 'Google sign-in was cancelled.';
export const RESET_SENT = 'Password reset link sent to your email.';
export const REGISTERED = 'User registered successfully';
export const REGISTER_SERVER_FAILED = 'Error registering user. Please try again.';
export const REGISTER_FAILED = 'An unexpected error occurred. Please try again.';

const NO_ACCOUNT = 'No account found with this email.';
const INVALID_EMAIL = 'Invalid email address.';

const LOGIN: Record<string, string> = {
  'user-not-found': NO_ACCOUNT,
  'wrong-password': 'Incorrect password.',
  'invalid-email': INVALID_EMAIL,
  'user-disabled': 'Account has been disabled.',
  'invalid-credential': 'Invalid credentials.',
  'invalid-login-credentials': 'Invalid credentials.',
  'invalid-password': 'Invalid password.',
};

const RESET: Record<string, string> = { 'user-not-found': NO_ACCOUNT, 'invalid-email': INVALID_EMAIL };

const REGISTER: Record<string, string> = {
  'email-already-in-use': 'This email is already in use.',
  'invalid-email': INVALID_EMAIL,
  'weak-password': 'Password is too weak. Please use a stronger password.',
};

export const loginMessage = (code: string) => LOGIN[code] ?? 'Unexpected error occurred.';
export const resetMessage = (code: string) => RESET[code] ?? 'Failed to send reset link.';
export const registerProviderMessage = (code: string) => REGISTER[code] ?? 'An unexpected error occurred. Please try again later.';
export const googleMessage = (code: string) =>
  code === 'popup-closed-by-user' || code === 'cancelled-popup-request' ? GOOGLE_CANCELLED : GOOGLE_FAILED;

export const PASSWORD_CHANGED = 'Your password is changed.';
export const emailLinkSent = (address: string) => `We sent a link to ${address}. Your e-mail changes once you open it.`;
const CHANGE: Record<string, string> = {
  ...LOGIN,
  'wrong-password': 'Your current password is not right.',
  'invalid-credential': 'Your current password is not right.',
  'invalid-login-credentials': 'Your current password is not right.',
  'weak-password': REGISTER['weak-password']!,
  'email-already-in-use': REGISTER['email-already-in-use']!,
  'invalid-new-email': INVALID_EMAIL,
  'too-many-requests': 'Too many attempts. Please wait a moment and try again.',
};
export const changeMessage = (code: string) => CHANGE[code] ?? 'Something went wrong. Please try again.';
