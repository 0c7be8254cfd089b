// The entry. A prerendered page (prerender.tsx) is whole without scripts: it is painted first, and only then does the
// app load (its scripts, listed by the build in <meta name="roomboard:scripts">, are fetched together) and adopt
// the HTML; clicks and typing meanwhile are held and replayed. Pages that are not prerendered start at once, their
// scripts preloaded by their shell (app.html, or a page's own, e.g. UserBoard.html), whose layout the app replaces.
import './app/global.css';
import { requestFirstReads } from './lib/early-requests';
import { holdInteractions } from './lib/hold-interactions';

// The page's first API read starts now, not once its scripts have loaded and rendered.
requestFirstReads();

const root = document.getElementById('root')!;
const start = (onHydrated?: () => void) => void import('./boot').then(({ boot }) => boot(root, onHydrated));

function preloadScripts(): void {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="roomboard:scripts"]')?.content.split(' ') ?? [];
  for (const href of listed.filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
}

// /blog-details?post=… names another article than the one prerendered at /blog-details: its page is rendered afresh
// around the prerendered top bar and footer (the wrong article is never shown), not adopted.
const otherArticle = new URLSearchParams(window.location.search).has('post');
if (otherArticle) root.querySelector('main')?.replaceChildren();

// A shell's root (data-shell) holds only the layout around a loading page: it is replaced, not adopted.
if (root.hasChildNodes() && !('shell' in root.dataset) && !otherArticle) {
  const replay = holdInteractions(root);
  // The callback runs before the next frame; the timeout after it, once the page is on screen.
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadScripts();
      start(replay);
    }),
  );
} else {
  if (otherArticle) preloadScripts();
  start();
}
