// Debian's chromium driven by playwright-core, for the journeys in this folder.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

function baseUrl(): string {
  const url = process.env.ROOMBOARD_BASE_URL;
  // Never fall back to :5000, where a developer's own `npm start` (and their data) lives.
  if (!url) throw new Error('Browser journeys run through `npm test` or `npm run e2e`, which start their own emulator suite.');
  return url;
}

export const BASE_URL = baseUrl();
export const SCREENSHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');

export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export async function newPage(browser: Browser, width: number = WIDTHS.desktop): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** True when the page scrolls sideways at the current width. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
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
