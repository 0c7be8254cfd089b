import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './text-field.module.css';

interface FieldChrome {
  label: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Keeps the label for assistive tech but hides it on screen. */
  hideLabel?: boolean;
  /** Content placed inside the field's frame after the control (e.g. a show/hide password toggle). */
  adornment?: ReactNode;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const fieldId = id ?? generated;
  return { fieldId, errorId: `${fieldId}-error`, hintId: `${fieldId}-hint` };
}

function describedBy(error: ReactNode, hint: ReactNode, errorId: string, hintId: string): string | undefined {
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with a hint and an error slot. */
export function TextField({ label, error, hint, hideLabel, adornment, id, className, ...input }: TextFieldProps) {
  const { fieldId, errorId, hintId } = useFieldIds(id);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.frame}>
        <input
          id={fieldId}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error, hint, errorId, hintId)}
          {...input}
        />
        {adornment}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextAreaFieldProps = Omit<FieldChrome, 'adornment'> & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, hideLabel, id, className, rows = 4, ...area }: TextAreaFieldProps) {
  const { fieldId, errorId, hintId } = useFieldIds(id);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.frame}>
        <textarea
          id={fieldId}
          rows={rows}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error, hint, errorId, hintId)}
          {...area}
        />
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
