// Flows that keep the user's work, and pages that read right (issue 14), in chromium; each flow runs at one width, and
// the other width checks only the layout.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, expiredSessionToken, type TestUser } from '../functions/src/testing/auth.js';
import { BASE_URL, WIDTHS, launch, newPage, screenshot, screenshotOf, scrollsSideways } from './browser.js';
import { apiCall, generateBoard, login, signIn, stepsStopAtFirstFailure } from './support.js';

const PASSWORD = 'Sunroom#2024';
/** The functions emulator answers slowly under load: polls wait up to 30 s. */
const SLOW = { timeout: 30_000 };

const alerts = (page: Page) => page.getByRole('alert').allTextContents();
const path = (page: Page) => new URL(page.url()).pathname;
const cards = (page: Page) => page.getByTestId('product-card');
const selectButtons = (page: Page) => page.getByRole('button', { name: /^Select: / });

async function account(prefix: string): Promise<{ user: TestUser; token: string }> {
  const user = await createAccount(`${prefix}-${randomUUID().slice(0, 8)}@example.com`);
  return { user, token: await login(user.idToken) };
}

async function logInThrough(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Hello! Welcome back' });
  await dialog.waitFor(SLOW);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => dialog.count(), SLOW).toBe(0);
}

/** A notice's box and a button's box do not overlap. */
async function overlaps(page: Page, notice: string, button: string): Promise<boolean> {
  const a = await page.getByRole('alert').filter({ hasText: notice }).first().boundingBox();
  const b = await page.getByRole('button', { name: button }).boundingBox();
  if (!a || !b) throw new Error('not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('flows that keep your work', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  // The flow runs once, at 375 px; at 1280 px only the notice's place is checked (the same page, widened).
  describe('signed-out Proceed → Please Login. and the login over the page → the board from the same selection', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let user: TestUser;
    let chosen: string[] = [];
    const errors: string[] = [];
    beforeAll(async () => {
      ({ user } = await account('proceed'));
      ({ context, page } = await newPage(browser, WIDTHS.mobile));
      page.on('pageerror', (error) => errors.push(error.message));
    });
    afterAll(() => context.close());

    it('Proceed signed out says Please Login. and opens the login over the product page; the notice covers no button', async () => {
      await page.goto('/SelectedProducts?function=Sleep&size=Queen+Size&style=Natural+Tones');
      await cards(page).first().waitFor(SLOW);
      await selectButtons(page).nth(0).click();
      await selectButtons(page).nth(0).click();
      await expect.poll(() => page.getByTestId('selected-count').textContent(), SLOW).toBe('2 of 10 selected');
      chosen = await page
        .getByRole('button', { name: /^Selected: / })
        .evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''));
      expect(chosen).toHaveLength(2);
      await page.getByRole('button', { name: 'Proceed to Next' }).click();
      await expect.poll(() => alerts(page), SLOW).toContain('Please Login.');
      await page.getByRole('dialog', { name: 'Hello! Welcome back' }).waitFor();
      expect(path(page)).toBe('/SelectedProducts');
      await screenshot(page, 'flows-proceed-login-375');
    });

    it('closed without signing in, nothing is made and the selection stays; the notice sits clear of Proceed', async () => {
      await page.getByRole('dialog', { name: 'Hello! Welcome back' }).getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(path(page)).toBe('/SelectedProducts');
      await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('2 of 10 selected');
      expect(await overlaps(page, 'Please Login.', 'Proceed to Next')).toBe(false);
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      expect(await overlaps(page, 'Please Login.', 'Proceed to Next'), 'at 1280 px').toBe(false);
      expect(await scrollsSideways(page)).toBe(false);
      await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    });

    it('signing in makes the board from the same selection, without a second click', { timeout: 180_000 }, async () => {
      await page.getByRole('button', { name: 'Proceed to Next' }).click();
      await logInThrough(page, user.email);
      await page.waitForURL(/\/BoardDetail\?id=[0-9a-f-]{36}$/, { timeout: 120_000 });
      const id = new URL(page.url()).searchParams.get('id')!;
      const token = await page.evaluate(() => localStorage.getItem('jwt'));
      const generation = await apiCall<{ products: { Title: string }[] }>(`generations/${id}`, token!);
      expect(generation.products.map((product) => `Selected: ${product.Title}`).sort()).toEqual([...chosen].sort());
      expect(errors).toEqual([]);
    });
  });

  // Redirects and sessions do not depend on the width: once, at 1280 px (the Proceed flow above runs at 375 px).
  describe('session expiry → Session expired. → login → back on the page', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let user: TestUser;
    beforeAll(async () => {
      let token: string;
      ({ user, token } = await account('expiry'));
      ({ context, page } = await newPage(browser, WIDTHS.desktop));
      await signIn(page, token);
    });
    afterAll(() => context.close());

    it('an expired session on My Boards leads to /loginPage with the notice', async () => {
      await page.evaluate((token) => localStorage.setItem('jwt', token), expiredSessionToken(user));
      await page.goto('/seeBoard');
      await expect.poll(() => alerts(page), SLOW).toContain('Session expired. Please log in again.');
      await expect.poll(() => path(page), SLOW).toBe('/loginPage');
    });

    it('signing in brings the user back to My Boards, signed in', async () => {
      await logInThrough(page, user.email);
      await expect.poll(() => path(page), SLOW).toBe('/seeBoard');
      await page.getByRole('heading', { level: 1, name: /Space$/ }).waitFor(SLOW);
      await page
        .getByRole('button', { name: /^Account menu/ })
        .first()
        .waitFor();
    });

    it('an expired session while choosing products: after signing in, the page is back with its selection', async () => {
      await page.goto('/SelectedProducts?function=Sleep&size=Queen+Size&style=Light+Tones');
      const choices = page.getByRole('button', { name: /^Select: / });
      await choices.first().waitFor(SLOW);
      for (const index of [0, 1]) await choices.nth(index).click();
      await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('2 of 10 selected');
      // The session ends while the page is open: the next call the page makes (its notifications count) meets it.
      await page.evaluate((token) => localStorage.setItem('jwt', token), expiredSessionToken(user));
      await page.reload();
      await expect.poll(() => path(page), SLOW).toBe('/loginPage');
      await expect.poll(() => alerts(page), SLOW).toContain('Session expired. Please log in again.');
      await logInThrough(page, user.email);
      await expect.poll(() => path(page), SLOW).toBe('/SelectedProducts');
      await expect.poll(() => page.getByTestId('selected-count').textContent(), SLOW).toBe('2 of 10 selected');
    });

    it("a selection belongs to its room: the dining room's product page starts empty", async () => {
      await page.goto('/SelectedProducts?function=Dining&size=M+Table&style=Light+Tones');
      await page
        .getByRole('button', { name: /^Select: / })
        .first()
        .waitFor(SLOW);
      await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('0 of 10 selected');
      await page.goBack();
      await expect.poll(() => page.getByTestId('selected-count').textContent(), SLOW).toBe('2 of 10 selected');
    });

    it('a session the server refuses for another reason signs out with a message', async () => {
      await page.evaluate(() => localStorage.setItem('jwt', 'not.a.session'));
      await page.goto('/seeBoard');
      await expect.poll(() => alerts(page), SLOW).toContain('You have been signed out. Please log in again.');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt')), SLOW).toBeNull();
      await expect.poll(() => page.getByRole('button', { name: /^Account menu/ }).count(), SLOW).toBe(0);
    });
  });

  describe('save → a notice on My Boards naming the board; a board not saved waits in Not saved yet', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let token: string;
    let saved: { id: string; title: string };
    let unsaved: { id: string; title: string };
    beforeAll(async () => {
      ({ token } = await account('saving'));
      const [one, two] = [await generateBoard(token), await generateBoard(token)];
      const title = (id: string) => apiCall<{ generated_title: string }>(`generations/${id}`, token).then((g) => g.generated_title);
      saved = { id: one.id, title: await title(one.id) };
      unsaved = { id: two.id, title: await title(two.id) };
      ({ context, page } = await newPage(browser, WIDTHS.desktop));
      await signIn(page, token);
    }, 180_000);
    afterAll(() => context.close());

    it('the save screen shows the board picture; Save leads to My Boards, which names the saved board', async () => {
      await page.goto(`/BoardAccording?id=${saved.id}`);
      const picture = page.getByRole('img', { name: `Room picture: ${saved.title}` });
      await picture.waitFor(SLOW);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SLOW).toBe(true);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => path(page), SLOW).toBe('/seeBoard');
      const notice = page.getByTestId('saved-notice');
      await expect.poll(() => notice.textContent(), SLOW).toContain(`“${saved.title}” is saved in My Boards.`);
      await page.locator(`[data-testid="board-card"][data-board-id]`).first().waitFor(SLOW);
    });

    it("the board made and not saved shows in 'Not saved yet' (the saved one does not) and leads back to its board", async () => {
      const strip = page.getByRole('region', { name: 'Not saved yet' });
      await strip.waitFor(SLOW);
      const links = strip.getByRole('link');
      await expect
        .poll(() => links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))), SLOW)
        .toEqual([`/BoardDetail?id=${unsaved.id}`]);
      await screenshot(page, 'flows-my-boards-saved-1280');
      await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, 'flows-my-boards-saved-375');
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await links.first().click();
      await expect.poll(() => page.url(), SLOW).toContain(`/BoardDetail?id=${unsaved.id}`);
      await page.getByRole('heading', { name: unsaved.title }).waitFor(SLOW);
    });

    it('dismissed, the notice stays gone after a reload', async () => {
      await page.goto('/seeBoard');
      await page.getByRole('region', { name: 'Not saved yet' }).waitFor(SLOW);
      expect(await page.getByTestId('saved-notice').count()).toBe(0);
    });
  });
});

