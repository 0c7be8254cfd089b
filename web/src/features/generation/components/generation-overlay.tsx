import type { GenerationProgress } from '@contracts/generation';
import { useEffect, useRef, type ReactNode } from 'react';
import type { GenerationRefusal } from '../api/generate-description';
import { CreatingBoard } from './creating-board';
import { GenerationRefused } from './generation-refusal';
import styles from './generation-overlay.module.css';

interface GenerationOverlayProps {
  open: boolean;
  progress: GenerationProgress | null;
  /** The server would not make the board: the Loader stays and says why until `onDismiss`. */
  refusal?: GenerationRefusal | null;
  onDismiss?: () => void;
  verifyEmail?: ReactNode;
}

/** The Loader as a full page over everything (a modal dialog, so the page behind is inert) while a board is made. */
export function GenerationOverlay({ open, progress, refusal = null, onDismiss, verifyEmail }: GenerationOverlayProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const shown = open || refusal !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !shown) return;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    return () => dialog.close();
  }, [shown]);

  if (!shown) return null;
  const refused = refusal && !open ? refusal : null;
  return (
    <dialog
      ref={ref}
      className={styles.overlay}
      aria-label={refused ? 'Board not created' : 'Creating Board'}
      aria-busy={refused ? undefined : 'true'}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        if (refused) onDismiss?.();
      }}
    >
      {refused ? (
        <GenerationRefused refusal={refused} onBack={() => onDismiss?.()} verifyEmail={verifyEmail} />
      ) : (
        <CreatingBoard progress={progress} headingLevel="h2" />
      )}
    </dialog>
  );
}
