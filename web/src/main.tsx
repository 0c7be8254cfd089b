// The entry. A prerendered page (prerender.tsx) is whole without scripts: it is painted first, and only then does the
// app load (its scripts, listed by the build in <meta name="roomboard:scripts">, are fetched together) and adopt
// the HTML; clicks and typing meanwhile are held and replayed. A page's own shell (e.g. UserBoard.html) is painted
// first the same way, its layout then replaced by the app; app.html (no layout) starts at once, its scripts preloaded.
import './app/global.css';
import { paintEarlyBanner } from './features/email-verification/early-banner';
import { firstPicturesShown, requestFirstReads } from './lib/early-requests';
import { holdInteractions } from './lib/hold-interactions';

// The unverified address's reminder is on the first paint, not pushing the page down once it is on screen.
paintEarlyBanner();

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

/**
 * /blog-details?post=… is blog-details.html, whose root holds the featured article: the article the address names is
 * prerendered in it too, in a <template> (vite.config.ts), and takes the featured one's place before the page is
 * adopted, so it is painted from the document. An unknown name keeps the featured article, as the app shows it.
 */
function placeNamedArticle(): void {
  const templates = [...document.querySelectorAll<HTMLTemplateElement>('template[data-post]')];
  const named = templates.find((template) => template.dataset.post === new URLSearchParams(window.location.search).get('post'));
  const featured = root.querySelector('article[data-post]');
  if (named && featured) {
    featured.replaceWith(document.importNode(named.content, true));
    if (named.dataset.title) document.title = named.dataset.title;
  }
  for (const template of templates) template.remove();
}
placeNamedArticle();

if (!root.hasChildNodes()) start();
else if ('shell' in root.dataset) {
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
