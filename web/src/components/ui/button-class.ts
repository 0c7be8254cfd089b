import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * The class list of a button, for the rare element that is neither a button nor a router link, or that is made before
 * React runs (the entry's copy of the e-mail reminder): without React or the router, so the entry can import it.
 */
export function buttonClass(
  { variant = 'primary', size = 'md', block = false }: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean },
  extra?: string,
): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}
