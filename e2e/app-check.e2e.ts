// App Check switched on, under the production headers: a web app built with a reCAPTCHA Enterprise site key, served
// with firebase.json's own headers, runs the real Firebase App Check SDK. Google cannot be reached here, so its three
// parts stand in: the reCAPTCHA Enterprise scripts and frame, the token exchange, and the key list the server's
// verifier (firebase-admin's, through the app-check port) fetches. A CSP refusal anywhere fails the journey.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAppCheck } from '../functions/src/adapters/app-check/firebase.app-check.js';
import { startAppCheckStandIn, type AppCheckStandIn } from '../functions/src/testing/app-check.js';
import { GENERATE_PATHS, startGenerateBackend, type GenerateBackend } from '../functions/src/testing/generate-backend.js';
import { BASE_URL, launch, newPage } from './browser.js';
import { signIn, signUp, stepsStopAtFirstFailure } from './support.js';

const ROOT = join(import.meta.dirname, '..');
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-roomboard';
const WEB_APP = '1:123456789012:web:0123456789abcdef';
const SITE_KEY = 'stand-in-site-key';
const RECAPTCHA_TOKEN = 'stand-in-recaptcha-token';
const SLOW = { timeout: 30_000 };

/** The headers firebase.json gives every path (`"source": "**"`): the production CSP among them. */
function productionHeaders(): Record<string, string> {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source?: string; headers: { key: string; value: string }[] }[] };
  };
  const all = config.hosting.headers.filter((rule) => rule.source === '**').flatMap((rule) => rule.headers);
  return Object.fromEntries(all.map(({ key, value }) => [key.toLowerCase(), value]));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** Hosting's answer for a path of the built app: the file, `<path>.html` (cleanUrls), or the shell app.html. */
function hostingFile(dist: string, path: string): string {
  const candidates = path === '/' ? ['index.html'] : [path.slice(1), `${path.slice(1)}.html`];
  const found = candidates.map((name) => join(dist, name)).find((file) => existsSync(file) && statSync(file).isFile());
  return found ?? join(dist, path.startsWith('/UserBoard/') ? 'UserBoard.html' : 'app.html');
}

/** reCAPTCHA Enterprise's loader (enterprise.js): queues `ready` callbacks and loads the release from gstatic. */
const LOADER = `window.___grecaptcha_cfg = { fns: [] };
window.grecaptcha = { enterprise: { ready: function (f) { window.___grecaptcha_cfg.fns.push(f); } } };
var release = document.createElement('script');
release.src = 'https://www.gstatic.com/recaptcha/releases/stand-in/recaptcha__en.js';
document.head.appendChild(release);`;

/** The release: completes the loader's object (as the real one does), renders the invisible widget's frame from
 * www.google.com and answers execute with a token. */
const RELEASE = `(function () {
  var widgets = [];
  var queued = window.___grecaptcha_cfg.fns;
  Object.assign(window.grecaptcha.enterprise, {
    ready: function (f) { f(); },
    render: function (container, params) {
      var frame = document.createElement('iframe');
      frame.title = 'reCAPTCHA';
      frame.src = 'https://www.google.com/recaptcha/enterprise/anchor?k=' + encodeURIComponent(params.sitekey) + '&size=invisible';
      document.getElementById(container).appendChild(frame);
      widgets.push(params);
      return widgets.length - 1;
    },
    execute: function (id, options) {
      var widget = widgets[id];
      widget.callback('${RECAPTCHA_TOKEN}');
      return Promise.resolve('${RECAPTCHA_TOKEN}');
    },
  });
  queued.forEach(function (f) { f(); });
})();`;

