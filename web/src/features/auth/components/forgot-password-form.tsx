import { ForgotPasswordForm as ForgotSchema } from '@contracts/accounts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { RESET_SENT, resetMessage } from '../lib/messages';
import { providerErrorCode, sendPasswordReset } from '../lib/provider';
import { FormError } from '../../../components/ui/form-error';
import layout from '../../../components/ui/form-layout.module.css';
import styles from './auth.module.css';

/** How long the success message stays before the modal closes and Login reopens (spec 9). */
const RESET_CLOSE_MS = 5000;

interface ForgotPasswordFormProps {
  onCancel: () => void;
  /** After a sent link and the 5 s pause. */
  onDone: () => void;
}

export function ForgotPasswordForm({ onCancel, onDone }: ForgotPasswordFormProps) {
  const form = useZodForm(ForgotSchema, { email: '' });
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (status.kind !== 'sent') return;
    const timer = setTimeout(() => onDoneRef.current(), RESET_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status.kind]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    setStatus({ kind: 'sending' });
    try {
      await sendPasswordReset(data.email);
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'error', message: resetMessage(providerErrorCode(error)) });
    }
  }

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <FormError>{status.kind === 'error' ? status.message : null}</FormError>
      {status.kind === 'sent' ? (
        <p role="alert" className={layout.formSuccess}>
          {RESET_SENT}
        </p>
      ) : null}
      <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={status.kind === 'sending' || status.kind === 'sent'}>
          {status.kind === 'sending' ? 'Sending...' : 'Send Link'}
        </Button>
      </div>
    </form>
  );
}
