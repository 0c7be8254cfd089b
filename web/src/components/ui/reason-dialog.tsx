import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './reason-dialog.module.css';
import { TextAreaField } from './text-field';

interface ReasonDialogProps {
  title: string;
  /** What the action does and what stays, said before it is done. */
  description: string;
  /** The submit button's words, and what it says while the action runs. */
  action: string;
  pendingAction?: string;
  dismiss?: string;
  /** The reason field's label; by default it says the audit log keeps the reason. */
  label?: string;
  /** The message shown when the reason is needed and left empty (the server's own words); optional without it. */
  required?: string;
  maxLength: number;
  rows?: number;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks before an admin action, with why: the audit log keeps the reason (and a member may be told it). */
export function ReasonDialog({
  title,
  description,
  action,
  pendingAction = action,
  dismiss = 'Cancel',
  label,
  required,
  maxLength,
  rows = 3,
  pending,
  error,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const why = reason.trim();
    setMissing(Boolean(required) && !why);
    if (required && !why) return;
    onSubmit(why);
  }
  const shown = missing ? required : error;
  return (
    <Dialog open onClose={onClose} title={title} description={description} size="sm">
      <form onSubmit={submit} noValidate>
        <TextAreaField
          label={label ?? (required ? 'Why (kept in the audit log)' : 'Why (kept in the audit log, optional)')}
          value={reason}
          maxLength={maxLength}
          rows={rows}
          onChange={(event) => setReason(event.target.value)}
        />
        {shown ? (
          <p className={styles.error} role="alert">
            {shown}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? pendingAction : action}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {dismiss}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
