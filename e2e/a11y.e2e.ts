import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, WIDTHS, launch } from './browser.js';

/** Every route of the spec's route list; /login and /register open their modals. */
const ROUTES = [
  '/',
  '/about-us',
  '/inspirations',
  '/seeBoard',
  '/blog',
  '/blog-details',
  '/get-started',
  '/board',
  '/login',
  '/register',
  '/edit-profile',
  '/account-management',
  '/Steps',
  '/SelectedProducts',
  '/BoardAccording',
  '/BoardDetail',
  '/Loader',
  '/UserBoard',
  '/OurClients',
  '/loginPage',
  '/designers',
  '/designers/demo-designer-ines',
  '/no-such-page',
];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

describe('accessibility (axe-core) at 1280 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('no route has a serious or critical violation', async () => {
    // Hosting's Content-Security-Policy forbids inline scripts, axe's tag included: the test context bypasses it.
    const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 }, baseURL: BASE_URL, bypassCSP: true });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const path of ROUTES) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      // Pages that load data show it (or their empty or error state) before they are checked; pages that keep
      // polling are checked as they are after a few seconds.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });
});
