import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './page-banner.module.css';

interface PageBannerProps {
  /** The page's h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** An illustration shown beside the title on wide screens. */
  art?: ReactNode;
  /** A slim banner for pages whose content should show on the first screen (the gallery). */
  compact?: boolean;
}

/** The banner that opens inner pages (About Us, Our Blogs, ...). */
export function PageBanner({ title, eyebrow, subtitle, art, compact = false }: PageBannerProps) {
  return (
    <section className={[styles.banner, compact ? styles.compact : ''].filter(Boolean).join(' ')}>
      <Container className={[styles.inner, art ? styles.withArt : ''].filter(Boolean).join(' ')}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {art ? <div className={styles.art}>{art}</div> : null}
      </Container>
    </section>
  );
}
