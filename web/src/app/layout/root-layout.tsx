import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { documentTitle } from '../../config/routes';
import { setApiNavigator } from '../../lib/api-client';
import { PageHydrated } from '../../lib/page-hydrated';
import { AuthDialogHost } from './auth-dialog-host';
import { NameOfferHost } from './name-offer-host';
import { NoticesRegion } from './notices-region';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { VerifyEmailBannerHost } from './verify-email-banner-host';
import styles from './root-layout.module.css';

/** The contact form (and its validation) loads the first time Help Center or Contact us is used. */
const ContactDialog = lazy(() => import('../../features/contact/components/contact-dialog').then((m) => ({ default: m.ContactDialog })));

/**
 * Every page: top bar, the routed page, footer, the contact modal and the notices. Nothing here follows the session or
 * the profile (the top bar does): a re-render here while React hydrates a prerendered page would make it throw the
 * page's HTML away and render it again.
 */
export function RootLayout() {
  const [contactOpen, setContactOpen] = useState(false);

  const openContact = () => setContactOpen(true);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ApiNavigator />
      <DocumentTitle />
      <TopBar onHelpCenter={openContact} />
      <VerifyEmailBannerHost />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      <SiteFooter onContact={openContact} />
      {contactOpen ? (
        <Suspense fallback={null}>
          <ContactDialog open onClose={() => setContactOpen(false)} />
        </Suspense>
      ) : null}
      <AuthDialogHost />
      <NameOfferHost />
      <NoticesRegion />
      <ScrollRestoration />
    </>
  );
}

/** The page's place while its chunk loads. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">Loading page</span>
    </div>
  );
}

/**
 * Hands the API client the router's navigate; a session expiry remembers the page the user is on (`from` in the
 * state of /loginPage) so that signing in brings them back. Its own component: following the location re-renders it
 * alone, not the layout.
 */
function ApiNavigator() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      setApiNavigator((path, options) => {
        const from = here.current;
        if (from.pathname.toLowerCase() === path.toLowerCase()) return;
        void navigate(path, options?.returnHere ? { state: { from } } : undefined);
      }),
    [navigate],
  );
  return null;
}

/** Every route sets its own document title; a page with its own data (a board, an article) refines it after this runs. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);
  return null;
}
