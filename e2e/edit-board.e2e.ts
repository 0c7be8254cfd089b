import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS, launch, newPage, screenshot, scrollsSideways } from './browser.js';
import { saveBoard, signIn, signUp, stepsStopAtFirstFailure, type BoardItem } from './support.js';

/** The functions emulator answers slowly under load, and a refresh makes a whole board: polls wait up to 60 s. */
const SLOW = { timeout: 60_000 };

const cards = (page: Page) => page.getByTestId('product-card');
const cardTitles = (page: Page) => cards(page).locator('h2').allTextContents();
const pieceNames = (page: Page) =>
  page
    .getByTestId('cutouts')
    .locator('img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('alt')));
/** Whether the first `count` product photos have arrived (the emulator serves them slowly). */
const photosShown = (page: Page, count: number) =>
  cards(page)
    .locator('img')
    .evaluateAll(
      (images, n) => images.slice(0, n).every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      count,
    );
const boardImage = (page: Page) => page.getByTestId('board-image').locator('img');

/** No sideways scroll at 1280 px either; the page is back at 375 px after. */
async function fitsAtDesktop(page: Page): Promise<void> {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  expect(await scrollsSideways(page), `no sideways scroll at ${WIDTHS.desktop} px`).toBe(false);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
}

describe('products that follow the choices, and a saved board whose products change', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await signUp('edit');
  });
  afterAll(() => browser.close());

  // The category strip differs with the width: at both. Editing a board does not, and remakes its picture: once, at
  // 375 px, with the dialog and the board also checked for sideways scroll at 1280 px.
  for (const [name, width] of Object.entries(WIDTHS)) {
    it(`at ${width} px a King Size, Light Tones bedroom opens on king beds and mattresses; its Rug tab has no bath mats`, async () => {
      const { context, page } = await newPage(browser, width);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/SelectedProducts?function=Sleep&size=King+Size&style=Light+Tones');
      await cards(page).first().waitFor(SLOW);
      await expect.poll(() => photosShown(page, 4), SLOW).toBe(true);
      const first = await cardTitles(page);
      expect(first.slice(0, 4).sort()).toEqual([
        'Cadiz Plush Memory Foam Mattress',
        'Oslo Oak Platform Bed Frame',
        'Siena Ebony Platform Bed Frame',
        'Verona Plush Memory Foam Mattress',
      ]);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `selected-products-king-light-${name}`);
      const tabs = page.getByRole('navigation', { name: 'Categories' });
      if (width === WIDTHS.desktop) await tabs.getByRole('tab', { name: 'rug' }).click();
      else {
        // On a phone the strip shows Previous, the current category and Next: step along until the Rug tab.
        const current = tabs.locator('p[aria-live]');
        for (const tab of ['mattress', 'pillow', 'comfort', 'duvet', 'sheet', 'rug']) {
          await tabs.getByRole('button', { name: 'Next' }).click();
          await expect.poll(() => current.textContent(), SLOW).toBe(`Category: ${tab}`);
        }
      }
      await expect
        .poll(async () => {
          const titles = await cardTitles(page);
          return titles.length > 0 && titles.every((title) => title.endsWith('Rug'));
        }, SLOW)
        .toBe(true);
      expect((await cardTitles(page)).filter((title) => /Bath/.test(title))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  describe(`a saved board whose products change, at ${WIDTHS.mobile} px`, () => {
    const name = 'mobile';
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let board: { id: string; items: BoardItem[] };
    let before: { src: string; names: (string | null)[]; bytes: Buffer } = { src: '', names: [], bytes: Buffer.alloc(0) };
    let removed = '';
    let added = '';
    const errors: string[] = [];
    beforeAll(async () => {
      ({ context, page } = await newPage(browser, WIDTHS.mobile));
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page, token);
      board = await saveBoard(token);
    });
    afterAll(() => context.close());

    it("opens the owner's Edit products with the board's pieces in order", async () => {
      await page.goto(`/UserBoard/${board.id}`);
      await boardImage(page).waitFor(SLOW);
      const src = (await boardImage(page).getAttribute('src'))!;
      // A public board's picture address answers its current picture: keep the bytes from before the refresh.
      before = { src, names: await pieceNames(page), bytes: await (await page.request.get(src)).body() };
      expect(before.names).toEqual(board.items.map((item) => item.title));
      await page.getByRole('button', { name: 'Edit products' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit products' });
      await dialog.waitFor();
      await expect(dialog.getByTestId('edit-piece').locator('span').allTextContents()).resolves.toEqual(
        expect.arrayContaining(board.items.map((item) => item.title)),
      );
      await expect(dialog.getByTestId('edit-count').textContent()).resolves.toBe('3 of 10');
      await screenshot(page, `edit-products-${name}`);
    });

    it('removes one piece, moves one, and adds one from the catalogue', async () => {
      const dialog = page.getByRole('dialog', { name: 'Edit products' });
      removed = board.items[1]!.title;
      await dialog.getByRole('button', { name: `Remove ${removed}` }).click();
      await dialog.getByRole('button', { name: `Move ${board.items[2]!.title} up` }).click();
      await expect(dialog.getByTestId('edit-count').textContent()).resolves.toBe('2 of 10 · changed');
      await dialog.getByRole('button', { name: 'Add products' }).click();
      await dialog.getByTestId('product-card').first().waitFor(SLOW);
      // A product not on the board before: neither a piece that stays nor the one just removed.
      const titles = board.items.map((item) => item.title);
      const offered = await dialog
        .getByRole('button', { name: /^Select: / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      const label = offered.find((name) => name && !titles.includes(name.replace(/^Select: /, '')));
      expect(label).toBeTruthy();
      const choice = dialog.getByRole('button', { name: label!, exact: true });
      added = (await choice.getAttribute('aria-label'))!.replace(/^Select: /, '');
      await choice.click();
      await expect(dialog.getByTestId('edit-count').textContent()).resolves.toBe('3 of 10 · changed');
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `edit-products-picker-${name}`);
      await fitsAtDesktop(page);
    });

    it('Refresh the board: a new picture (other URL, other bytes) and the changed pieces, on the same board', async () => {
      const dialog = page.getByRole('dialog', { name: 'Edit products' });
      const answered = page.waitForResponse(
        (response) => response.url().endsWith(`/api/boards/${board.id}/products`) && response.request().method() === 'PUT',
        SLOW,
      );
      await dialog.getByRole('button', { name: 'Refresh the board' }).click();
      await dialog.getByRole('status').waitFor();
      expect((await answered).status()).toBe(200);
      await dialog.waitFor({ state: 'hidden', ...SLOW });
      await expect.poll(() => boardImage(page).getAttribute('src'), SLOW).not.toBe(before.src);
      await expect.poll(() => boardImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SLOW).toBe(true);
      const after = (await boardImage(page).getAttribute('src'))!;
      const bytes = await (await page.request.get(after)).body();
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.equals(before.bytes)).toBe(false);
      await expect.poll(() => pieceNames(page), SLOW).toEqual([board.items[2]!.title, board.items[0]!.title, added]);
      expect(await pieceNames(page)).not.toContain(removed);
      expect(page.url()).toMatch(new RegExp(`/UserBoard/${board.id}$`));
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await screenshot(page, `edit-products-refreshed-${name}`);
      await fitsAtDesktop(page);
    });
  });
});
