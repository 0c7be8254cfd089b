import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS, launch, newPage, screenshot, scrollsSideways, spillsOut } from './browser.js';
import { signIn, signUp, stepsStopAtFirstFailure } from './support.js';

/**
 * Records in the page every text the Loader shows, and its heading (the app navigates client-side, so the record
 * survives): a fast board may leave the Loader before a test could look at it. Answers a reader of the record.
 */
async function watchLoader(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="generation-progress"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
      const headings = [...document.querySelectorAll('h1, h2')].map((heading) => heading.textContent);
      if (headings.includes('Creating Board') && !seen.includes('heading: Creating Board')) seen.push('heading: Creating Board');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

/** The functions emulator answers API calls and product photos slowly under load: polls wait up to 30 s. */
const SLOW = { timeout: 30_000 };

const alerts = (page: Page) => page.getByRole('alert').allTextContents();

async function chooseRoom(page: Page): Promise<void> {
  await page.goto('/Steps');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SLOW).toBe('How it Works');
  await expect(page.getByRole('button', { name: 'Back' }).isDisabled()).resolves.toBe(true);
  await page.getByText('Choose a function:').waitFor();
  await page.getByRole('button', { name: 'Sleep', exact: true }).click();
  await page.getByText('Choose a size:').waitFor();
  await page.getByRole('button', { name: 'Queen Size' }).click();
  await page.getByText('Choose a style:').waitFor();
  await page.getByRole('button', { name: 'Natural Tones' }).click();
  await page.waitForURL(/\/SelectedProducts\?function=Sleep&size=Queen\+Size&style=Natural\+Tones/);
}

const cards = (page: Page) => page.getByTestId('product-card');
const selectButtons = (page: Page) => page.getByRole('button', { name: /^Select: / });

