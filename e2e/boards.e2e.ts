import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, WIDTHS, launch, newPage, screenshot as fullPageShot, scrollsSideways } from './browser.js';
import { formatUsd as dollars } from '../functions/src/contracts/money.js';
import { generateBoard, signIn, signUp, stepsStopAtFirstFailure, type Product } from './support.js';

/** From the top, so the sticky top bar sits where it belongs in the full-page picture. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, name);
}

/** Inspirations once its first page has arrived and shows. */
async function openGallery(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/get_products_all/'));
  await page.goto('/inspirations');
  await answered;
  await page.getByText('Loading boards…').waitFor({ state: 'hidden' });
}

const alerts = (page: Page) => page.getByRole('alert').allTextContents();
const card = (page: Page, id: string) => page.locator(`[data-testid="board-card"][data-board-id="${id}"]`);
async function imageLoaded(page: Page, testId: string): Promise<void> {
  const image = page.getByTestId(testId).locator('img').first();
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function checkBoardView(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Bedroom');
  await page.getByText('Your World Of Inspiration').waitFor();
  await imageLoaded(page, 'board-image');
  const swatches = await page.getByTestId('palette').locator('li').allTextContents();
  expect(swatches.length).toBeGreaterThan(0);
  expect(new Set(swatches).size).toBe(swatches.length);
  await expect.poll(() => page.getByTestId('cutouts').locator('img').count()).toBe(3);
}

describe('boards journey', () => {
  let browser: Browser;
  let token: string;
  let generation: { id: string; products: Product[] };
  beforeAll(async () => {
    browser = await launch();
    token = await signUp('boards');
    generation = await generateBoard(token);
  });
  afterAll(() => browser.close());

  describe('save → My Boards and Inspirations → See Board → reload → Share → signed out → Export → private → delete → gone', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];
    let id = '';
    let title = '';
    let link = '';
    let visitorImage = '';
    const total = () => generation.products.reduce((sum, product) => sum + product.Price, 0);
    beforeAll(async () => {
      ({ context, page } = await newPage(browser, WIDTHS.desktop));
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page, token);
    });
    afterAll(() => context.close());

    it('the save screen lists the products with their prices and the total', async () => {
      await page.goto(`/BoardAccording?id=${generation.id}`);
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(3);
      for (const [index, product] of generation.products.entries()) {
        await expect(rows.nth(index).locator('td').allTextContents()).resolves.toEqual([
          String(index + 1),
          product.Title,
          dollars(product.Price),
        ]);
      }
      await expect(page.getByTestId('board-total').textContent()).resolves.toBe(dollars(total()));
      // Who may see the board: public unless the user says otherwise.
      await page.getByRole('group', { name: 'Who can see this board?' }).waitFor();
      await expect(page.getByRole('radio', { name: /^Public/ }).isChecked()).resolves.toBe(true);
      await expect(page.getByRole('radio', { name: /^Private/ }).isChecked()).resolves.toBe(false);
      await screenshot(page, 'boards-save-1280');
    });

    // A failed save's message and the busy 'Saving...' button: board-save-screen.test.tsx.
    it('Save leads to My Boards with the new board', async () => {
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/save-products/') && response.status() === 201);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      ({ id } = (await (await saved).json()) as { id: string });
      await page.waitForURL((url) => url.pathname === '/seeBoard');

      await card(page, id).waitFor();
      await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toBe('My Space');
      await expect(page.getByTestId('board-count').textContent()).resolves.toBe('1 board');
      await expect(page.getByRole('button', { name: 'Load More' }).count()).resolves.toBe(0);
      await page.getByRole('tab', { name: 'Followers Spaces' }).click();
      await page.getByText('No followers yet.', { exact: false }).waitFor();
      await page.getByRole('tab', { name: 'My Space' }).click();
      await screenshot(page, 'boards-my-space-1280');
      title = (await card(page, id).getByRole('heading').textContent()) ?? '';
      expect(title.length).toBeGreaterThan(0);
    });

    it('the board is in Inspirations, and See Board opens it, also after a reload', async () => {
      await page.goto('/inspirations');
      await card(page, id).waitFor();
      await expect(page.getByRole('heading', { level: 2, name: 'Boards' }).isVisible()).resolves.toBe(true);
      await screenshot(page, 'boards-inspirations-1280');

      await card(page, id)
        .getByRole('link', { name: `See Board: ${title}` })
        .click();
      await page.waitForURL((url) => url.pathname === `/UserBoard/${id}`);
      await checkBoardView(page, title);
      await page.reload();
      await checkBoardView(page, title);
      await page.getByRole('switch').waitFor();
      await screenshot(page, 'boards-board-1280');
    });

    it("Share copies the board's link", async () => {
      await page.getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => alerts(page)).toContain('Link copied. Anyone with it can see this board.');
      link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(`${BASE_URL}/UserBoard/${id}`);
    });

    it("signed out, the link shows the board without the owner's controls, and Export prints the shopping list", async () => {
      const visitor: { context: BrowserContext; page: Page } = await newPage(browser, WIDTHS.mobile);
      await visitor.page.goto(link);
      await checkBoardView(visitor.page, title);
      await visitor.page.getByText('by Roomboard member', { exact: false }).waitFor();
      visitorImage = `${BASE_URL}${await visitor.page.getByTestId('board-image').locator('img').getAttribute('src')}`;
      await expect(visitor.page.getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);
      await expect(visitor.page.getByRole('switch').count()).resolves.toBe(0);
      expect(await scrollsSideways(visitor.page), 'board at 375 px').toBe(false);
      await screenshot(visitor.page, 'boards-board-375');

      await visitor.page.goto(`${link}/print`);
      await expect.poll(() => visitor.page.getByTestId('print-total').textContent()).toBe(dollars(total()));
      await expect(visitor.page.locator('tbody tr').count()).resolves.toBe(3);
      const swatches = await visitor.page.getByRole('region', { name: 'Palette' }).getByRole('listitem').allTextContents();
      expect(swatches.length).toBeGreaterThan(2);
      for (const swatch of swatches) expect(swatch, 'each colour has its name and hex').toMatch(/^[A-Z][A-Za-z -]+ #[0-9A-F]{6}$/);
      await imageLoaded(visitor.page, 'print-image');
      await screenshot(visitor.page, 'boards-export-375');
      await visitor.context.close();
    });

    it("private: out of the gallery and its picture no longer served to visitors, still the owner's; then public again", async () => {
      await page.getByRole('switch').click();
      await expect.poll(() => page.getByRole('switch').getAttribute('aria-checked')).toBe('false');
      await openGallery(page);
      await expect(card(page, id).count()).resolves.toBe(0);
      // The picture a visitor loaded is no longer served to them; its owner still sees it.
      expect((await fetch(visitorImage)).status).toBe(404);
      await page.goto(`/UserBoard/${id}`);
      // The switch stays where it first shows while the owner's tools load around it: a tap never lands elsewhere.
      const toggle = page.getByRole('switch');
      await toggle.waitFor();
      const first = await toggle.boundingBox();
      await imageLoaded(page, 'board-image');
      await expect.poll(() => page.getByRole('button', { name: 'Edit products' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Try in my room' }).waitFor();
      expect(await toggle.boundingBox()).toEqual(first);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    });

    it('delete, after a confirmation: gone from both lists and from its link; no page error on the way', async () => {
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this board?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Delete board' }).click();
      await page.waitForURL((url) => url.pathname === '/seeBoard');
      await page.getByText('Your space is empty.', { exact: false }).waitFor();
      await expect(card(page, id).count()).resolves.toBe(0);
      await openGallery(page);
      await expect(card(page, id).count()).resolves.toBe(0);
      await page.goto(`/UserBoard/${id}`);
      await page.getByText('No board details available').waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('lays out the save screen, My Boards and the gallery on a phone', async () => {
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    await signIn(page, token);
    const another = await generateBoard(token);
    await page.goto(`/BoardAccording?id=${another.id}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    // The picture of a generation not yet saved loads for its owner through its keyed URL.
    const picture = page.getByRole('img', { name: /^Room picture/ });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(picture.getAttribute('src')).resolves.toMatch(new RegExp(`^/api/generations/${another.id}/image\\?key=`));
    expect(await scrollsSideways(page), 'save screen at 375 px').toBe(false);
    await screenshot(page, 'boards-save-375');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/seeBoard');
    await page.getByTestId('board-card').first().waitFor();
    expect(await scrollsSideways(page), 'My Boards at 375 px').toBe(false);
    await screenshot(page, 'boards-my-space-375');
    await page.goto('/inspirations');
    await page.getByTestId('board-card').first().waitFor();
    expect(await scrollsSideways(page), 'Inspirations at 375 px').toBe(false);
    await screenshot(page, 'boards-inspirations-375');
    await page.goto('/UserBoard');
    await page.getByText('No board details available').waitFor();
    await context.close();
  });

  it('My Boards keeps its place while its reads load: the counts and the cards arrive without moving the panel', async () => {
    // The phone test above saved a board: the member has one. One page, at each width in turn.
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    await signIn(page, token);
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const hold = async (route: Route) => {
        await held;
        await route.continue();
      };
      for (const read of ['**/api/get_products_by_email/**', '**/api/users/me', '**/api/get-profile']) await page.route(read, hold);
      await page.goto('/seeBoard');
      const placeholder = page.getByTestId('boards-loading');
      await placeholder.waitFor();
      const panel = page.locator('#user-space-panel');
      const top = () => panel.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      const loadingTop = await top();
      const rowHeight = await placeholder.evaluate((element) => Math.round(element.getBoundingClientRect().height));
      await screenshot(page, `boards-my-space-loading-${width}`);
      release();
      await page.getByTestId('follow-counts').waitFor();
      await page.getByTestId('board-card').first().waitFor();
      await page.getByTestId('board-count').waitFor();
      expect(await top(), `the panel's top at ${width} px`).toBe(loadingTop);
      const cardHeight = await page
        .getByTestId('board-card')
        .first()
        .evaluate((element) => Math.round(element.getBoundingClientRect().height));
      // A one-line title's card is exactly the placeholder's height; a generated title that wraps makes it taller.
      expect(cardHeight, `the card row's height at ${width} px`).toBeGreaterThanOrEqual(rowHeight);
      expect(cardHeight, `the card row's height at ${width} px`).toBeLessThanOrEqual(rowHeight + 30);
      await page.unrouteAll();
    }
    await context.close();
  });

  it("a new member's My Boards: the empty state right under the tabs, no gap left by the loading row", async () => {
    const newcomer = await signUp('boards-empty');
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    await signIn(page, newcomer);
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/seeBoard');
      await page.getByText('Your space is empty.', { exact: false }).waitFor();
      await expect(page.getByTestId('boards-loading').count()).resolves.toBe(0);
      await expect(page.getByTestId('board-count').textContent()).resolves.toBe('0 boards');
      await screenshot(page, `boards-my-space-empty-${width}`);
    }
    await context.close();
  });
});
