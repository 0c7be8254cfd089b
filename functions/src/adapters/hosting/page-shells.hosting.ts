import { filledPagePath, TEMPLATE_ELEMENT } from '../../contracts/page-template.js';
import type { PageShell, PageShells } from '../../ports/page-shells.port.js';

/** The headers of Hosting's answer (firebase.json `headers`) that the page keeps when a function serves it. */
const KEPT_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

export interface HostingShellsOptions {
  /** The site's origin (APP_ORIGIN): Hosting in production, the Hosting emulator locally. */
  origin: string;
  /** How long a fetched shell is used before it is fetched again. */
  maxAgeMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The shells as the deployed web app has them, fetched from the site itself (`/UserBoard` is UserBoard.html, by
 * cleanUrls; a filled page is at /pages/<id>), so that the page always names the scripts of the web app that is live,
 * whichever of Hosting and the functions was deployed last, and the same code works on the emulator. Each is kept for
 * `maxAgeMs` (a web deploy reaches the pages within that); when a fetch fails, the last good copy is used.
 */
export function hostingPageShells({ origin, maxAgeMs = 10_000, fetch: get = fetch, now = Date.now }: HostingShellsOptions): PageShells {
  /** A shell at `path`, fetched at most once at a time; `is` tells it from whatever else the address may answer. */
  const kept = (path: string, what: string, is: (html: string) => boolean) => {
    let copy: { shell: PageShell; at: number } | null = null;
    let pending: Promise<PageShell> | null = null;
    const load = async (): Promise<PageShell> => {
      const response = await get(`${origin}${path}`, { headers: { accept: 'text/html' }, redirect: 'follow' });
      if (!response.ok) throw new Error(`${origin}${path} answered ${response.status}`);
      const html = await response.text();
      if (!html.includes('</head>') || !html.includes('roomboard:scripts') || !is(html)) throw new Error(`${origin}${path} is not ${what}`);
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = response.headers.get(name);
        if (value) headers[name] = value;
      }
      return { html, headers };
    };
    return async (): Promise<PageShell> => {
      if (copy && now() - copy.at < maxAgeMs) return copy.shell;
      pending ??= load().finally(() => (pending = null));
      try {
        const shell = await pending;
        copy = { shell, at: now() };
        return shell;
      } catch (error) {
        if (copy) return copy.shell;
        throw error;
      }
    };
  };
  const userBoard = kept('/UserBoard', "the board page's shell", () => true);
  const filled = {
    designers: kept(filledPagePath('designers'), 'the designers page', (html) => html.includes(`<${TEMPLATE_ELEMENT}>`)),
    designer: kept(filledPagePath('designer'), "a designer's page", (html) => html.includes(`<${TEMPLATE_ELEMENT}>`)),
  };
  return { userBoard, filledPage: (id) => filled[id]() };
}
