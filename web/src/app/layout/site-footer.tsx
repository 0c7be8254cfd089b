import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '../../components/ui/container';
import { IconFacebook, IconInstagram, IconPinterest, IconX, type IconProps } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { env } from '../../config/env';
import styles from './site-footer.module.css';

const SOCIALS: { label: string; href: string | undefined; Icon: ComponentType<IconProps> }[] = [
  { label: 'Instagram', href: env.VITE_SOCIAL_INSTAGRAM, Icon: IconInstagram },
  { label: 'Pinterest', href: env.VITE_SOCIAL_PINTEREST, Icon: IconPinterest },
  { label: 'Facebook', href: env.VITE_SOCIAL_FACEBOOK, Icon: IconFacebook },
  { label: 'X', href: env.VITE_SOCIAL_X, Icon: IconX },
];

interface SiteFooterProps {
  /** Opens the contact modal. */
  onContact: () => void;
}

export function SiteFooter({ onContact }: SiteFooterProps) {
  const socials = SOCIALS.filter((social) => social.href);
  return (
    <footer className={styles.footer}>
      <Container className={styles.grid}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logoLink} aria-label="Roomboard home">
            <Logo tone="light" />
          </Link>
          <p className={styles.tagline}>Your one-stop destination for all your home design needs.</p>
          {socials.length > 0 ? (
            <ul className={styles.socials} aria-label="Roomboard on social media">
              {socials.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a href={href} className={styles.social} target="_blank" rel="noopener noreferrer">
                    <Icon size={18} title={label} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-labelledby="footer-company" className={styles.column}>
          <h2 id="footer-company" className={styles.heading}>
            Company
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/steps">How It Works</Link>
            </li>
            <li>
              <Link to="/inspirations">Inspirations</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/OurClients">Our Clients</Link>
            </li>
            <li>
              <Link to="/design-for-roomboard">Design for Roomboard</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-for-you" className={styles.column}>
          <h2 id="footer-for-you" className={styles.heading}>
            For You
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/get-started">Plan your space in 3 steps</Link>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={onContact}>
                Contact us
              </button>
            </li>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
          </ul>
        </nav>
      </Container>
      <Container className={styles.bottom}>
        <p>© {new Date().getFullYear()} Roomboard. All rights reserved.</p>
      </Container>
    </footer>
  );
}
