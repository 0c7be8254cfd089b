import type { ReactNode } from 'react';
import layout from './form-layout.module.css';

/** The message under a form when the server refused it (an ApiError's words); nothing while there is none. */
export function FormError({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p role="alert" className={layout.formError}>
      {children}
    </p>
  );
}
