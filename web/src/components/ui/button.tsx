import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  block?: boolean;
  /** An icon after the label. */
  trailingIcon?: ReactNode;
}

/** The class list of a button, for the rare element that is neither a button nor a router link. */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonStyleProps, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({
  variant,
  size,
  block,
  trailingIcon,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonStyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
      {trailingIcon}
    </button>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, trailingIcon, className, children, ...rest }: ButtonStyleProps & LinkProps) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
      {trailingIcon}
    </Link>
  );
}