describe('App Check on, under the production headers', () => {
  stepsStopAtFirstFailure();
  let dist: string;
  let standIn: AppCheckStandIn;
  let backend: GenerateBackend;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let session: string;
  /** What the CSP refused, from the console and the securitypolicyviolation events of every frame. */
  const refused: string[] = [];
  /** The stand-ins' requests, by what they stood in for. */
  const seen: { frame: string[]; exchange: unknown[]; issued: string[] } = { frame: [], exchange: [], issued: [] };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'roomboard-app-check-'));
    // A production build (no Auth emulator) with App Check on.
    const build = spawnSync(
      join(ROOT, 'node_modules/.bin/vite'),
      ['build', 'web', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          VITE_FIREBASE_PROJECT_ID: PROJECT,
          VITE_FIREBASE_API_KEY: 'demo-api-key',
          VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
          VITE_FIREBASE_APP_ID: WEB_APP,
          VITE_APP_CHECK_SITE_KEY: SITE_KEY,
        },
      },
    );
    if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
    standIn = await startAppCheckStandIn(PROJECT);
    // The generate function with App Check verified by the production adapter; the suite's photos and products.
    backend = await startGenerateBackend(
      { ROOMBOARD_BLOB_DIR: process.env.ROOMBOARD_BLOB_DIR ?? '' },
      { appCheck: firebaseAppCheck(standIn.app) },
    );
    session = await signUp('app-check');
    browser = await launch();
    ({ context, page } = await newPage(browser));
    const headers = productionHeaders();
    await context.route(`${BASE_URL}/**`, async (route: Route) => {
      const url = new URL(route.request().url());
      if (GENERATE_PATHS.test(url.pathname)) {
        await route.fulfill({ response: await route.fetch({ url: `${backend.url}${url.pathname}${url.search}` }) });
      } else if (url.pathname.startsWith('/api/')) await route.continue();
      else {
        const file = hostingFile(dist, url.pathname);
        await route.fulfill({
          status: 200,
          headers: { ...headers, 'content-type': TYPES[extname(file)] ?? 'text/plain' },
          body: readFileSync(file),
        });
      }
    });
    await context.route('https://www.google.com/recaptcha/enterprise.js?render=explicit', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: LOADER }),
    );
    await context.route('https://www.gstatic.com/recaptcha/releases/stand-in/recaptcha__en.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: RELEASE }),
    );
    await context.route('https://www.google.com/recaptcha/enterprise/anchor?**', (route) => {
      seen.frame.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>reCAPTCHA</title>' });
    });
    const exchange = `https://content-firebaseappcheck.googleapis.com/v1/projects/${PROJECT}/apps/${WEB_APP}:exchangeRecaptchaEnterpriseToken?key=demo-api-key`;
    await context.route(exchange, async (route) => {
      const cors = { 'access-control-allow-origin': BASE_URL, 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      seen.exchange.push(route.request().postDataJSON());
      const token = standIn.token(WEB_APP);
      seen.issued.push(token);
      return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify({ token, ttl: '3600s' }) });
    });
    page.on('console', (message) => {
      if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) refused.push(message.text());
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
      );
    });
    await signIn(page, session);
  });

  afterAll(async () => {
    // A background request may still be in a route handler: stop routing first, so closing does not fail it.
    await context?.unrouteAll({ behavior: 'ignoreErrors' });
    await context?.close();
    await browser?.close();
    await backend?.close();
    await standIn?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('the page gets a token through reCAPTCHA Enterprise and generates a board: 200 from generate', async () => {
    const cards = page.getByTestId('product-card');
    const select = page.getByRole('button', { name: /^Select: / });
    await page.goto('/SelectedProducts?function=Sleep&size=Queen+Size&style=Natural+Tones');
    await cards.first().waitFor(SLOW);
    for (let n = 1; n <= 3; n += 1) {
      await select.nth(0).click();
      await expect.poll(() => page.getByTestId('selected-count').textContent(), SLOW).toBe(`${n} of 10 selected`);
    }
    const described = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/generate-description/', SLOW);
    await page.getByRole('button', { name: 'Proceed to Next' }).click();
    const response = await described;
    expect(response.status()).toBe(200);
    // The request carried the token the exchange gave for the reCAPTCHA token of the site key's invisible widget.
    expect(response.request().headers()['x-firebase-appcheck']).toBe(seen.issued[0]);
    expect(seen.exchange).toEqual([{ recaptcha_enterprise_token: RECAPTCHA_TOKEN }]);
    expect(seen.frame).toEqual([`https://www.google.com/recaptcha/enterprise/anchor?k=${SITE_KEY}&size=invisible`]);
    expect(standIn.keyRequests()).toBe(1);
    await page.waitForURL(/\/BoardDetail\?id=[0-9a-f-]{36}$/, { timeout: 120_000 });
    expect(refused).toEqual([]);
  });

  it('a refusal would have been caught: a script from elsewhere is reported', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://elsewhere.example/tracker.js';
      document.head.appendChild(script);
    });
    await expect
      .poll(() => refused.join('\n'), SLOW)
      .toMatch(/securitypolicyviolation: script-src-elem https:\/\/elsewhere\.example\/tracker\.js/);
  });
});
