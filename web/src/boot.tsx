import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { whenPageHydrated } from './lib/page-hydrated';

/**
 * Starts the app in `root`: adopts the prerendered HTML it holds when given `onHydrated` (called once its page is
 * adopted), or renders into it (replacing a shell's layout).
 */
export function boot(root: HTMLElement, onHydrated?: () => void): void {
  const prerendered = onHydrated !== undefined;
  // Hydrating, the router leaves the scroll position alone (the visitor may already have scrolled the page); a fresh
  // render starts at the top.
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds instead of being one
  // long task; a shell's layout stays on screen until the page replaces it.
  if (onHydrated) {
    whenPageHydrated(onHydrated);
    startTransition(() => void hydrateRoot(root, app));
  } else {
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}
