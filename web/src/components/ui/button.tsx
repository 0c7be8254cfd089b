import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class';

export { buttonClass, type ButtonSize };

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  block?: boolean;
  /** An icon after the label. */
  trailingIcon?: ReactNode;
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
