import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  title: ReactNode;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  as?: 'h1' | 'h2' | 'h3';
  align?: 'start' | 'center';
  id?: string;
  className?: string;
}

export function SectionHeading({ title, eyebrow, subtitle, as: Tag = 'h2', align = 'start', id, className }: SectionHeadingProps) {
  return (
    <div className={[styles.heading, align === 'center' ? styles.center : '', className ?? ''].filter(Boolean).join(' ')}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Tag id={id} className={Tag === 'h1' ? styles.titleLarge : styles.title}>
        {title}
      </Tag>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
