// The e-mail reminder as far as the browser knows before any server answer: whether this session shows it, where it
// sits, and its copy painted by the entry (main.tsx) before the first paint, so that it never pushes the page down
// once the page is on screen. Without React: the entry imports it.
import { buttonClass } from '../../components/ui/button-class';
import { sessionEmail, sessionMayBeUnverified, sessionUid, storedSessionToken } from '../../lib/session-claims';
import styles from './components/email-verification.module.css';

export const BANNER_LABEL = 'Verify your e-mail address';
export const BANNER_TEXT = ' to accept invitations and make AI boards: open the link we sent to ';
export const RESEND_LABEL = 'Send the e-mail again';
export const HIDE_LABEL = 'Hide this reminder';

const HIDDEN_KEY = 'verify-email-banner-hidden';
/** The account the server last said was verified: its sessions made before still say unverified (for 14 days). */
const VERIFIED_KEY = 'roomboard:email-verified';
const SLOT_ID = 'verify-email-slot';

export function hiddenThisSession(): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function hideForSession(): void {
  try {
    sessionStorage.setItem(HIDDEN_KEY, '1');
  } catch {
    // hidden until the page is left, then
  }
}

/** Remembers the server's answer that the session's account is verified, so that later pages show no reminder at all. */
export function rememberVerified(token: string | null): void {
  const uid = sessionUid(token);
  try {
    if (uid) localStorage.setItem(VERIFIED_KEY, uid);
  } catch {
    // asked again on the next page, then
  }
}

function knownVerified(token: string | null): boolean {
  try {
    const uid = sessionUid(token);
    return uid !== null && localStorage.getItem(VERIFIED_KEY) === uid;
  } catch {
    return false;
  }
}

/**
 * Whether this session shows the reminder on this page, before the server is asked: a password account whose session
 * says unverified, not known verified since, not hidden this browser session, and not on the invitation page (which
 * offers the same button itself). The server's answer (GET /api/email-verification) then removes it if verified.
 */
export function bannerWanted(token: string | null, pathname: string): boolean {
  return sessionMayBeUnverified(token) && !knownVerified(token) && !hiddenThisSession() && !pathname.startsWith('/invite/');
}

/**
 * The reminder's place, above the top bar and outside the app's root (which React replaces or hydrates): a copy
 * painted there stays put until the app's reminder takes its place in the same frame.
 */
export function bannerSlot(): HTMLElement | null {
  const existing = document.getElementById(SLOT_ID);
  if (existing) return existing;
  const root = document.getElementById('root');
  if (!root) return null;
  const slot = Object.assign(document.createElement('div'), { id: SLOT_ID });
  root.before(slot);
  return slot;
}

/** Removes the entry's copy (the app's reminder has taken its place, or the app shows none). */
export function removeEarlyBanner(): void {
  document.querySelector(`#${SLOT_ID} > [data-early]`)?.remove();
}

function element(tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const made = document.createElement(tag);
  if (className) made.className = className;
  made.append(...children);
  return made;
}

/**
 * Paints, before the app has loaded, the markup VerifyEmailBanner renders (the same classes and text, so the same
 * size): inert (its buttons work once the app's reminder replaces it, a moment later) and out of the accessibility tree.
 */
export function paintEarlyBanner(): void {
  const token = storedSessionToken();
  const email = sessionEmail(token);
  if (!email || !bannerWanted(token, window.location.pathname)) return;
  const slot = bannerSlot();
  if (!slot) return;
  const close = element('button', styles.close ?? '', element('span', '', '×'));
  const copy = element(
    'aside',
    styles.banner ?? '',
    element(
      'div',
      styles.bannerInner ?? '',
      element(
        'p',
        styles.bannerText ?? '',
        element('strong', '', BANNER_LABEL),
        BANNER_TEXT,
        element('span', styles.address ?? '', email),
        '.',
      ),
      element('div', styles.resend ?? '', element('button', buttonClass({ variant: 'secondary', size: 'sm' }), RESEND_LABEL)),
      close,
    ),
  );
  copy.dataset.early = '';
  copy.inert = true;
  slot.append(copy);
}