describe('pages that read right', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  // Read at 375 px; at 1280 px only the width is checked (the links do not change with it).
  it('every blog card opens its own article, and plain /blog-details still shows one, at 375 and 1280 px', async () => {
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Our Blogs' }).waitFor(SLOW);
    const links = await page
      .locator('article h2 a, article h3 a')
      .evaluateAll((all) => all.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.textContent ?? '' })));
    expect(links.length).toBeGreaterThanOrEqual(10);
    expect(new Set(links.map((link) => link.href)).size).toBe(links.length);
    for (const link of [links[0]!, links[1]!, links.at(-1)!]) {
      await page.getByRole('link', { name: link.title, exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SLOW).toBe(link.title);
      expect(page.url()).toContain(link.href);
      await expect.poll(() => page.title(), SLOW).toBe(`${link.title} · Roomboard`);
      // Back to the list in the app, without loading it again.
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Our Blogs' }).waitFor(SLOW);
    }
    // Straight to an article's address (the prerendered /blog-details holds another article): that article, no error.
    await page.goto(links[1]!.href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SLOW).toBe(links[1]!.title);
    await screenshot(page, 'flows-blog-article-375');
    await page.goto('/blog-details');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SLOW).toBe(links[0]!.title);
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    expect(await scrollsSideways(page), 'at 1280 px').toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('signed in: the account menu says who, the tier cards mark the current plan, the board page', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let token: string;
    let user: TestUser;
    let board: { id: string; title: string };
    beforeAll(async () => {
      user = await createAccount(`plan-${randomUUID().slice(0, 8)}@example.com`);
      const registered = await fetch(`${BASE_URL}/api/sign_up`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Petra', last_name: 'Lind', email: user.email, address: '4 Plan Street' }),
      });
      expect(registered.status).toBe(201);
      token = await login(user.idToken);
      await apiCall('stripe/create-checkout-session', token, { card_title: 'Basic' });
      const generation = await generateBoard(token);
      const { id } = await apiCall<{ id: string }>('save-products/', token, [{ generationId: generation.id }]);
      const saved = await apiCall<{ generated_title: string }>(`boards/${id}`, token);
      board = { id, title: saved.generated_title };
      ({ context, page } = await newPage(browser, WIDTHS.desktop));
      await signIn(page, token);
    }, 180_000);
    afterAll(() => context.close());

    it('the account menu shows who is signed in', async () => {
      await page.goto('/');
      // The trigger names the user once the profile is in (before, a placeholder menu stands in).
      const trigger = page.getByRole('button', { name: 'Account menu, signed in as Petra Lind' });
      await trigger.waitFor(SLOW);
      await trigger.click();
      await page.getByRole('menu', { name: 'Account' }).waitFor(SLOW);
      await expect.poll(() => page.getByTestId('signed-in-as').textContent(), SLOW).toBe(`Signed in asPetra Lind${user.email}`);
      await screenshot(page, 'flows-account-menu-1280');
    });

    it('the pricing cards mark the current plan (Basic), at 1280 and 375 px', async () => {
      await page.keyboard.press('Escape');
      const basic = page.getByTestId('tier-basic');
      await basic.scrollIntoViewIfNeeded();
      await expect.poll(() => basic.textContent(), SLOW).toContain('Your current plan');
      expect(await page.getByText('Your current plan').count()).toBe(1);
      await screenshotOf(basic, 'flows-pricing-current-1280');
      await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
      await basic.scrollIntoViewIfNeeded();
      await screenshotOf(page, 'flows-pricing-current-375');
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    });

    it("the board page leads with the board's title; the owner reads 'Your pieces', each with its name and price", async () => {
      await page.goto(`/UserBoard/${board.id}`);
      await page.getByTestId('board-title').waitFor(SLOW);
      expect(await page.getByTestId('board-title').textContent()).toBe(board.title);
      await expect.poll(() => page.title(), SLOW).toBe(`${board.title} · Roomboard`);
      await page.getByRole('heading', { name: 'Your pieces' }).waitFor();
      const captions = await page.getByTestId('piece').locator('figcaption').allTextContents();
      expect(captions.length).toBe(3);
      for (const caption of captions) expect(caption).toMatch(/\$\d[\d,]*\.\d{2}$/);
      // The pictures (lazy) are in before the screenshots.
      const pictures = page.locator('[data-testid="piece"] img, [data-testid="board-image"] img');
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SLOW).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'flows-board-owner-1280');
      await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
      const image = await page.getByTestId('board-image').boundingBox();
      const palette = await page.getByTestId('palette').boundingBox();
      expect(image!.y).toBeLessThan(palette!.y);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, 'flows-board-owner-375');
    });

    it("a visitor reads 'Pieces', with cut-outs whole inside their frames", async () => {
      const visitor = await newPage(browser, WIDTHS.mobile);
      await visitor.page.goto(`/UserBoard/${board.id}`);
      await visitor.page.getByRole('heading', { name: 'Pieces', exact: true }).waitFor(SLOW);
      expect(await visitor.page.getByRole('heading', { name: 'Your pieces' }).count()).toBe(0);
      const fits = await visitor.page
        .getByTestId('piece')
        .locator('img')
        .evaluateAll((images) => images.map((img) => getComputedStyle(img).objectFit));
      expect(fits.every((fit) => fit === 'contain')).toBe(true);
      await screenshot(visitor.page, 'flows-board-visitor-375');
      await visitor.page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await screenshot(visitor.page, 'flows-board-visitor-1280');
      await visitor.context.close();
    });
  });
});
