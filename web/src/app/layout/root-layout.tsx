import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { ContactDialog } from '../../features/contact/components/contact-dialog';
import { currentProfileAtom } from '../../features/profile/api/get-profile';
import { setApiNavigator } from '../../lib/api-client';
import { NoticesRegion } from './notices-region';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import styles from './root-layout.module.css';

/** Every page: top bar, the routed page, footer, the contact modal and the notices. */
export function RootLayout() {
  const navigate = useNavigate();
  const [contactOpen, setContactOpen] = useState(false);
  const profile = useAtomValue(currentProfileAtom);

  useEffect(() => setApiNavigator((path) => void navigate(path)), [navigate]);

  const openContact = () => setContactOpen(true);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar onHelpCenter={openContact} initial={profile?.firstName} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter onContact={openContact} />
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
      <NoticesRegion />
      <ScrollRestoration />
    </>
  );
}

function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">Loading page</span>
    </div>
  );
}
