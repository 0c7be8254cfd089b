// Debian's chromium driven by playwright-core, for the journeys in this folder. One browser serves the whole run
// (e2e/global-setup.ts starts it): each file connects to it, and its contexts are its own.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

function baseUrl(): string {
  const url = process.env.ROOMBOARD_BASE_URL;
  // Never fall back to :5000, where a developer's own `npm start` (and their data) lives.
  if (!url) throw new Error('Browser journeys run through `npm test` or `npm run e2e`, which start their own emulator suite.');
  return url;
}

export const BASE_URL = baseUrl();
export const SCREENSHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');
// There from the start: some steps write files of their own there (a captured picture, a download).
mkdirSync(SCREENSHOTS, { recursive: true });
/** Screenshots are taken on request (ROOMBOARD_SCREENSHOTS=1) and of a failed test's pages, not on every step. */
export const SCREENSHOTS_ON = process.env.ROOMBOARD_SCREENSHOTS === '1';

export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

/**
 * Debian's chromium-headless-shell: the same Chromium build as its `chromium`, without the desktop browser around the
 * page (what Playwright itself runs for headless tests). The journeys cost a third less CPU in it than in `chromium
 * --headless` (five journey files: 135 machine CPU-seconds against 181-199); where it is absent, `chromium` serves.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    // Every page in one renderer process: its V8 keeps the app's compiled code from one context to the next, where a
    // process per context compiles it again each time (a quarter less CPU over the journeys).
    '--renderer-process-limit=1',
    // WebGL without multisampling: SwiftShader draws each frame of the 3D view on the CPU, and a fifth of what the 3D
    // journey cost the GPU process was smoothing edges (20.1 against 16.1 CPU-seconds). Its checks read the pixels
    // inside the shapes, which are the same either way.
    '--webgl-antialiasing-mode=none',
  ],
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's browser (e2e/global-setup.ts). */
    chromiumEndpoint: string;
  }
}

/** The browsers this file opened, for the screenshots of a failed test. */
const opened = new Set<Browser>();

/**
 * The run's browser, connected for this file: closing it closes this file's contexts and leaves the browser to the
 * next file. Outside a run that started one, a browser of its own.
 */
export async function launch(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(LAUNCH_OPTIONS);
  opened.add(browser);
  browser.on('disconnected', () => opened.delete(browser));
  return browser;
}

export async function newPage(browser: Browser, width: number = WIDTHS.desktop): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
  const page = await context.newPage();
  return { context, page };
}

/** A full-page screenshot as test-results/screenshots/<name>.png, when screenshots are asked for. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await screenshotOf(page, name, { fullPage: true });
}

/** A screenshot of a page or of one element as test-results/screenshots/<name>.png, when screenshots are asked for. */
export async function screenshotOf(target: Page | Locator, name: string, { fullPage = false } = {}): Promise<void> {
  const isPage = 'goto' in target;
  if (!SCREENSHOTS_ON) {
    // An element's screenshot waits for it to show: that check stays when no file is written.
    if (!isPage) await target.waitFor({ state: 'visible' });
    return;
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await (isPage ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/** Every open page of this file's browsers as test-results/screenshots/failed-<name>-<n>.png (e2e/setup.ts). */
export async function screenshotOpenPages(name: string): Promise<void> {
  const pages = [...opened].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  if (!pages.length) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const safe = name.replace(/[^\w-]+/g, '-').slice(0, 120);
  await Promise.all(
    pages.map((page, n) => page.screenshot({ path: join(SCREENSHOTS, `failed-${safe}-${n + 1}.png`), timeout: 10_000 }).catch(() => {})),
  );
}

/** True when the page scrolls sideways at the current width. */
/** The centre of an element on the page, in viewport pixels. */
export async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * What makes the page scroll sideways at the current width: the outermost elements whose right edge is past the
 * window's, as "tag.class" (empty when nothing is).
 */
export function sidewaysCulprits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const past = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 1;
    return [...document.body.querySelectorAll('*')]
      .filter(
        (element) => past(element) && !(element.parentElement && element.parentElement !== document.body && past(element.parentElement)),
      )
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
}

/**
 * The elements inside a box (`selector`, e.g. a card) that reach past its edges at the current width, as "box #n:
 * tag": the page may not scroll sideways while a card's content still spills out of the card.
 */
export function spillsOut(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((boxes) =>
    boxes.flatMap((box, index) => {
      const edge = box.getBoundingClientRect();
      return [...box.querySelectorAll('*')]
        .filter((inner) => {
          const rect = inner.getBoundingClientRect();
          return rect.width > 0 && (rect.left < edge.left - 1 || rect.right > edge.right + 1);
        })
        .map((inner) => `box #${index}: ${inner.tagName.toLowerCase()}`);
    }),
  );
}
