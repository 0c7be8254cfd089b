// The entry. A prerendered page (prerender.tsx) is whole without scripts: it is painted first, and only then does the
// app load (its scripts, listed by the build in <meta name="roomboard:scripts">, are fetched together) and adopt
// the HTML; clicks and typing meanwhile are held and replayed. A page's own shell (e.g. UserBoard.html) is painted
// first the same way, its layout then replaced by the app; app.html (no layout) starts at once, its scripts preloaded.
import './app/global.css';
import { firstPicturesShown, requestFirstReads } from './lib/early-requests';
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

const afterFirstPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run));

// /blog-details?post=… names another article than the one prerendered at /blog-details: its page is rendered afresh
// around the prerendered top bar and footer (the wrong article is never shown), not adopted.
const otherArticle = new URLSearchParams(window.location.search).has('post');
if (otherArticle) root.querySelector('main')?.replaceChildren();

if (!root.hasChildNodes()) start();
else if ('shell' in root.dataset || otherArticle) {
  // A shell's root (data-shell) holds the page's loading state: it is painted, then replaced, not adopted. Its first
  // picture (a board's, the catalogue's first row) is shown before the app's scripts are fetched (at most 2 s later).
  afterFirstPaint(
    () =>
      void firstPicturesShown(2000).then(() => {
        delete root.dataset.shell;
        preloadScripts();
        start();
      }),
  );
} else {
  const replay = holdInteractions(root);
  // The callback runs before the next frame; the timeout after it, once the page is on screen.
  afterFirstPaint(() => {
    preloadScripts();
    start(replay);
  });
}
