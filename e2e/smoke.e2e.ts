import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS, launch, newPage, screenshot, scrollsSideways } from './browser.js';

/** Every route of the spec's route list, with the heading its page shows. */
const ROUTES: Array<[path: string, heading: RegExp]> = [
  ['/', /./],
  ['/about-us', /About Us/],
  ['/inspirations', /./],
  ['/seeBoard', /./],
  ['/blog', /Our Blogs/],
  ['/blog-details', /./],
  ['/get-started', /./],
  ['/board', /./],
  ['/login', /./],
  ['/register', /./],
  ['/edit-profile', /./],
  ['/account-management', /./],
  ['/Steps', /How it Works/],
  ['/steps', /How it Works/],
  ['/SelectedProducts', /./],
  ['/BoardAccording', /./],
  ['/BoardDetail', /./],
  ['/Loader', /./],
  ['/UserBoard', /./],
  ['/OurClients', /./],
  ['/loginPage', /./],
];

describe('every route renders inside the shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  for (const [name, width] of Object.entries(WIDTHS)) {
    it(`at ${width} px`, async () => {
      const { context, page } = await newPage(browser, width);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      for (const [path, heading] of ROUTES) {
        await page.goto(path);
        await expect.poll(() => page.locator('h1').first().textContent(), { message: `h1 of ${path}` }).toMatch(heading);
        const nav = page.getByRole('navigation', { name: 'Main' });
        if (width >= 992) {
          for (const link of ['Home', 'About Us', 'Inspirations', 'Blog'])
            await expect(nav.getByRole('link', { name: link, exact: true }).isVisible()).resolves.toBe(true);
        }
        await expect(page.getByRole('contentinfo').isVisible(), `footer of ${path}`).resolves.toBe(true);
        expect(await scrollsSideways(page), `${path} scrolls sideways at ${width} px`).toBe(false);
        await screenshot(page, `route-${name}${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('answers an unknown path with the not-found page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/not found/i);
    await context.close();
  });

  it('does not scroll sideways at 320 px', async () => {
    const { context, page } = await newPage(browser, 320);
    for (const [path] of ROUTES) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await context.close();
  });
});
