import { LoginForm as LoginSchema } from '@contracts/accounts';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { SIGN_IN_TOO_OLD, startSession } from '../api/start-session';
import { googleMessage, LOGIN_REJECTED, loginMessage } from '../lib/messages';
import { googleSignIn, passwordSignIn, preloadProvider, providerErrorCode } from '../lib/provider';
import { PasswordField } from './password-field';
import { FormError } from '../../../components/ui/form-error';
import layout from '../../../components/ui/form-layout.module.css';
import styles from './auth.module.css';

interface LoginFormProps {
  onForgotPassword: () => void;
  /** Called once the session token is stored. */
  onSignedIn: () => void;
}

const GoogleMark = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
    <path
      fill="#FFC107"
      d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5Z"
    />
    <path
      fill="#FF3D00"
      d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z"
    />
    <path
      fill="#4CAF50"
      d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44Z"
    />
    <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5Z" />
  </svg>
);

/** A new sign-in with the provider and a new session from it; false when either fails. */
async function retrySession(getIdToken: () => Promise<string>): Promise<boolean> {
  try {
    await startSession(await getIdToken());
    return true;
  } catch {
    return false;
  }
}

/** Email and password, the 'Forget Password' switch, and Google. */
export function LoginForm({ onForgotPassword, onSignedIn }: LoginFormProps) {
  const form = useZodForm(LoginSchema, { email: '', password: '' });
  const [busy, setBusy] = useState<'password' | 'google' | null>(null);
  const [error, setError] = useState('');

  useEffect(preloadProvider, []);

  async function signIn(kind: 'password' | 'google', getIdToken: () => Promise<string>, messageFor: (code: string) => string) {
    setError('');
    setBusy(kind);
    try {
      let idToken: string;
      try {
        idToken = await getIdToken();
      } catch (providerError) {
        const code = providerErrorCode(providerError);
        if (!code) console.error('Sign-in failed', providerError);
        setError(messageFor(code));
        return;
      }
      try {
        await startSession(idToken);
      } catch (sessionError) {
        // The server takes only a recent sign-in (a clock far off, a page left open mid-sign-in): sign in afresh once.
        const stale = sessionError instanceof ApiError && sessionError.body.code === SIGN_IN_TOO_OLD;
        const signedInAfresh = stale && (await retrySession(getIdToken));
        if (!signedInAfresh) {
          setError(stale ? (sessionError as ApiError).message : LOGIN_REJECTED);
          return;
        }
      }
      onSignedIn();
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.validate();
    if (data) void signIn('password', () => passwordSignIn(data.email, data.password), loginMessage);
  }

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <FormError>{error}</FormError>
      <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      <PasswordField label="Password" autoComplete="current-password" placeholder="Your password" {...form.field('password')} />
      <button type="button" className={styles.forgot} onClick={onForgotPassword}>
        Forget Password
      </button>
      <Button type="submit" block disabled={busy !== null}>
        {busy === 'password' ? 'Logging in...' : 'Login'}
      </Button>
      <p className={styles.divider}>or</p>
      <Button
        variant="secondary"
        block
        className={styles.google}
        disabled={busy !== null}
        onClick={() => void signIn('google', googleSignIn, googleMessage)}
      >
        <GoogleMark />
        {busy === 'google' ? 'Connecting to Google...' : 'Continue with Google'}
      </Button>
    </form>
  );
}
