// The board page right after generation, before saving (issue 23): Share and Export as on a saved board. Export opens the
// printable sheet without saving; Share says first that it saves the board (public), then copies the saved board's link
// and opens it. The flow runs once at 375 px; the page is also laid out at 1280 px (the same page, resized).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, WIDTHS, launch, screenshot, scrollsSideways } from './browser.js';
import { apiCall, generateBoard, signUp, stepsStopAtFirstFailure } from './support.js';

const WAIT = { timeout: 30_000 };

describe('the unsaved board has Share and Export', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  const width = WIDTHS.mobile;
  describe(`at ${width} px`, () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let token: string;
    let generationId: string;

    beforeAll(async () => {
      token = await signUp(`unsaved-${width}`);
      generationId = (await generateBoard(token)).id;
      context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
      await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('Export opens the printable sheet of the board as it is, nothing saved', async () => {
      await page.goto(`/BoardDetail?id=${generationId}`);
      await page.getByTestId('board-image').locator('img').waitFor(WAIT);
      const actions = page.getByRole('button', { name: 'Share' });
      expect(await actions.isEnabled()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `small-unsaved-board-${width}`);
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      expect(await actions.isVisible()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `small-unsaved-board-${WIDTHS.desktop}`);
      await page.setViewportSize({ width, height: 900 });
      const [sheet] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Export' }).click()]);
      await sheet.waitForURL(`**/BoardDetail/print?id=${generationId}`);
      await sheet.getByRole('heading', { level: 2, name: 'Shopping list' }).waitFor(WAIT);
      expect(await sheet.getByRole('row').count()).toBe(3 + 2);
      expect(await sheet.getByTestId('print-total').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
      await sheet.getByText('Made with Roomboard · not saved yet: save the board to share its link.').waitFor();
      await expect.poll(() => sheet.title()).toMatch(/ · Roomboard$/);
      await screenshot(sheet, `small-unsaved-export-${width}`);
      await sheet.close();
      const { boards } = await apiCall<{ boards: unknown[] }>('get_products_by_email', token);
      expect(boards).toEqual([]);
    });

    it('Share says it saves the board first; Cancel saves nothing; confirmed, it saves, copies the link and opens it', async () => {
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save and share this board?' });
      await dialog.getByText('A link can only open a saved board. Share saves this board to your boards as public').waitFor(WAIT);
      await screenshot(page, `small-unsaved-share-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect((await apiCall<{ boards: unknown[] }>('get_products_by_email', token)).boards).toEqual([]);

      await page.getByRole('button', { name: 'Share' }).click();
      await dialog.getByRole('button', { name: 'Save and copy link' }).click();
      await page.waitForURL(/\/UserBoard\/[^/?]+$/, WAIT);
      const url = page.url();
      await page.getByText('Board saved. Link copied. Anyone with it can see this board.').first().waitFor(WAIT);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      const id = url.split('/').pop()!;
      const board = await apiCall<{ visibility: string }>(`boards/${id}`, token);
      expect(board.visibility).toBe('public');
      await page.getByRole('button', { name: 'Share' }).waitFor();
      await page.getByRole('link', { name: 'Export' }).waitFor();
      await screenshot(page, `small-unsaved-shared-${width}`);
    });
  });
});
