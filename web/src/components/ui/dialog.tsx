import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconClose } from './icons';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  description?: ReactNode;
  /** h1 when the dialog is the page's own content (e.g. /login), h2 when it opens over a page. */
  titleAs?: 'h1' | 'h2';
  size?: 'sm' | 'md' | 'lg';
  /** Buttons or links under the body. */
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog shell on the native <dialog> (top layer; the page behind is inert while open).
 * Esc and a click on the backdrop call onClose; Tab is kept inside; focus returns to where it was.
 */
export function Dialog({ open, title, onClose, children, description, titleAs: Title = 'h2', size = 'md', footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    if (!dialog.querySelector('[autofocus]')) dialog.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={[styles.dialog, styles[size]].join(' ')}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <div className={styles.titles}>
            <Title id={titleId} className={styles.title}>
              {title}
            </Title>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label="Close">
            <IconClose size={20} />
          </button>
        </header>
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </dialog>
  );
}
