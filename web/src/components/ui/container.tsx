import type { ElementType, ReactNode } from 'react';
import styles from './container.module.css';

interface ContainerProps {
  children: ReactNode;
  /** narrow suits long-form text; default suits pages. */
  size?: 'narrow' | 'default';
  as?: ElementType;
  className?: string;
}

/** Centres content with the page's gutters and the responsive max widths (576/768/992/1200/1400). */
export function Container({ children, size = 'default', as: Tag = 'div', className }: ContainerProps) {
  return (
    <Tag className={[styles.container, size === 'narrow' ? styles.narrow : '', className ?? ''].filter(Boolean).join(' ')}>{children}</Tag>
  );
}
