import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { IconChevronDown, IconHelp, IconLogout, IconUser } from '../../components/ui/icons';
import { endSession } from '../../features/auth/api/end-session';
import styles from './account-menu.module.css';

export interface AccountMenuProps {
  initial?: string;
  /** The avatar's URL; the initial shows without one. */
  image?: string | null;
  /** Who is signed in, shown at the head of the menu: their name (else user name) and e-mail. */
  who?: { name: string; email: string } | null;
  onHelpCenter?: () => void;
  onSignOut?: () => void;
  /** Entries for the account's roles (a designer's Workspace), after the usual ones. */
  roleEntries?: readonly { to: string; label: string }[];
  /** Beside Design services: its unread messages (mounted only while the menu is open). */
  servicesBadge?: ReactNode;
  /**
   * Whether the menu is open, held by the caller: the top bar swaps this menu for the one with the profile when that
   * loads, and a menu opened meanwhile stays open.
   */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The member's reviews, consultations, projects and messages in one place. */
export const DESIGN_SERVICES = '/design-services';

const ENTRIES = [
  { to: '/', label: 'Home' },
  { to: '/edit-profile', label: 'Edit Profile' },
  { to: '/seeBoard', label: 'My Boards' },
  { to: DESIGN_SERVICES, label: 'Design services' },
  { to: '/account-management', label: 'Account Management' },
] as const;

/** The logged-in dropdown: a circle trigger and a menu navigable with arrow keys, Home/End and Esc. */
export function AccountMenu({
  initial,
  image,
  who,
  onHelpCenter,
  onSignOut,
  roleEntries = [],
  servicesBadge,
  open,
  onOpenChange: setOpen,
}: AccountMenuProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);

  // On opening, and on mounting open (the menu with the profile taking over an open one).
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const go = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  }

  function signOut() {
    setOpen(false);
    if (onSignOut) onSignOut();
    else {
      void endSession();
      navigate('/');
    }
  }

  const letter = initial?.trim().charAt(0).toUpperCase();

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={styles.circle} aria-hidden="true">
          {image ? <img src={image} alt="" width={36} height={36} /> : letter || <IconUser size={20} />}
        </span>
        <span className="visually-hidden">{who?.name ? `Account menu, signed in as ${who.name}` : 'Account menu'}</span>
        <IconChevronDown size={16} className={styles.chevron} />
      </button>
      {open ? (
        <div className={styles.menu}>
          {who && (who.name || who.email) ? (
            <p className={styles.who} data-testid="signed-in-as">
              <span className={styles.whoLabel}>Signed in as</span>
              {who.name ? <span className={styles.whoName}>{who.name}</span> : null}
              {who.email ? <span className={styles.whoEmail}>{who.email}</span> : null}
            </p>
          ) : null}
          <ul id={menuId} ref={menuRef} role="menu" aria-label="Account" className={styles.menuList} onKeyDown={onMenuKey}>
            {[...ENTRIES, ...roleEntries].map((entry) => (
              <li key={entry.to + entry.label} role="none">
                <Link role="menuitem" to={entry.to} className={styles.item} onClick={() => setOpen(false)}>
                  {entry.label}
                  {entry.to === DESIGN_SERVICES ? servicesBadge : null}
                </Link>
              </li>
            ))}
            <li role="separator" className={styles.separator} />
            <li role="none">
              <button
                role="menuitem"
                type="button"
                className={styles.item}
                onClick={() => {
                  setOpen(false);
                  onHelpCenter?.();
                }}
              >
                <IconHelp size={18} /> Help Center
              </button>
            </li>
            <li role="none">
              <button role="menuitem" type="button" className={styles.item} onClick={signOut}>
                <IconLogout size={18} /> Sign out
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
