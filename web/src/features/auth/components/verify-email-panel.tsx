import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { loginMessage } from '../lib/messages';
import { preloadProvider, providerErrorCode, resendVerificationEmail } from '../lib/provider';
import { PasswordField } from './password-field';
import layout from '../../../components/ui/form-layout.module.css';
import styles from './auth.module.css';

export const VERIFIED_RETRY = 'I have verified it, try again';
export const RESEND_LINK = 'Send the link again';

export interface VerifyEmailPanelProps {
  /** The account's address, from the server's refusal; without it only the retry is offered. */
  email?: string;
  /** The user says they opened the link: ask again. */
  onVerified: () => void;
}

/** Offered where a paid board was refused for an unverified e-mail: retry after verifying, or have the link sent again. */
export function VerifyEmailPanel({ email, onVerified }: VerifyEmailPanelProps) {
  const [step, setStep] = useState<'idle' | 'password' | 'sending' | 'sent'>('idle');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  async function resend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email) return;
    if (!password) {
      setError('Enter your password.');
      return;
    }
    setError('');
    setStep('sending');
    try {
      await resendVerificationEmail(email, password);
      setPassword('');
      setStep('sent');
    } catch (failure) {
      setError(loginMessage(providerErrorCode(failure)));
      setStep('password');
    }
  }

  return (
    <div className={layout.form}>
      {step === 'sent' ? (
        <p role="status" className={layout.formSuccess}>
          We sent a new link to {email}. Open it, then come back here.
        </p>
      ) : null}
      {step === 'password' || step === 'sending' ? (
        <form className={layout.form} onSubmit={resend} noValidate aria-label="Send the verification link again">
          {error ? (
            <p role="alert" className={layout.formError}>
              {error}
            </p>
          ) : null}
          <PasswordField
            label={`Password for ${email}`}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={step === 'sending'}>
            {step === 'sending' ? 'Sending...' : 'Send Link'}
          </Button>
        </form>
      ) : null}
      <div className={styles.actions}>
        {email && step === 'idle' ? (
          <Button
            variant="secondary"
            onClick={() => {
              preloadProvider();
              setStep('password');
            }}
          >
            {RESEND_LINK}
          </Button>
        ) : null}
        <Button onClick={onVerified}>{VERIFIED_RETRY}</Button>
      </div>
    </div>
  );
}
