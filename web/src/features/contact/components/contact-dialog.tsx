import { ContactForm } from '@contracts/accounts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useZodForm, type FieldErrors } from '../../../lib/use-zod-form';
import { contactUs } from '../api/contact-us';
import { FormError } from '../../../components/ui/form-error';
import layout from '../../../components/ui/form-layout.module.css';

export const MESSAGE_SENT = 'Message sent successfully.';
export const SEND_FAILED = 'Something went wrong.';
export const SERVER_DOWN = 'Server error. Please try again later.';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The contact modal opened from the footer's Contact us and the Help Center entry. */
export function ContactDialog({ open, onClose }: ContactDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Fill the Form Below"
      description="Questions about a board, your account or a membership? We answer within a working day."
      size="md"
    >
      <ContactFormBody onSent={onClose} />
    </Dialog>
  );
}

function ContactFormBody({ onSent }: { onSent: () => void }) {
  const form = useZodForm(ContactForm, EMPTY);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const data = form.validate();
    if (!data) return;
    setSending(true);
    try {
      await contactUs(data);
      form.reset();
      onSent();
      notify(MESSAGE_SENT, 'success');
    } catch (failure) {
      if (failure instanceof ApiError) {
        if (failure.body.issues && typeof failure.body.issues === 'object')
          form.showErrors(failure.body.issues as FieldErrors<keyof typeof EMPTY>);
        setError(
          failure.status < 500 && typeof failure.body.error === 'string'
            ? failure.body.error
            : failure.status < 500
              ? SEND_FAILED
              : SERVER_DOWN,
        );
      } else setError(SERVER_DOWN);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <FormError>{error}</FormError>
      <div className={layout.row}>
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      </div>
      <div className={layout.row}>
        <TextField label="Phone" type="tel" autoComplete="tel" hint="Optional" {...form.field('phone')} />
        <TextField label="Subject" {...form.field('subject')} />
      </div>
      <TextAreaField label="Message" rows={5} {...form.field('message')} />
      <Button type="submit" block disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
