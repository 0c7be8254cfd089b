import { RegisterForm as RegisterSchema } from '@contracts/accounts';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm, type FieldErrors } from '../../../lib/use-zod-form';
import { signUp } from '../api/sign-up';
import { startSession } from '../api/start-session';
import { REGISTER_FAILED, REGISTER_SERVER_FAILED, registerProviderMessage } from '../lib/messages';
import { createAccount, preloadProvider, providerErrorCode, type NewAccount } from '../lib/provider';
import { PasswordField } from './password-field';
import { FormError } from '../../../components/ui/form-error';
import layout from '../../../components/ui/form-layout.module.css';

const EMPTY = { first_name: '', last_name: '', email: '', address: '', password: '', confirm_password: '' };
type Field = keyof typeof EMPTY;

interface RegisterFormProps {
  /** Called after the account, its profile and the session exist. */
  onRegistered: () => void;
}

/**
 * Creates the provider account, then the profile through sign_up with the account's ID token. When sign_up fails the
 * provider account is deleted again, so that no orphan is left and a retry with the same e-mail works.
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const form = useZodForm(RegisterSchema, EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(preloadProvider, []);

  async function register(data: RegisterSchema) {
    let account: NewAccount;
    try {
      account = await createAccount(data.email, data.password);
    } catch (providerError) {
      setError(registerProviderMessage(providerErrorCode(providerError)));
      return;
    }
    try {
      await signUp(account.idToken, { first_name: data.first_name, last_name: data.last_name, email: data.email, address: data.address });
    } catch (serverError) {
      await account.remove().catch((removeError: unknown) => console.error('Could not undo the provider account', removeError));
      if (serverError instanceof ApiError) {
        const issues = serverError.body.issues;
        if (issues && typeof issues === 'object') form.showErrors(issues as FieldErrors<Field>);
        setError(serverError.status < 500 && serverError.message ? serverError.message : REGISTER_SERVER_FAILED);
      } else setError(REGISTER_SERVER_FAILED);
      return;
    }
    try {
      await startSession(account.idToken);
    } catch (sessionError) {
      console.error('Registered, but the session could not start', sessionError);
    }
    form.reset();
    onRegistered();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    try {
      await register(data);
    } catch (unexpected) {
      console.error('Registration failed', unexpected);
      setError(REGISTER_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <FormError>{error}</FormError>
      <div className={layout.row}>
        <TextField label="First Name" autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" {...form.field('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="8-15 characters with upper and lower case letters and a special character."
        {...form.field('password')}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirm_password')} />
      <Button type="submit" block disabled={busy}>
        {busy ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}