describe('board generation journey', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await signUp('board');
  });
  afterAll(() => browser.close());

  describe('Steps → Sleep, Queen Size, Natural Tones → 3 products over two tabs → progress → board that survives a reload', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let tabs: Locator;
    const errors: string[] = [];
    /** Every API request from the Proceed on, with whether it carried the session in its header. */
    const requests: Promise<{ url: string; authorized: boolean }>[] = [];
    let board = '';
    beforeAll(async () => {
      ({ context, page } = await newPage(browser, WIDTHS.desktop));
      page.on('pageerror', (error) => errors.push(error.message));
      tabs = page.getByRole('tablist', { name: 'Categories' });
      await signIn(page, token);
    });
    afterAll(() => context.close());

    it('Steps → Sleep, Queen Size, Natural Tones opens the selection on the Sleep tab with prices', async () => {
      await chooseRoom(page);

      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SLOW).toBe('Choose Your...');
      await page.getByText('Add items from the categories below and create your own space').waitFor();
      await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Back' }).isVisible()).resolves.toBe(
        true,
      );
      await expect(tabs.getByRole('tab', { selected: true }).textContent()).resolves.toBe('Sleep');
      await cards(page).first().waitFor();
      await expect(cards(page).first().textContent()).resolves.toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    });

    // 'Please select at least one product.' for an empty Proceed: selected-products-route.test.tsx.
    it('selects 3 products over two tabs; Load More and a reload keep them', async () => {
      await selectButtons(page).nth(0).click();
      await selectButtons(page).nth(0).click();
      await expect.poll(() => page.getByTestId('selected-count').textContent(), SLOW).toBe('2 of 10 selected');

      await tabs.getByRole('tab', { name: 'pillow' }).click();
      await expect.poll(() => tabs.getByRole('tab', { selected: true }).textContent(), SLOW).toBe('pillow');
      await cards(page).first().waitFor();
      await selectButtons(page).nth(0).click();
      await expect.poll(() => page.getByTestId('selected-count').textContent(), SLOW).toBe('3 of 10 selected');
      await expect(page.getByRole('button', { name: /^Selected: / }).count()).resolves.toBe(1);
      await tabs.getByRole('tab', { name: 'All' }).click();
      await cards(page).first().waitFor();
      const before = await cards(page).count();
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => cards(page).count(), SLOW).toBeGreaterThan(before);
      await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('3 of 10 selected');
      await page.reload();
      await expect.poll(() => page.getByTestId('selected-count').textContent(), SLOW).toBe('3 of 10 selected');
      await tabs.getByRole('tab', { name: 'pillow' }).click();
      await cards(page).first().waitFor();
      await screenshot(page, 'generation-selection-1280');
    });

    it('Proceed shows the progress from "Getting started" and arrives at the board', { timeout: 180_000 }, async () => {
      const loaderSeen = await watchLoader(page);
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/'))
          requests.push(request.allHeaders().then((headers) => ({ url: request.url(), authorized: Boolean(headers.authorization) })));
      });
      await page.getByRole('button', { name: 'Proceed to Next' }).click();
      await page.waitForURL(/\/BoardDetail\?id=[0-9a-f-]{36}$/, { timeout: 120_000 });
      const seen = await loaderSeen();
      expect(seen).toContain('heading: Creating Board');
      const progress = seen.filter((text) => !text.startsWith('heading: '));
      // A fast board leaves the Loader before the server's first report: only what it did report shows, in order.
      expect(progress[0]).toBe('Getting started');
      expect(
        progress
          .slice(1)
          .filter(
            (text) =>
              !/^(Finding your products|Cutting out \d+ of 3|Picking your palette|Writing your board|Painting the room|Your board is ready)$/.test(
                text,
              ),
          ),
      ).toEqual([]);
      expect(await alerts(page)).not.toContainEqual(expect.stringMatching(/^Error: /));
    });

    it('the board shows its picture, palette and pieces; progress came by polling with the session in the header', async () => {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SLOW).toMatch(/Bedroom|Living Room/);
      await page.getByText('Your World Of Inspiration').waitFor();
      board = page.url();
      await checkBoard(page);
      await screenshot(page, 'generation-board-1280');
      // Every API call carried the session in its header, never in a URL (pictures load by their own key; a fast board
      // may leave before the first progress poll, whose header get-generation-progress.test.ts checks); the board
      // screen used the board the Loader received instead of asking for it again.
      const sent = await Promise.all(requests);
      expect(sent.filter((request) => /[?&]token=/.test(request.url))).toEqual([]);
      const picture = /\/api\/(files\/|generations\/[^/]+\/image\?key=)/;
      expect(sent.filter((request) => !request.authorized && !picture.test(request.url)).map((request) => request.url)).toEqual([]);
      // (Its picture loads from /api/generations/<id>/image, which is not the generation asked for again.)
      expect(sent.filter((request) => /\/api\/generations\/[^/?]+(\?|$)/.test(request.url))).toEqual([]);
    });

    it('the board survives a reload', async () => {
      await page.reload();
      await checkBoard(page);
      expect(page.url()).toBe(board);
      expect(await scrollsSideways(page)).toBe(false);
    });

    it('Regenerate makes a new board; no page error on the way', { timeout: 180_000 }, async () => {
      const loaderSeen = await watchLoader(page);
      await page.getByRole('button', { name: 'Regenerate' }).click();
      await page.waitForURL((url) => url.pathname === '/BoardDetail' && url.href !== board, { timeout: 120_000 });
      expect(await loaderSeen()).toContain('heading: Creating Board');
      await checkBoard(page);
      expect(errors).toEqual([]);
    });

    // The same page narrowed: a reload was checked above.
    it('the board fits 375 and 320 px without sideways scroll', async () => {
      for (const width of [WIDTHS.mobile, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await checkBoard(page);
        expect(await scrollsSideways(page), `board at ${width} px`).toBe(false);
        if (width === WIDTHS.mobile) await screenshot(page, 'generation-board-375');
      }
    });
  });

  // The 11th product's refusal ("You can't select more than 10 products."): selected-products-route.test.tsx.
  it('shows the narrow tab strip, ten products chosen and no sideways scroll on a phone', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    await signIn(page, token);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/SelectedProducts?function=Sleep&size=Queen+Size&style=Natural+Tones');
    const strip = page.getByRole('navigation', { name: 'Categories' });
    await strip.getByRole('button', { name: 'Previous' }).waitFor();
    await expect.poll(() => strip.locator('p').textContent(), SLOW).toBe('Category: Sleep');
    await strip.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => strip.locator('p').textContent(), SLOW).toContain('mattress');
    await strip.getByRole('button', { name: 'Previous' }).click();
    await cards(page).first().waitFor();
    for (let i = 0; i < 10; i++) await selectButtons(page).first().click();
    await expect.poll(() => page.getByTestId('selected-count').textContent(), SLOW).toBe('10 of 10 selected');
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'generation-selection-375');
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await scrollsSideways(page), 'selection at 320 px').toBe(false);
    // The All tab holds accessories, whose price carries a mark: every card keeps its content inside.
    await page.goto('/SelectedProducts');
    await page.getByText('Accessory').first().waitFor();
    for (const width of [320, WIDTHS.mobile]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await spillsOut(page, '[data-testid="product-card"]'), `cards at ${width} px`).toEqual([]);
    }
    await context.close();
  });

  it('runs the wizard: Space purpose, Space size, Space Palette, then product selection', async () => {
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    await page.goto('/get-started');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SLOW).toBe('Space purpose');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('button', { name: 'Entertain', exact: true }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SLOW).toBe('Space size');
    await page.getByRole('button', { name: 'Sofa', exact: true }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SLOW).toBe('Space Palette');
    await page.getByRole('button', { name: 'Color Pop' }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.waitForURL(/\/SelectedProducts\?function=Entertainment&size=Sofa&style=Color\+Pop/);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });
});

async function checkBoard(page: Page): Promise<void> {
  const image = page.getByTestId('board-image').locator('img');
  await image.waitFor({ timeout: 60_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  const src = await image.getAttribute('src');
  expect(src).not.toMatch(/^data:/);
  const swatches = await page.getByTestId('palette').locator('li').count();
  expect(swatches).toBeGreaterThan(0);
  expect(swatches).toBeLessThanOrEqual(14);
  const cutouts = page.getByTestId('cutouts').locator('img');
  await expect.poll(() => cutouts.count(), SLOW).toBeGreaterThan(0);
  expect(await cutouts.count()).toBeLessThanOrEqual(3);
  await expect(page.getByRole('link', { name: 'Save board' }).getAttribute('href')).resolves.toMatch(
    /^\/BoardAccording\?id=[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole('button', { name: 'Regenerate' }).isVisible()).resolves.toBe(true);
}
