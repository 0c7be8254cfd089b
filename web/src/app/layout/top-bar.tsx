import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button';
import { IconClose, IconMenu } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { opensAuthDialog } from '../../lib/auth-dialog';
import { sessionTokenAtom } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { AccountMenu, DESIGN_SERVICES } from './account-menu';
import styles from './top-bar.module.css';

const SignedInMenu = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInMenu })));
const SignedInBell = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInBell })));
const ServicesUnread = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInServicesUnread })));

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/about-us', label: 'About Us' },
  { to: '/inspirations', label: 'Inspirations' },
  { to: '/designers', label: 'Designers' },
  { to: '/blog', label: 'Blog' },
] as const;

interface TopBarProps {
  /** Opens the contact modal (Help Center entry). */
  onHelpCenter?: () => void;
  /** Replaces the default sign out (clear the token, go to /). */
  onSignOut?: () => void;
}

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 8);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

export function TopBar({ onHelpCenter, onSignOut }: TopBarProps) {
  const token = useAtomValue(sessionTokenAtom);
  // A prerendered page does not know the session: until hydration the sign-in buttons keep their place, unseen, so
  // a signed-in visitor never sees Login flash before their account menu.
  const hydrated = useHydrated();
  const loggedIn = hydrated && Boolean(token);
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenuAnd = (open: (event: MouseEvent) => void) => (event: MouseEvent) => {
    setMenuOpen(false);
    open(event);
  };

  // Which account menu is open (the bar has one for wide screens, one for phones): held here, so the menu with the
  // profile, once loaded, takes over an open one without closing it.
  const [accountOpen, setAccountOpen] = useState<'wide' | 'phone' | null>(null);
  const authActions = (placement: 'wide' | 'phone') => {
    const props = {
      onHelpCenter,
      onSignOut,
      open: accountOpen === placement,
      onOpenChange: (open: boolean) => setAccountOpen(open ? placement : null),
    };
    return loggedIn ? (
      // The account menu shows the avatar, else the first letter of the profile's firstName (an account icon until known).
      <Suspense fallback={<AccountMenu {...props} />}>
        <SignedInMenu {...props} />
      </Suspense>
    ) : (
      <div className={styles.authButtons} data-pending={hydrated ? undefined : ''} aria-hidden={hydrated ? undefined : true}>
        <ButtonLink to="/login" onClick={opensAuthDialog('login')} variant="ghost" size="sm">
          Login
        </ButtonLink>
        <ButtonLink to="/register" onClick={opensAuthDialog('register')} size="sm">
          Register
        </ButtonLink>
      </div>
    );
  };

  return (
    <header className={[styles.bar, scrolled ? styles.scrolled : '', menuOpen ? styles.open : ''].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink} aria-label="Roomboard home">
          <Logo compact={loggedIn} />
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={'end' in link}
                  className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          {loggedIn ? (
            <Suspense fallback={null}>
              <SignedInBell />
            </Suspense>
          ) : null}
          <div className={styles.desktopAuth}>{authActions('wide')}</div>
          {loggedIn ? <div className={styles.mobileAccount}>{authActions('phone')}</div> : null}
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <IconClose size={24} /> : <IconMenu size={24} />}
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Mobile" className={styles.mobilePanel} hidden={!menuOpen}>
        <ul className={styles.mobileLinks}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={'end' in link}
                className={({ isActive }) => [styles.mobileLink, isActive ? styles.active : ''].join(' ')}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          {loggedIn ? (
            <li>
              <NavLink to={DESIGN_SERVICES} className={({ isActive }) => [styles.mobileLink, isActive ? styles.active : ''].join(' ')}>
                Design services
                {/* Asked only while the menu is open. */}
                {menuOpen ? (
                  <Suspense fallback={null}>
                    <ServicesUnread className={styles.count} />
                  </Suspense>
                ) : null}
              </NavLink>
            </li>
          ) : null}
        </ul>
        {loggedIn ? null : (
          <div className={styles.mobileAuth}>
            <ButtonLink to="/login" onClick={closeMenuAnd(opensAuthDialog('login'))} variant="secondary" block>
              Login
            </ButtonLink>
            <ButtonLink to="/register" onClick={closeMenuAnd(opensAuthDialog('register'))} block>
              Register
            </ButtonLink>
          </div>
        )}
      </nav>
    </header>
  );
}
