import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Delete this board?'. */
  title: string;
  /** What the action does and what cannot be undone, said before it is done. */
  description: string;
  /** The confirm button's words, and what it says while the action runs. */
  action: string;
  pendingAction?: string;
  dismiss?: string;
  pending: boolean;
  /** Why the action failed, shown in the dialog (null: nothing to say). */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** What the action is about, shown above the error (a picture to be saved). */
  children?: ReactNode;
  size?: 'sm' | 'lg';
}

/** Asks before an action that cannot be taken back: Cancel, or the action itself (both held while it runs). */
export function ConfirmDialog({
  open,
  title,
  description,
  action,
  pendingAction = action,
  dismiss = 'Cancel',
  pending,
  error = null,
  onConfirm,
  onClose,
  children,
  size = 'sm',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      onClose={onClose}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {dismiss}
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? pendingAction : action}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
