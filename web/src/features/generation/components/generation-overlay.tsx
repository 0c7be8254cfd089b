import type { GenerationProgress } from '@contracts/generation';
import { useEffect, useRef } from 'react';
import { CreatingBoard } from './creating-board';
import styles from './generation-overlay.module.css';

/** The Loader as a full page over everything (a modal dialog, so the page behind is inert) while a board is made. */
export function GenerationOverlay({ open, progress }: { open: boolean; progress: GenerationProgress | null }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    return () => dialog.close();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.overlay}
      aria-label="Creating Board"
      aria-busy="true"
      tabIndex={-1}
      onCancel={(event) => event.preventDefault()}
    >
      <CreatingBoard progress={progress} headingLevel="h2" />
    </dialog>
  );
}
